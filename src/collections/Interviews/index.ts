import type { Access, CollectionConfig } from 'payload'

import { isCandidate } from '@/access/candidates'
import { recruiterField } from '@/access/isRecruiter'
import { isAdmin } from '@/access/isAdmin'
import { isRecruiter } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { jobScope, recruitersOwnJobs } from '@/access/ownership'
import { INTERVIEW_TIME_ZONES } from '@/features/recruiting/constants'
import { bumpSequence, notifyInterview, scheduleFromApplication } from '@/features/recruiting/interviewHooks'

import { choices, label } from '../shared/content'
import { adminView, hiddenFrom, localeField, names, serverWrites } from '../shared/config'

/** The job's owners and admins; the candidate reads their own interviews (for /profile), never who interviews them. */
const readInterviews: Access = async ({ req }) => {
  const staff = await jobScope(req)
  if (staff) return staff
  if (isCandidate(req.user)) return { candidate: { equals: req.user.id } }
  return false
}

/**
 * Interviews scheduled from the board (issue 19): a time in a chosen time zone, a duration, a place or a video
 * link, the interviewers. Saving one emails the candidate an invitation, change or cancellation with an .ics
 * (same UID, SEQUENCE raised: features/recruiting/interviewHooks.ts); cancelling is a status, not a delete.
 */
export const Interviews: CollectionConfig = {
  slug: 'interviews',
  labels: names(['Interview', 'مقابلة'], ['Interviews', 'المقابلات']),
  admin: adminView('recruitment', 'candidateName', ['candidateName', 'job', 'startsAt', 'status'], { hidden: hiddenFrom.nonRecruiters }),
  defaultSort: 'startsAt',
  // Upcoming interviews of a recruiter's jobs (the dashboard).
  indexes: [{ fields: ['job', 'startsAt'] }],
  access: { read: readInterviews, create: isRecruiter, update: recruitersOwnJobs(), delete: isAdmin },
  hooks: { beforeValidate: [scheduleFromApplication], beforeChange: [bumpSequence], afterChange: [notifyInterview] },
  fields: [
    {
      name: 'application',
      type: 'relationship',
      relationTo: 'applications',
      required: true,
      index: true,
      label: label('Application', 'طلب التوظيف'),
      // Chosen when scheduling (from the board, or here), fixed afterwards.
      access: { read: recruiterField, update: nobody },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          index: true,
          label: label('Starts at', 'موعد البدء'),
          timezone: {
            required: true,
            defaultTimezone: 'Asia/Riyadh',
            supportedTimezones: INTERVIEW_TIME_ZONES.map((value) => ({ label: value.replace('_', ' '), value })),
          },
          admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
        },
        {
          name: 'durationMinutes',
          type: 'number',
          required: true,
          defaultValue: 60,
          min: 15,
          max: 480,
          label: label('Duration (minutes)', 'المدة (بالدقائق)'),
          admin: { step: 15 },
        },
      ],
    },
    { name: 'location', type: 'text', maxLength: 200, label: label('Place', 'المكان') },
    {
      name: 'videoLink',
      type: 'text',
      maxLength: 500,
      label: label('Video call link', 'رابط مكالمة الفيديو'),
      validate: (value: string | null | undefined) =>
        !value || /^https:\/\/[^\s]+$/.test(value) || 'A link starting with https:// (يجب أن يبدأ الرابط بـ https://)',
    },
    {
      name: 'interviewers',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      filterOptions: { roles: { in: ['recruiter', 'admin'] } },
      label: label('Interviewers', 'أعضاء لجنة المقابلة'),
      access: { read: recruiterField },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'scheduled',
      label: label('Status', 'الحالة'),
      options: choices({ scheduled: ['Scheduled', 'مجدولة'], cancelled: ['Cancelled', 'ملغاة'] }),
      admin: { position: 'sidebar' },
    },
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'jobs',
      index: true,
      label: label('Job', 'الوظيفة'),
      access: serverWrites,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Empty once the candidate deleted their account.
      name: 'candidate',
      type: 'relationship',
      relationTo: 'candidates',
      index: true,
      label: label('Candidate account', 'حساب المرشّح'),
      access: { read: recruiterField, ...serverWrites },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'candidateName',
      type: 'text',
      label: label('Candidate', 'المرشّح'),
      access: serverWrites,
      admin: { readOnly: true, position: 'sidebar' },
    },
    localeField('locale', 'Language', 'اللغة', { access: serverWrites, admin: { readOnly: true, position: 'sidebar' } }),
    {
      // The calendar event's identity (RFC 5545 UID) and revision (SEQUENCE): kept across changes, raised on each.
      name: 'uid',
      type: 'text',
      unique: true,
      access: { read: recruiterField, ...serverWrites },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'sequence',
      type: 'number',
      defaultValue: 0,
      access: { read: recruiterField, ...serverWrites },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
