import { APIError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isRecruiter } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { ownsJob, recruitersOwnJobs } from '@/access/ownership'
import { isRecruiterUser } from '@/access/isRecruiter'
import { ACTIVITY_KINDS } from '@/features/recruiting/constants'
import { idOf } from '@/lib/ids'

import { label } from '../shared/content'
import { names } from '../shared/config'

/**
 * Notes written through the API (the timeline's "Add note") are notes by whoever is signed in, on an application
 * of a job they own or co-own. Everything else on the timeline is written by the server (features/recruiting/timeline.ts).
 */
const notesOnly: CollectionBeforeValidateHook = async ({ data, operation, req, context }) => {
  // The server's own records (timeline.ts), and the Local API without a user (seed, tests), are trusted.
  if (operation !== 'create' || context.recordingActivity || !data || !req.user) return data
  const user = req.user
  if (!isRecruiterUser(user)) throw new APIError(req.t('error:notAllowedToPerformAction'), 403, undefined, true)
  const text = typeof data.text === 'string' ? data.text.trim() : ''
  const applicationId = Number(typeof data.application === 'object' && data.application ? data.application.id : data.application)
  const application = Number.isInteger(applicationId)
    ? await req.payload.findByID({
        collection: 'applications',
        id: applicationId,
        depth: 0,
        overrideAccess: true,
        req,
        disableErrors: true,
      })
    : null
  if (!application || !(await ownsJob(req, idOf(application.job)))) throw new APIError(req.t('error:notFound'), 404, undefined, true)
  return { application: application.id, job: idOf(application.job), kind: 'note', text, actor: user!.id }
}

/**
 * An application's timeline (issue 19): notes, status changes, emails sent, interviews, rating and tags, each with
 * who and when. Read by the owners of the application's job and admins; never by the candidate, on any path.
 */
export const ApplicationActivities: CollectionConfig = {
  slug: 'application-activities',
  labels: names(['Timeline entry', 'قيد في السجل'], ['Timeline', 'السجل الزمني']),
  admin: { hidden: true, useAsTitle: 'kind', group: label('Recruitment', 'التوظيف') },
  access: { read: recruitersOwnJobs(), create: isRecruiter, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['application', 'createdAt'] }],
  hooks: { beforeValidate: [notesOnly] },
  fields: [
    { name: 'application', type: 'relationship', relationTo: 'applications', required: true, index: true },
    { name: 'job', type: 'relationship', relationTo: 'jobs', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...ACTIVITY_KINDS] },
    { name: 'actor', type: 'relationship', relationTo: 'users' },
    { name: 'text', type: 'textarea', maxLength: 20_000 },
    { name: 'data', type: 'json' },
    // What the entry records happens once (the candidate's "can't make it" for one revision of an interview): the
    // server's key for it, unique, so a second record of the same event, however concurrent, is refused.
    { name: 'once', type: 'text', unique: true, maxLength: 200, admin: { hidden: true } },
  ],
}
