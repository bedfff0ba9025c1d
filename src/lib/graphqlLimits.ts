import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ValidationRule } from 'graphql'

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

export const graphQLValidationRules = () => [depthLimit(MAX_QUERY_DEPTH)]
