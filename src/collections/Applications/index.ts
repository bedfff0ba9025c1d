import type {
  Access,
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  SelectFieldSingleValidation,
} from 'payload'

import { isCandidate } from '@/access/candidates'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { isRecruiterUser, recruiterField } from '@/access/isRecruiter'
import { jobScope, recruitersOwnJobs } from '@/access/ownership'
import { ApplicationRefused, checkApplication, toApiError } from '@/features/applications/rules'
import { sendApplicationEmails } from '@/features/applications/notify'
import { APPLICATION_SOURCES, APPLICATION_STATUSES } from '@/features/applications/schema'
import { openPlacementOnHire } from '@/features/placements/hooks'
import {
  deleteRecruitingRecords,
  indexApplication,
  recordChanges,
  reindexWhenCvRead,
  shareCvWithJob,
  stampStages,
} from '@/features/recruiting/applicationHooks'

import { recordApplicationEvent } from '../LiveEvents'
import { label } from '../shared/content'
import { toLocale } from '@/i18n/locales'
import { recruitingFields } from './recruiting'

const SOURCE_LABELS = {
  jobBoard: label('Job board', 'موقع توظيف'),
  alert: label('Job alert email', 'رسالة تنبيه الوظائف'),
  referral: label('Referral', 'ترشيح'),
  sourcing: label('Recruiter sourcing', 'بحث مسؤول التوظيف'),
  portal: label('Client portal', 'بوابة العملاء'),
  direct: label('Direct', 'مباشر'),
} as const
import { jobField, localeField, names } from '../shared/config'

/** Admins see every application, recruiters those of the jobs they own or co-own; a candidate only theirs (never the internal notes). */
const readApplications: Access = async ({ req }) => {
  const staff = await jobScope(req)
  if (staff) return staff
  if (isCandidate(req.user)) return { candidate: { equals: req.user.id } }
  return false
}

const candidateCreates: Access = ({ req: { user } }) => isCandidate(user)

/** Every create, on every path, goes through the same checks as the apply form. */
const validateNewApplication: CollectionBeforeValidateHook = async ({ data, operation, req, context }) => {
  if (operation !== 'create' || !data) return data
  if (context.checkedApplication) return data
  try {
    const checked = await checkApplication(req.payload, req, data)
    return { ...data, ...checked, status: 'submitted', locale: toLocale(req.locale) }
  } catch (error) {
    if (error instanceof ApplicationRefused) throw toApiError(error, req.locale)
    throw error
  }
}

const stampStatus: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'create' || (originalDoc && data.status && data.status !== originalDoc.status)) {
    return { ...data, statusChangedAt: new Date().toISOString() }
  }
  return data
}

const notifyOnCreate: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  // The seed's demo applications (seed/applications.ts) tell nobody.
  if (operation === 'create' && !context.demoSeed) await sendApplicationEmails(req, doc)
  return doc
}

