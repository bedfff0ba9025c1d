import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type ASTNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

import { isStaffUser } from '@/access/roles'

/** Deepest selection a query may nest. Payload's own relationship depth is separate. */
export const MAX_QUERY_DEPTH = 10

/**
 * Rejects queries nested deeper than MAX_QUERY_DEPTH, following fragments,
 * before they run. Payload's maxComplexity bounds breadth; this bounds depth.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d] as const),
    )
    const measure = (node: ASTNode, depth: number, visiting: Set<string>): number => {
      switch (node.kind) {
        case Kind.OPERATION_DEFINITION:
        case Kind.FRAGMENT_DEFINITION:
        case Kind.INLINE_FRAGMENT:
          return Math.max(0, ...node.selectionSet.selections.map((s) => measure(s, depth, visiting)))
        case Kind.FIELD:
          if (!node.selectionSet) return depth + 1
          return Math.max(depth + 1, ...node.selectionSet.selections.map((s) => measure(s, depth + 1, visiting)))
        case Kind.FRAGMENT_SPREAD: {
          const name = node.name.value
          const fragment = fragments.get(name)
          if (!fragment || visiting.has(name)) return depth
          return Math.max(depth, ...fragment.selectionSet.selections.map((s) => measure(s, depth, new Set(visiting).add(name))))
        }
        default:
          return depth
      }
    }
    for (const definition of context.getDocument().definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue
      const depth = measure(definition, 0, new Set())
      if (depth > maxDepth) {
        context.reportError(new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${maxDepth}.`, { nodes: [definition] }))
      }
    }
    return {}
  }
}

/** What one query may ask for (SECURITY.md, "GraphQL"). Staff get more room for their own tools. */
export const GRAPHQL_LIMITS = {
  /** Cost: each field costs 1, and what is inside a list costs once per item (`limit`, Payload's default 10). */
  maxCost: { public: 1_000, staff: 20_000 },
  /** Fields asked for under another name (`a: Jobs`, `b: Jobs`…) in one operation. */
  maxAliases: 15,
  /** Top-level fields in one operation. */
  maxRootFields: 10,
  /** The largest `limit` a visitor may ask for; `limit: 0` (everything) is for staff only. */
  maxLimit: 100,
  /** Payload's default page size when a query gives no `limit`. */
  defaultLimit: 10,
} as const

type RuleArgs = Pick<ExecutionArgs, 'contextValue' | 'variableValues'>

/**
 * Schema types by shape, not by class: Payload builds its schema with graphql's ESM build and this rule may be
 * loaded through the CommonJS one, and graphql's `isObjectType` & co. refuse types "from another realm".
 */
type FieldLike = { args: readonly { name: string }[]; type: TypeLike }
type TypeLike = { ofType?: TypeLike; getFields?: () => Record<string, FieldLike> }
const namedType = (type: TypeLike | undefined): TypeLike | undefined => (type?.ofType ? namedType(type.ofType) : type)
const fieldsOf = (type: TypeLike | undefined) => (type && typeof type.getFields === 'function' ? type.getFields() : undefined)

/**
 * Refuses, before they run, operations that would cost more than the caller's budget: the cost multiplies with
 * `limit` and nesting, so 199 aliases of `Jobs(limit: 100)` no longer fit where one query did; caps aliases, root
 * fields and `limit` itself. Cyclic fragments are never followed (graphql-js reports them separately).
 */
export function costLimit(args?: RuleArgs): ValidationRule {
  const staff = isStaffUser((args?.contextValue as { req?: { user?: never } } | undefined)?.req?.user)
  const maxCost = staff ? GRAPHQL_LIMITS.maxCost.staff : GRAPHQL_LIMITS.maxCost.public
  return (context: ValidationContext) => {
    const schema = context.getSchema()
    const document = context.getDocument()
    const fragments = new Map(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    )
    const variables = (args?.variableValues ?? {}) as Record<string, unknown>
    const problems: string[] = []
    let aliases = 0

    const limitOf = (value: unknown, hasLimitArgument: boolean): number => {
      if (!hasLimitArgument) return 1
      if (value === undefined || value === null) return GRAPHQL_LIMITS.defaultLimit
      const limit = Number(value)
      if (!Number.isFinite(limit) || limit < 0) return GRAPHQL_LIMITS.defaultLimit
      if (!staff && (limit === 0 || limit > GRAPHQL_LIMITS.maxLimit)) {
        problems.push(`A list may ask for at most ${GRAPHQL_LIMITS.maxLimit} items (limit: ${limit} was asked for).`)
      }
      return limit === 0 ? 1_000 : limit
    }

    const typeNamed = (name: string) => schema.getType(name) as unknown as TypeLike | undefined
    const cost = (selectionSet: SelectionSetNode, type: TypeLike | undefined, visiting: Set<string>): number => {
      let total = 0
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.alias) aliases++
          const fieldDef = fieldsOf(type)?.[selection.name.value]
          const hasLimit = Boolean(fieldDef?.args.some((a) => a.name === 'limit'))
          const limitNode = selection.arguments?.find((a) => a.name.value === 'limit')
          const limitValue = limitNode ? valueFromASTUntyped(limitNode.value, variables) : undefined
          const inner = selection.selectionSet ? cost(selection.selectionSet, namedType(fieldDef?.type), visiting) : 0
          total += 1 + limitOf(limitValue, hasLimit) * inner
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const condition = selection.typeCondition ? typeNamed(selection.typeCondition.name.value) : type
          total += cost(selection.selectionSet, condition ?? type, visiting)
        } else {
          const name = selection.name.value
          const fragment = fragments.get(name)
          if (!fragment || visiting.has(name)) continue
          total += cost(fragment.selectionSet, typeNamed(fragment.typeCondition.name.value) ?? type, new Set(visiting).add(name))
        }
      }
      return total
    }

    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue
      const root =
        definition.operation === 'mutation'
          ? schema.getMutationType()
          : definition.operation === 'query'
            ? schema.getQueryType()
            : undefined
      if (!root) {
        context.reportError(new GraphQLError(`This API does not offer ${definition.operation} operations.`, { nodes: [definition] }))
        continue
      }
      aliases = 0
      const total = cost(definition.selectionSet, root as unknown as TypeLike, new Set())
      const rootFields = definition.selectionSet.selections.length
      if (rootFields > GRAPHQL_LIMITS.maxRootFields) {
        problems.push(`An operation may ask for at most ${GRAPHQL_LIMITS.maxRootFields} top-level fields (${rootFields} were asked for).`)
      }
      if (aliases > GRAPHQL_LIMITS.maxAliases) {
        problems.push(`An operation may use at most ${GRAPHQL_LIMITS.maxAliases} aliases (${aliases} were used).`)
      }
      if (total > maxCost) {
        problems.push(`This query costs ${total}; the limit is ${maxCost}. Ask for fewer items (a smaller limit) or fewer fields.`)
      }
      for (const message of new Set(problems)) context.reportError(new GraphQLError(message, { nodes: [definition] }))
      problems.length = 0
    }
    return {}
  }
}

export const graphQLValidationRules = (args?: RuleArgs) => [depthLimit(MAX_QUERY_DEPTH), costLimit(args)]
