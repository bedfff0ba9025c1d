import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { contactClientId, recruiterOnlyField, submittalsAccess } from '@/access/clientContacts'
import { isAdmin } from '@/access/isAdmin'
import { jobScope } from '@/access/ownership'
import { flagOwnership } from '@/features/placements/ownership'
import { settleWithdrawals } from '@/features/clients/consent'
import { forgetSubmittalNotices, queueSubmittalNotice } from '@/features/clients/notices'
import { CURRENCIES, CV_KINDS, HELD_EMAIL_STATES, REJECTION_REASONS, SUBMITTAL_STATUSES } from '@/features/clients/schema'

import { label } from '../shared/content'
import { adminView, hiddenFrom, names, writtenByServer } from '../shared/config'

/** Before a contact reads, withdrawn consents take their candidates out of the portal (features/clients/consent.ts). */
const settleBeforeContactReads: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const clientId = contactClientId(req.user)
  if (clientId !== null && (operation === 'read' || operation === 'count')) await settleWithdrawals(req.payload, clientId)
  return args
}

/**
 * A candidate put forward to a client for one of its jobs (issue 30; features/clients/submittals.ts). Made by the
 * job's recruiter from the pipeline board (`POST /api/portal/submit`), never through the collection's API; the
 * client's contacts read their client's submittals and decide through the portal's actions. Who the candidate is
 * (the candidate, the application, the held email) is for staff only; a contact reads `displayName`, which is the
 * candidate's name only when they agreed to be represented to this client, else a reference.
 */
export const Submittals: CollectionConfig = {
  slug: 'submittals',
  labels: names(['Submittal', 'ترشيح للعميل'], ['Submittals', 'الترشيحات للعملاء']),
  admin: adminView('clients', 'displayName', ['displayName', 'client', 'job', 'status', 'createdAt'], { hidden: hiddenFrom.nonRecruiters }),
  access: writtenByServer(
    submittalsAccess((req) => jobScope(req)),
    isAdmin,
  ),
  indexes: [{ fields: ['client', 'job', 'createdAt'] }],
  // Candidate ownership (issue 31): a second recruiter's submittal of the same candidate to the client is flagged.
  hooks: {
    beforeOperation: [settleBeforeContactReads],
    afterChange: [flagOwnership, queueSubmittalNotice],
    beforeDelete: [forgetSubmittalNotices],
  },
  fields: [
    {
      name: 'portalActions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/clients/components/admin/PortalFields#SubmittalPortalField' } },
    },
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true, label: label('Client', 'العميل') },
    { name: 'job', type: 'relationship', relationTo: 'jobs', required: true, index: true, label: label('Job', 'الوظيفة') },
    {
      name: 'application',
      type: 'relationship',
      relationTo: 'applications',
      required: true,
      index: true,
      label: label('Application', 'الطلب'),
      access: { read: recruiterOnlyField },
    },
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', index: true, access: { read: recruiterOnlyField } },
    { name: 'submittedBy', type: 'relationship', relationTo: 'users', access: { read: recruiterOnlyField } },
    { name: 'displayName', type: 'text', required: true, maxLength: 160, label: label('Shown to the client as', 'يظهر للعميل باسم') },
    { name: 'identityDisclosed', type: 'checkbox', defaultValue: false },
    { name: 'cvKind', type: 'select', required: true, defaultValue: 'blind', options: [...CV_KINDS] },
    { name: 'summary', type: 'textarea', maxLength: 4000, localized: true, label: label('Recruiter’s summary', 'ملخّص مسؤول التوظيف') },
    {
      type: 'row',
      fields: [
        {
          name: 'salaryExpectation',
          type: 'number',
          min: 0,
          label: label('Salary expectation (minor units)', 'الراتب المتوقّع (بالوحدة الصغرى)'),
        },
        { name: 'currency', type: 'select', options: [...CURRENCIES], defaultValue: 'SAR' },
        { name: 'noticePeriod', type: 'text', maxLength: 120, label: label('Notice period', 'فترة الإشعار') },
      ],
    },
    { name: 'status', type: 'select', required: true, defaultValue: 'submitted', index: true, options: [...SUBMITTAL_STATUSES] },
    { name: 'rating', type: 'number', min: 1, max: 5 },
    { name: 'rejectionReason', type: 'select', options: [...REJECTION_REASONS] },
    { name: 'decidedBy', type: 'relationship', relationTo: 'client-contacts' },
    { name: 'decidedAt', type: 'date' },
    {
      name: 'thread',
      type: 'array',
      label: label('Questions and comments', 'الأسئلة والتعليقات'),
      fields: [
        { name: 'from', type: 'select', required: true, options: ['client', 'agency'] },
        { name: 'kind', type: 'select', required: true, options: ['question', 'comment', 'answer', 'decision'] },
        { name: 'author', type: 'text', maxLength: 160 },
        { name: 'text', type: 'textarea', required: true, maxLength: 2000 },
        { name: 'at', type: 'date', required: true },
      ],
    },
    {
      name: 'heldEmail',
      type: 'group',
      label: label('Candidate email held for release', 'رسالة المرشّح المحجوزة حتى الإفراج'),
      access: { read: recruiterOnlyField },
      fields: [
        { name: 'state', type: 'select', options: [...HELD_EMAIL_STATES], defaultValue: 'none' },
        { name: 'template', type: 'text', maxLength: 40 },
        { name: 'subject', type: 'text', maxLength: 300 },
        { name: 'body', type: 'textarea', maxLength: 20_000 },
        { name: 'releasedAt', type: 'date' },
      ],
    },
  ],
}
