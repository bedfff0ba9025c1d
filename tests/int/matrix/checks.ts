import { getTestPayload } from '../helpers/payload'
import type { Probe } from './fixtures'
import type { Cell, Role } from './table'

/** What both access-matrix tests (REST, GraphQL) compare with: expected documents, and what is stored. */
export const MISSING_ID = 987_654_321
export const UPLOADS = new Set(['media', 'candidate-cvs', 'candidate-pictures', 'vacancy-attachments', 'fee-agreement-files'])
/**
 * One document per fixed value (a page's slug, an email template's key): a second cannot be made, so an allowed
 * create fails on that field alone.
 */
export const FIXED_FIELD: Record<string, string> = { pages: 'slug', services: 'slug', 'email-templates': 'key' }
export const FIXED_SLUGS = new Set(Object.keys(FIXED_FIELD))

/** Collects the cells that do not answer as the table says, to report them all at once. */
export class Mismatches {
  list: string[] = []
  note(ok: boolean, label: string, detail: string) {
    if (!ok) this.list.push(`${label}: ${detail}`)
  }
}

export const sameIds = (a: number[], b: number[]) =>
  JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y))

/** A role's own document: a candidate's own, or a recruiter's by the job they own (`handler`). */
export const isMine = (probe: Probe, role: Role) => probe.owner === role || probe.handler === role
/** Someone else's document, for the "other's is refused" checks of an `own` cell. */
export const othersOf = (probes: Probe[], role: Role) => probes.find((p) => (p.owner || p.handler) && !isMine(p, role))

/** Which of the probes a role should see with a cell. */
export function expectedVisible(cell: Cell, role: Role, probes: Probe[]): number[] {
  if (cell === 'yes') return probes.map((p) => p.id)
  if (cell === 'public') return probes.filter((p) => !p.hidden).map((p) => p.id)
  if (cell === 'own') return probes.filter((p) => isMine(p, role)).map((p) => p.id)
  return []
}

export async function stillThere(collection: string, id: number) {
  const payload = await getTestPayload()
  return (await payload.count({ collection: collection as 'faqs', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1
}

export async function countOf(collection: string) {
  const payload = await getTestPayload()
  return (await payload.count({ collection: collection as 'faqs', overrideAccess: true })).totalDocs
}