/**
 * Job applications: created by candidates (checked as above), followed by
 * recruiters in the admin by job and status, with internal notes that no
 * candidate can read.
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: names(['Application', 'طلب توظيف'], ['Applications', 'طلبات التوظيف']),
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'job', 'status', 'city', 'createdAt'],
    group: label('Recruitment', 'التوظيف'),
    hidden: ({ user }) => !isRecruiterUser(user),
    listSearchableFields: ['fullName', 'phoneNumber', 'city'],
    // Export the list as filtered, and the way to the candidate search (features/recruiting).
    components: { beforeListTable: ['/features/recruiting/components/ApplicationsListActions#ApplicationsListActions'] },
  },
  defaultSort: '-createdAt',
  access: { read: readApplications, create: candidateCreates, update: recruitersOwnJobs(), delete: isAdmin },
  // One application per candidate and job, kept by the database even under concurrent requests.
  indexes: [
    { fields: ['job', 'candidate'], unique: true },
    // The recruiters' dashboard (features/recruiting/dashboard.ts): new per job, waiting per status, funnel per job.
    { fields: ['job', 'createdAt'] },
    { fields: ['job', 'status', 'createdAt'] },
    { fields: ['status', 'createdAt'] },
    // The agency's reports (features/placements/reports.ts): applications made in a range, by source, with the stages
    // they reached, counted from the index alone (a recruiter's within their jobs).
    { fields: ['createdAt', 'job', 'source', 'stages.shortlistedAt', 'stages.interviewAt', 'stages.offeredAt', 'stages.hiredAt'] },
  ],
  hooks: {
    beforeValidate: [validateNewApplication],
    beforeChange: [stampStatus, stampStages, indexApplication],
    afterChange: [notifyOnCreate, recordApplicationEvent, shareCvWithJob, recordChanges, reindexWhenCvRead, openPlacementOnHire],
    beforeDelete: [deleteRecruitingRecords],
  },
  fields: [
    // The client portal (issue 30): ask consent to represent, submit to the job's client.
    {
      name: 'clientPortal',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/clients/components/admin/PortalFields#ApplicationPortalField' } },
    },
    {
      // The details beside the CV (issue 28, item 8): one row, the details on one side, the CV and its viewer on the
      // other (stacked on narrow screens by Payload's row).
      type: 'row',
      fields: [
        {
          type: 'group',
          admin: { width: '45%', hideGutter: true },
          fields: [
            {
              type: 'row',
              fields: [
                jobField({ required: true, access: { update: nobody } }),
                {
                  name: 'status',
                  type: 'select',
                  required: true,
                  defaultValue: 'submitted',
                  index: true,
                  label: label('Status', 'الحالة'),
                  options: APPLICATION_STATUSES.map((value) => ({
                    value,
                    label: {
                      submitted: label('Submitted', 'مُرسَل'),
                      reviewed: label('Reviewed', 'قيد المراجعة'),
                      shortlisted: label('Shortlisted', 'في القائمة المختصرة'),
                      interview: label('Interview', 'مقابلة'),
                      offered: label('Offered', 'عرض وظيفي'),
                      hired: label('Hired', 'تم التوظيف'),
                      rejected: label('Rejected', 'مرفوض'),
                    }[value],
                  })),
                  // Candidates' creates are forced to 'submitted' by the hook above.
                  access: { update: recruiterField },
                  // Inside the unnamed group Payload's own select check let an object through (to a 500 from the
                  // database: fuzz.int, "staff reads and writes"); one of the statuses, named, or nothing else.
                  validate: ((value, { req }) =>
                    value === null || value === undefined
                      ? req.t('validation:required')
                      : typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value)
                        ? true
                        : req.t('validation:invalidSelection')) as SelectFieldSingleValidation,
                },
              ],
            },
            {
              // Empty once the candidate deleted their account (the application stays, anonymised: Candidates/deletion.ts).
              name: 'candidate',
              type: 'relationship',
              relationTo: 'candidates',
              index: true,
              label: label('Candidate account', 'حساب المرشّح'),
              access: { update: nobody },
              admin: { readOnly: true },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'fullName',
                  type: 'text',
                  required: true,
                  maxLength: 80,
                  label: label('Full name', 'الاسم الكامل'),
                  admin: { readOnly: true },
                },
                {
                  name: 'phoneNumber',
                  type: 'text',
                  required: true,
                  maxLength: 32,
                  label: label('Phone number', 'رقم الهاتف'),
                  admin: { readOnly: true },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'city', type: 'text', required: true, maxLength: 80, label: label('City', 'المدينة'), admin: { readOnly: true } },
                {
                  name: 'state',
                  type: 'text',
                  required: true,
                  maxLength: 80,
                  label: label('State or region', 'المنطقة'),
                  admin: { readOnly: true },
                },
              ],
            },
            {
              name: 'skills',
              type: 'textarea',
              required: true,
              maxLength: 1000,
              label: label('Skills', 'المهارات'),
              admin: { readOnly: true },
            },
            {
              name: 'coverLetter',
              type: 'textarea',
              maxLength: 3000,
              label: label('Cover letter', 'خطاب التقديم'),
              admin: { readOnly: true },
            },
          ],
        },
        {
          // Required when applying (features/applications/rules.ts); empty once the candidate deleted their account.
          name: 'cv',
          type: 'upload',
          relationTo: 'candidate-cvs',
          label: label('CV', 'السيرة الذاتية'),
          access: { update: nobody },
          admin: {
            readOnly: true,
            width: '55%',
            // The original file name and, for a PDF, the file itself (features/recruiting/components/CvPanel.tsx).
            components: { Field: '/features/recruiting/components/CvPanel#CvPanel' },
          },
        },
      ],
    },
    localeField('locale', 'Language of the application', 'لغة الطلب', {
      defaultValue: 'en',
      access: { update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    }),
    {
      // Where the application came from (issue 31): staff set it (a job board and its name, a referral, their own
      // sourcing…); what nobody set counts as direct. The agency's numbers count applications, interviews, hires and
      // fees by it (features/placements/numbers.ts).
      type: 'row',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'source',
          type: 'select',
          index: true,
          defaultValue: 'direct',
          options: APPLICATION_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] })),
          label: label('Source', 'المصدر'),
          access: { read: recruiterField, create: recruiterField, update: recruiterField },
        },
        {
          name: 'sourceDetail',
          type: 'text',
          maxLength: 60,
          label: label('Job board or referrer', 'موقع التوظيف أو صاحب الترشيح'),
          access: { read: recruiterField, create: recruiterField, update: recruiterField },
        },
      ],
    },
    {
      name: 'statusChangedAt',
      type: 'date',
      label: label('Status changed', 'تاريخ تغيير الحالة'),
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'internalNotes',
      type: 'textarea',
      maxLength: 5000,
      label: label('Internal notes (staff only)', 'ملاحظات داخلية (للموظفين فقط)'),
      access: { read: recruiterField, create: recruiterField, update: recruiterField },
      // One place for notes: the timeline (issue 28, item 8). The field stays for API clients; whatever they write in
      // it lands on the timeline as a note (recruiting/applicationHooks.ts recordChanges), and the notes written here
      // before the timeline existed were moved onto it (migrations/steps/application_notes.ts).
      admin: { hidden: true },
    },
    ...recruitingFields,
  ],
}
