import type { Access, CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { candidateOnly, isCandidate } from '@/access/candidates'
import { openJobsWhere } from '@/access/jobs'
import { nobody } from '@/access/nobody'
import { isRecruiterUser } from '@/access/isRecruiter'

import { label } from '../shared/content'
import { translator } from '@/i18n/messages'
import { adminView, candidateField, hiddenFrom, names } from '../shared/config'

/** A candidate's own saved jobs; recruiters may read them (interest in a job), nobody else. */
const ownOrRecruiter: Access = ({ req: { user } }) => {
  if (isRecruiterUser(user)) return true
  if (isCandidate(user)) return { candidate: { equals: user.id } }
  return false
}

/**
 * The candidate is the one signed in; the job must be one the public can see (open, not past its closing day):
 * a draft, closed or unknown job id is a 404, on every path.
 */
const setCandidate: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  if (!isCandidate(req.user)) throw new APIError('Only candidates save jobs.', 403, undefined, true)
  const jobId = typeof data.job === 'object' && data.job !== null ? (data.job as { id?: unknown }).id : data.job
  const id = typeof jobId === 'number' || (typeof jobId === 'string' && /^\d{1,12}$/.test(jobId)) ? Number(jobId) : null
  const visible =
    id !== null &&
    (await req.payload.count({ collection: 'jobs', where: { and: [{ id: { equals: id } }, openJobsWhere()] }, req, overrideAccess: true }))
      .totalDocs > 0
  if (!visible) throw new APIError(translator(req.locale, 'Applications')('saveUnavailable'), 404, undefined, true)
  return { ...data, job: id, candidate: req.user.id }
}

export const SavedJobs: CollectionConfig = {
  slug: 'saved-jobs',
  labels: names(['Saved job', 'وظيفة محفوظة'], ['Saved jobs', 'الوظائف المحفوظة']),
  admin: adminView('recruitment', undefined, ['job', 'candidate', 'createdAt'], { hidden: hiddenFrom.nonRecruiters }),
  defaultSort: '-createdAt',
  access: { read: ownOrRecruiter, create: candidateOnly, update: nobody, delete: ownOrRecruiter },
  // Saving twice keeps one row.
  indexes: [{ fields: ['candidate', 'job'], unique: true }],
  hooks: { beforeValidate: [setCandidate] },
  fields: [
    candidateField({ required: true, admin: { readOnly: true } }),
    { name: 'job', type: 'relationship', relationTo: 'jobs', required: true, index: true, label: label('Job', 'الوظيفة') },
  ],
}
