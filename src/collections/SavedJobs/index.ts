import type { Access, CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { candidateOnly, isCandidate } from '@/access/candidates'
import { nobody } from '@/access/nobody'
import { hasRole } from '@/access/roles'

import { label } from '../shared/content'

/** A candidate's own saved jobs; recruiters may read them (interest in a job), nobody else. */
const ownOrRecruiter: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'recruiter')) return true
  if (isCandidate(user)) return { candidate: { equals: user.id } }
  return false
}

const setCandidate: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  if (!isCandidate(req.user)) throw new APIError('Only candidates save jobs.', 403, undefined, true)
  return { ...data, candidate: req.user.id }
}

export const SavedJobs: CollectionConfig = {
  slug: 'saved-jobs',
  labels: { singular: label('Saved job', 'وظيفة محفوظة'), plural: label('Saved jobs', 'الوظائف المحفوظة') },
  admin: {
    group: label('Recruitment', 'التوظيف'),
    hidden: ({ user }) => !hasRole(user, 'admin', 'recruiter'),
    defaultColumns: ['job', 'candidate', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: ownOrRecruiter, create: candidateOnly, update: nobody, delete: ownOrRecruiter },
  // Saving twice keeps one row.
  indexes: [{ fields: ['candidate', 'job'], unique: true }],
  hooks: { beforeValidate: [setCandidate] },
  fields: [
    {
      name: 'candidate',
      type: 'relationship',
      relationTo: 'candidates',
      required: true,
      index: true,
      label: label('Candidate', 'المرشّح'),
      admin: { readOnly: true },
    },
    { name: 'job', type: 'relationship', relationTo: 'jobs', required: true, index: true, label: label('Job', 'الوظيفة') },
  ],
}
