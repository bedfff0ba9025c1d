import { ValidationError, type CollectionBeforeOperationHook, type CollectionConfig, type Field } from 'payload'

/**
 * A select's value is text (a list of texts when it has many), or nothing: anything else is a 400 on the field.
 *
 * Relationship and upload values that look like numbers must be ids this site's databases can hold (whole numbers
 * up to 2^53). Payload's own check lets some through (`"1e309"` is Infinity, `"1.5"`, a 20-digit id) and the
 * database then fails with a 500; here they are a 400 on the field, like any other invalid selection (SECURITY.md,
 * "Bad input"). Anything else (`"abc"`, an unknown id) is left to Payload's own answer and the collections' hooks.
 */
const NUMERIC = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i
const goodId = (value: unknown) => {
  if (typeof value === 'number') return Number.isSafeInteger(value)
  // Blank but not empty (`" "`): Payload reads it as an id, and the database fails.
  if (typeof value === 'string' && value !== '' && value.trim() === '') return false
  if (typeof value === 'string' && NUMERIC.test(value)) return Number.isSafeInteger(Number(value))
  return true
}

function goodReference(field: Extract<Field, { type: 'relationship' | 'upload' }>, value: unknown): boolean {
  if (value === null || typeof value !== 'object') return goodId(value)
  const ref = value as { value?: unknown; id?: unknown }
  return goodId(Array.isArray(field.relationTo) ? ref.value : ref.id)
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null

/** The paths of the bad references in `data`, following the fields into groups, tabs, rows, arrays and blocks. */
function badReferences(fields: Field[], data: Record<string, unknown> | null, prefix = ''): string[] {
  if (!data) return []
  const bad: string[] = []
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') bad.push(...badReferences(field.fields, data, prefix))
    else if (field.type === 'tabs')
      for (const tab of field.tabs)
        bad.push(
          ...('name' in tab && tab.name
            ? badReferences(tab.fields, asObject(data[tab.name]), `${prefix}${tab.name}.`)
            : badReferences(tab.fields, data, prefix)),
        )
    else if (!('name' in field) || !(field.name in data)) continue
    else if (field.type === 'relationship' || field.type === 'upload') {
      const value = data[field.name]
      const values = Array.isArray(value) ? value : [value]
      if (!values.every((item) => goodReference(field, item))) bad.push(`${prefix}${field.name}`)
    } else if (field.type === 'select') {
      // Payload's own check lets an object or a number through to the database (`{"status": {}}`: a 500).
      const value = data[field.name]
      const values = field.hasMany && Array.isArray(value) ? value : [value]
      if (!values.every((item) => item === null || item === undefined || typeof item === 'string')) bad.push(`${prefix}${field.name}`)
    } else if (field.type === 'group') bad.push(...badReferences(field.fields, asObject(data[field.name]), `${prefix}${field.name}.`))
    else if (field.type === 'array' && Array.isArray(data[field.name]))
      (data[field.name] as unknown[]).forEach((row, i) =>
        bad.push(...badReferences(field.fields, asObject(row), `${prefix}${field.name}.${i}.`)),
      )
    else if (field.type === 'blocks' && Array.isArray(data[field.name]))
      (data[field.name] as unknown[]).forEach((row, i) => {
        const block = field.blocks.find((candidate) => candidate.slug === asObject(row)?.blockType)
        if (block) bad.push(...badReferences(block.fields, asObject(row), `${prefix}${field.name}.${i}.`))
      })
  }
  return bad
}

const checkReferences: CollectionBeforeOperationHook = ({ args, operation, collection, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const bad = badReferences(collection.fields, asObject((args as { data?: unknown }).data))
  if (bad.length) {
    throw new ValidationError({
      collection: collection.slug,
      errors: bad.map((path) => ({ path, message: req.t('validation:invalidSelection') })),
    })
  }
  return args
}

/** The collection with the check first among its `beforeOperation` hooks. */
export const withReferenceChecks = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [checkReferences, ...(collection.hooks?.beforeOperation ?? [])] },
})
