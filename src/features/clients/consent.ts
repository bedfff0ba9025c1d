import type { Payload } from 'payload'

import { hasConsent } from '@/features/consent'

/**
 * Consent to be represented (issue 29's record, features/consent, purpose `represent`, scoped by client and job):
 * the candidate's identity and original CV go to a client only while it is given.
 */
export async function consentToRepresent(payload: Payload, scope: { candidate: number; client: number; job: number }): Promise<boolean> {
  return hasConsent(payload, { candidate: scope.candidate, purpose: 'represent', clientId: scope.client, job: scope.job })
}

/**
 * Withdrawal takes a candidate out of a client's portal at once, on every path: before a contact reads submittals
 * (REST, GraphQL, the portal's pages and actions, the CV download), each of that client's submittals whose
 * candidate no longer agrees to be represented (an identity-disclosed one without consent now, or any after a
 * withdrawal for that client) is marked withdrawn, which the contacts' access rule leaves out.
 */
export async function settleWithdrawals(payload: Payload, clientId: number): Promise<void> {
  const { docs } = await payload.find({
    collection: 'submittals',
    where: { and: [{ client: { equals: clientId } }, { status: { not_equals: 'withdrawn' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { candidate: true, job: true, identityDisclosed: true },
  })
  for (const doc of docs) {
    const candidate = doc.candidate ? (typeof doc.candidate === 'object' ? doc.candidate.id : doc.candidate) : null
    if (!candidate) continue
    const job = typeof doc.job === 'object' ? doc.job.id : doc.job
    const granted = await consentToRepresent(payload, { candidate, client: clientId, job })
    const withdrawn = granted ? false : doc.identityDisclosed || (await everWithdrawn(payload, candidate, clientId))
    if (withdrawn) {
      await payload.update({ collection: 'submittals', id: doc.id, data: { status: 'withdrawn' }, overrideAccess: true, depth: 0 })
    }
  }
}

/** Whether the candidate has said no to being represented to this client (declined or withdrawn), at any scope. */
async function everWithdrawn(payload: Payload, candidate: number, clientId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'consent-events',
    where: {
      and: [
        { candidate: { equals: candidate } },
        { purpose: { equals: 'represent' } },
        { action: { equals: 'withdrawn' } },
        { or: [{ clientId: { equals: String(clientId) } }, { clientId: { exists: false } }, { clientId: { equals: null } }] },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
