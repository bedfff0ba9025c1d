import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { isCandidate } from '@/access/candidates'
import { isAdmin, isAdminUser } from '@/access/isAdmin'
import { isRecruiter, isRecruiterUser } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { jobScope } from '@/access/ownership'
import { afterInvitation, checkAnswer, checkInvitation, stampInvitation } from '@/features/matching/invitations'

import { choices, label } from '../shared/content'
import { adminView, candidateField, hiddenFrom, jobField, localeField, names } from '../shared/config'

/**
 * Invitations to apply (issue 32, features/matching/invitations.ts): staff invite a candidate to a job whose
 * applications they may see; the candidate reads their own and answers once. Admins see all, recruiters those of
 * their jobs (access/ownership.ts), a candidate their own; other candidates, editors and visitors none.
 */
const readInvitations: Access = async ({ req }) => {
  const staff = await jobScope(req)
  if (staff) return staff
  if (isCandidate(req.user)) return { candidate: { equals: req.user.id } }
  return false
}

/** The candidate answers their own; admins may correct one. */
const answerOwn: Access = ({ req: { user } }) => {
  if (isCandidate(user)) return { candidate: { equals: user.id } }
  return isAdminUser(user)
}

/** Only the answer is the candidate's to write; the rest is set by the server. */
const candidateOrAdminField: FieldAccess = ({ req: { user } }) => isCandidate(user) || isAdminUser(user)
const system = { create: nobody as FieldAccess, update: nobody as FieldAccess }

export const JobInvitations: CollectionConfig = {
  slug: 'job-invitations',
  labels: names(['Invitation to apply', 'دعوة للتقديم'], ['Invitations to apply', 'الدعوات للتقديم']),
  admin: adminView('recruitment', undefined, ['candidate', 'job', 'status', 'createdAt', 'answeredAt'], {
    hidden: hiddenFrom.nonRecruiters,
  }),
  defaultSort: '-createdAt',
  access: { read: readInvitations, create: isRecruiter, update: answerOwn, delete: isAdmin },
  // One invitation per candidate and job, kept by the database under concurrent clicks.
  indexes: [{ fields: ['job', 'candidate'], unique: true }, { fields: ['candidate', 'status', 'createdAt'] }],
  hooks: { beforeValidate: [checkInvitation], beforeChange: [stampInvitation, checkAnswer], afterChange: [afterInvitation] },
  fields: [
    {
      type: 'row',
      fields: [
        // Checked when made (invitations.ts); empty once the job is deleted, so deleting one is never refused.
        jobField({ access: { update: nobody } }),
        // The candidate's invitations go with their account (Candidates/deletion.ts).
        candidateField({ access: { update: nobody } }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'sent',
          options: choices({
            sent: ['Sent, no answer yet', 'أُرسلت، بلا رد بعد'],
            interested: ['Interested', 'مهتم'],
            declined: ['Not now', 'ليس الآن'],
          }),
          label: label('Answer', 'الرد'),
          access: { create: nobody, update: candidateOrAdminField },
        },
        {
          name: 'answeredAt',
          type: 'date',
          label: label('Answered', 'تاريخ الرد'),
          access: system,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      // The job's title in the reader's language, for the candidate record's table of invitations: Payload's table
      // inside a join shows a relationship column as "<No Job>" (it never looks the titles up there). Read with the
      // reader's own access: a job they may not see has no title here.
      name: 'jobTitle',
      type: 'text',
      virtual: true,
      label: label('Job', 'الوظيفة'),
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, disableListFilter: true, condition: () => false },
      hooks: {
        afterRead: [
          async ({ siblingData, req }) => {
            const job = (siblingData as { job?: unknown } | undefined)?.job
            const id = job && typeof job === 'object' ? (job as { id?: unknown }).id : job
            if (typeof job === 'object' && job && typeof (job as { title?: unknown }).title === 'string') {
              return (job as { title: string }).title
            }
            if (typeof id !== 'number' && !(typeof id === 'string' && /^\d+$/.test(id))) return undefined
            const doc = (await req.payload.findByID({
              collection: 'jobs',
              id: Number(id),
              select: { title: true },
              depth: 0,
              locale: req.locale === 'ar' ? 'ar' : 'en',
              overrideAccess: false,
              user: req.user,
              disableErrors: true,
              req,
            })) as { title?: string } | null
            return doc?.title ?? undefined
          },
        ],
      },
    },
    {
      name: 'application',
      type: 'relationship',
      relationTo: 'applications',
      label: label('Application it led to', 'طلب التوظيف الناتج'),
      access: system,
      admin: { readOnly: true },
    },
    {
      name: 'invitedBy',
      type: 'relationship',
      relationTo: 'users',
      label: label('Invited by', 'دعاه'),
      access: { ...system, read: ({ req: { user } }) => isRecruiterUser(user) },
      admin: { readOnly: true, position: 'sidebar' },
    },
    localeField('locale', 'Language of the invitation', 'لغة الدعوة', {
      defaultValue: 'en',
      access: system,
      admin: { readOnly: true, position: 'sidebar' },
    }),
  ],
}
