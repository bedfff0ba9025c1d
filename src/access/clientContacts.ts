import type { Access, FieldAccess, Where } from 'payload'

import { isRecruiterUser } from './isRecruiter'
import { NOTHING } from './ownership'

/**
 * Client contacts (issue 30): the people of the agency's client companies, a third kind of account beside staff
 * (`users`) and job seekers (`candidates`). A contact signs in with an emailed one-time link and sees only their
 * own client's data, on every path: these rules are the collections' own access, so REST, GraphQL, the Local API
 * with `overrideAccess: false` and file downloads all go through them.
 */
type User = { collection?: string; id?: number | string; client?: unknown; status?: unknown } | null | undefined

export function isClientContact<T extends User>(user: T): user is NonNullable<T> & { collection: 'client-contacts'; id: number | string } {
  return Boolean(user && user.collection === 'client-contacts' && user.id !== undefined && user.status !== 'disabled')
}

/** The id of the client a contact belongs to (the relationship may come populated or as an id), or null. */
export function contactClientId(user: User): number | null {
  if (!isClientContact(user)) return null
  const ref = user.client
  const id = ref && typeof ref === 'object' ? (ref as { id?: unknown }).id : ref
  const n = Number(id)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** A contact's own client only (`field` names the document's client), recruiters and admins every one. */
export function recruiterOrOwnClient(field = 'client'): Access {
  return ({ req: { user } }) => {
    if (isRecruiterUser(user)) return true
    const clientId = contactClientId(user)
    if (clientId === null) return false
    const where: Where = { [field]: { equals: clientId } }
    return where
  }
}

/** Clients: recruiters and admins read all; a contact reads only their own company. */
export const readClients: Access = ({ req: { user } }) => {
  if (isRecruiterUser(user)) return true
  const clientId = contactClientId(user)
  return clientId === null ? false : { id: { equals: clientId } }
}

/** Client contacts: recruiters and admins read all; a contact reads only themself. */
export const recruiterOrSelfContact: Access = ({ req: { user } }) => {
  if (isRecruiterUser(user)) return true
  if (isClientContact(user)) return { id: { equals: user.id } }
  return false
}

/** Only client contacts (the portal's own writes). */
export const clientContactOnly: Access = ({ req: { user } }) => isClientContact(user)

/** A field only recruiters and admins read (staff notes, the account manager's internal remarks). */
export const recruiterOnlyField: FieldAccess = ({ req: { user } }) => isRecruiterUser(user)

export { NOTHING }

/**
 * A document's `client` field: recruiters and admins read it; a contact only on their own client's documents;
 * visitors and candidates never (a job's client may be confidential).
 */
export const clientFieldRead: FieldAccess = ({ req: { user }, doc }) => {
  if (isRecruiterUser(user)) return true
  const clientId = contactClientId(user)
  if (clientId === null || !doc) return false
  const ref = (doc as { client?: unknown }).client
  const id = ref && typeof ref === 'object' ? (ref as { id?: unknown }).id : ref
  return Number(id) === clientId
}

/**
 * Submittals: admins all; a recruiter those of the jobs they own or co-own; a contact their client's, while the
 * candidate is still represented (a withdrawn submittal leaves the portal at once); nobody else.
 */
export function submittalsAccess(jobScope: (req: Parameters<Access>[0]['req']) => Promise<true | Where | null>): Access {
  return async ({ req }) => {
    const clientId = contactClientId(req.user)
    if (clientId !== null) return { and: [{ client: { equals: clientId } }, { status: { not_equals: 'withdrawn' } }] }
    return (await jobScope(req)) ?? false
  }
}
