import { graphql } from '../helpers/http'
import { address } from './fixtures'

/**
 * Turns REST-shaped data into what a GraphQL input type takes: only the fields the type has, and select values as
 * the enum names Payload gives them (`full-time` → `full_time`), read from the schema by introspection (on outside
 * production). Nested input objects are converted the same way.
 */
type TypeRef = { kind: string; name: string | null; ofType?: TypeRef | null }
type InputField = { name: string; type: TypeRef }

const cache = new Map<string, InputField[] | null>()
const REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }'

async function fieldsOf(typeName: string): Promise<InputField[] | null> {
  if (!cache.has(typeName)) {
    const answer = await graphql<{ __type: { inputFields: InputField[] } | null }>(
      `query($name: String!) { __type(name: $name) { inputFields { name type { ${REF} } } } }`,
      { variables: { name: typeName }, headers: { 'x-forwarded-for': address() } },
    )
    cache.set(typeName, answer.data?.__type?.inputFields ?? null)
  }
  return cache.get(typeName)!
}

const innermost = (type: TypeRef): TypeRef => (type.ofType ? innermost(type.ofType) : type)

/** Payload's enum value names (@payloadcms/graphql formatName). */
export const enumName = (value: string) =>
  (/^\d/.test(value) ? `_${value}` : value)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[./\-+,()'[\]]/g, '_')
    .replace(/ /g, '') || '_'

async function convert(type: TypeRef, value: unknown): Promise<unknown> {
  if (value === null || value === undefined) return value
  if (Array.isArray(value)) return Promise.all(value.map((item) => convert(type, item)))
  const inner = innermost(type)
  if (inner.kind === 'ENUM' && typeof value === 'string') return enumName(value)
  if (inner.kind === 'INPUT_OBJECT' && inner.name && typeof value === 'object') return toInput(inner.name, value as Record<string, unknown>)
  return value
}

export async function toInput(typeName: string, data: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  const fields = await fieldsOf(typeName)
  if (!fields) return null
  const input: Record<string, unknown> = {}
  for (const field of fields) if (field.name in data) input[field.name] = await convert(field.type, data[field.name])
  return input
}
