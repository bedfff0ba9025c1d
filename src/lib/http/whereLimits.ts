/**
 * What a `where` in a REST query string may be (issue 26, finding 6), checked on the query string's own keys
 * (`where[or][0][title][like]=…`) before Payload reads them. Each refusal is a reason for a 400; what passes is
 * what Payload's database adapters can run on both SQLite and PostgreSQL:
 *
 * - operators the adapters run for the fields here (`all`, `within`, `intersects` and `near` are not: SQLite has
 *   none of them and there are no point fields; each was a 500);
 * - an operator's value is text, or a list of texts for `in` and `not_in` (`where[id][equals][0][1]=x` was a 500);
 * - `and` / `or` take numbered conditions, nested at most MAX_NESTING deep;
 * - a date field is compared with dates;
 * - a select is compared with its own values, never matched as text (`like`, `not_like`, `contains`): PostgreSQL
 *   stores selects as enums, which have no text matching (`where[purpose][like]=1` was a 500 there);
 * - at most MAX_TERMS conditions in all: a where of a thousand ORs ran as one enormous SQL statement, failed, and the
 *   whole statement went to the log.
 */
export const MAX_TERMS = 100
export const MAX_NESTING = 5

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'contains',
  'in',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
])
const LISTS = new Set(['in', 'not_in'])
/** Operators that match text: not for selects, which PostgreSQL stores as enums. */
const TEXT_MATCHES = new Set(['like', 'not_like', 'contains'])
/** Operators whose value is one of the field's own values. */
const MATCHES_VALUE = new Set(['equals', 'not_equals', 'in', 'not_in'])

export type WhereProblem =
  | { reason: 'operator'; operator: string }
  | { reason: 'date'; field: string }
  | { reason: 'value' | 'nesting' | 'shape' }
  | { reason: 'terms' }

/**
 * A field's type by its path (`createdAt`, `group.when`), as far as the collection's own fields tell; for a select,
 * `options` gives its values.
 */
export type FieldTypeOf = ((path: string) => string | undefined) & { options?: (path: string) => string[] | undefined }

type Field = { name?: string; type: string; flattenedFields?: Field[]; options?: (string | { value: string })[] }

/** The field a path names (`createdAt`, `group.when`), as far as the collection's own fields tell. */
function fieldAt(fields: readonly Field[] | undefined, path: string): Field | undefined {
  let level = fields
  let found: Field | undefined
  for (const name of path.split('.')) {
    found = level?.find((field) => field.name === name)
    if (!found) return undefined
    level = found.flattenedFields
  }
  return found
}

/** The type lookup of a collection's fields (Payload's sanitized `flattenedFields`, groups followed by name). */
export function fieldTypes(fields: readonly Field[] | undefined): FieldTypeOf {
  const typeOf: FieldTypeOf = (path) => fieldAt(fields, path)?.type
  typeOf.options = (path) => {
    const field = fieldAt(fields, path)
    return field?.type === 'select'
      ? (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value))
      : undefined
  }
  return typeOf
}

/** A value a date field can be compared with: a date JavaScript can read (a date field's `exists` takes true/false). */
const isDate = (value: string) => value.trim() !== '' && !Number.isNaN(new Date(value).getTime())

/** The bracketed segments of a query key: `where[or][0][id][in][]` → `['or', '0', 'id', 'in', '']`, or null. */
function segments(key: string): string[] | null {
  const match = /^where((?:\[[^\][]*\])*)(.*)$/.exec(key)
  if (!match) return null
  if (match[2]) return [`]${match[2]}`] // text after the brackets: not a path Payload would read as meant
  return [...match[1]!.matchAll(/\[([^\][]*)\]/g)].map((m) => m[1]!)
}

/**
 * The first problem of the query's `where`, or null when there is none (or no `where` at all). With the collection's
 * field types, a date field compared with something that is not a date is one too (`where[createdAt][equals]=abc`
 * reached the database as an empty parameter: a 500).
 */
export function whereProblem(params: URLSearchParams, typeOf: FieldTypeOf = () => undefined): WhereProblem | null {
  const terms = new Set<string>()
  for (const key of new Set(params.keys())) {
    if (key === 'where' || !key.startsWith('where')) continue
    const path = segments(key)
    if (!path) continue
    let i = 0
    let nesting = 0
    while (path[i] === 'and' || path[i] === 'or') {
      if (!/^\d{1,4}$/.test(path[i + 1] ?? '')) return { reason: 'shape' }
      i += 2
      if (++nesting > MAX_NESTING) return { reason: 'nesting' }
    }
    // PostgreSQL cannot hold a NUL character in text: a value with one reached it and failed (a 500).
    if (params.getAll(key).some((value) => value.includes('\u0000'))) return { reason: 'value' }
    const field = path[i]
    const operator = path[i + 1]
    if (!field || operator === undefined) return { reason: 'shape' }
    if (!OPERATORS.has(operator)) return { reason: 'operator', operator }
    const rest = path.slice(i + 2)
    if (rest.length > 1 || (rest.length === 1 && (!LISTS.has(operator) || !/^\d{0,4}$/.test(rest[0]!)))) return { reason: 'value' }
    if (operator !== 'exists' && typeOf(field) === 'date') {
      const values = params.getAll(key).flatMap((value) => (LISTS.has(operator) ? value.split(',') : [value]))
      if (!values.every(isDate)) return { reason: 'date', field: field.slice(0, 60) }
    }
    // A relationship (or upload) compared with something that is not an id: the adapters bind it as a number (NaN,
    // a 500). Ids here are whole numbers.
    const kind = typeOf(field)
    if ((kind === 'relationship' || kind === 'upload') && MATCHES_VALUE.has(operator)) {
      const values = params.getAll(key).flatMap((value) => (LISTS.has(operator) ? value.split(',') : [value]))
      if (!values.every((value) => /^\d{1,15}$/.test(value.trim()))) return { reason: 'value' }
    }
    // A select compared with a value it cannot hold, or matched as text: PostgreSQL stores selects as enums and fails
    // on either (a 500).
    if (TEXT_MATCHES.has(operator) && kind === 'select') return { reason: 'operator', operator }
    const options = MATCHES_VALUE.has(operator) ? typeOf.options?.(field) : undefined
    if (options) {
      const values = params.getAll(key).flatMap((value) => (LISTS.has(operator) ? value.split(',') : [value]))
      if (!values.every((value) => options.includes(value))) return { reason: 'value' }
    }
    terms.add(path.slice(0, i + 2).join('\u0000'))
    if (terms.size > MAX_TERMS) return { reason: 'terms' }
  }
  return null
}
