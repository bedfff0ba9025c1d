import type { CollectionConfig } from 'payload'

import { isCandidate } from '@/access/candidates'
import { isAdmin } from '@/access/isAdmin'
import { jobScope } from '@/access/ownership'

import { names, writtenByServer } from '../shared/config'

/**
 * A recruiter's request that a candidate agree to be represented to a client for a job (issue 30). The candidate
 * answers with one click, from the email's link or the notice on /profile; the answer is recorded in the consent
 * record (features/consent, purpose `represent`). Made by `POST /api/portal/consent-requests` only. A candidate
 * reads their own (the /profile notice); recruiters those of their jobs; admins all.
 */
export const RepresentationRequests: CollectionConfig = {
  slug: 'representation-requests',
  labels: names(['Consent request', 'طلب موافقة'], ['Consent requests', 'طلبات الموافقة']),
  admin: { hidden: true },
  access: writtenByServer(async ({ req }) => {
    if (isCandidate(req.user)) return { candidate: { equals: req.user.id } }
    return (await jobScope(req)) ?? false
  }, isAdmin),
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', required: true, index: true },
    { name: 'application', type: 'relationship', relationTo: 'applications', required: true },
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true },
    { name: 'job', type: 'relationship', relationTo: 'jobs', required: true, index: true },
    { name: 'requestedBy', type: 'relationship', relationTo: 'users' },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: ['pending', 'agreed', 'declined'] },
    { name: 'answeredAt', type: 'date' },
    { name: 'tokenHash', type: 'text', required: true, unique: true, hidden: true },
  ],
}
