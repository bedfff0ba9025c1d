import { PLACEHOLDERS, type Placeholder } from './constants'

export type TemplateValues = Partial<Record<Placeholder, string>>
export type RenderedEmail = { subject: string; body: string }

/** Placeholders used in a template that are not ones we fill (a typo would reach the candidate as an empty gap). */
export function unknownPlaceholders(template: string): string[] {
  const used = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
  return [...new Set(used.filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name)))]
}

/** Payload field validation: only known placeholders. */
export function validateTemplate(value: unknown): true | string {
  if (typeof value !== 'string') return true
  const unknown = unknownPlaceholders(value)
  return unknown.length === 0
    ? true
    : `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}. Use: ${PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`
}

/**
 * Staff-written templates are filled by name, not parsed as ICU messages: a quote or a brace typed by staff must
 * not break an email. An unknown placeholder is refused when the template is saved (validateTemplate).
 */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

/** A template filled for one candidate. */
export function renderTemplate(template: RenderedEmail, values: TemplateValues): RenderedEmail {
  const filled = values as Record<string, string>
  return { subject: fill(template.subject, filled).replace(/\s+/g, ' ').trim(), body: fill(template.body, filled).trim() }
}
