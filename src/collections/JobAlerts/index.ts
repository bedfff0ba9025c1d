import type { CollectionConfig, FieldAccess } from 'payload'

import { candidateOnly, staffOrOwnCandidate } from '@/access/candidates'
import { isAdminField, isAdminUser } from '@/access/isAdmin'
import { isRecruiterUser } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { employmentTypes, workplaces } from '@/collections/Jobs/constants'
import { ALERT_FREQUENCIES } from '@/features/alerts/constants'
import { oneClickPage, oneClickUnsubscribe } from '@/features/alerts/oneClick'
import { prepareAlert } from '@/features/alerts/prepare'
import { experienceBands } from '@/features/jobs/filters'
import { locales } from '@/i18n/locales'

import { choices, label } from '../shared/content'
import { adminView, candidateField, hiddenFrom, names } from '../shared/config'

/**
 * Job alerts (docs/ARCHITECTURE.md, "Job alerts"): a saved job search, emailed as a digest of new matching jobs,
 * daily or weekly, in the subscriber's language. A candidate's alert is theirs (they read, change and delete it);
 * recruiters read alerts, as they read saved jobs (what the talent pool is looking for); admins read, correct and
 * delete them; editors and other candidates see none. A visitor's alert has no account behind it and is managed only
 * through the signed links in its emails (features/alerts/links.ts), by the site's own server actions. The digest
 * fields are the sender's bookkeeping (features/alerts/digest.ts) and nobody writes them through the API but an admin.
 */
const ownOrAdmin = staffOrOwnCandidate(isAdminUser, 'candidate')
const ownOrRecruiter = staffOrOwnCandidate(isRecruiterUser, 'candidate')
/** Set by the site (prepareAlert, the sender), never by the subscriber; an admin may correct them. */
const system = { create: nobody as FieldAccess, update: isAdminField }
/** The saved search: given when the alert is made, fixed after (a different search is another alert). */
const search = { update: isAdminField }

export const JobAlerts: CollectionConfig = {
  slug: 'job-alerts',
  labels: names(['Job alert', 'تنبيه وظائف'], ['Job alerts', 'تنبيهات الوظائف']),
  admin: adminView('recruitment', 'email', ['email', 'searchKey', 'frequency', 'status', 'nextDigestAt', 'sentCount'], {
    hidden: hiddenFrom.nonRecruiters,
  }),
  defaultSort: '-createdAt',
  access: { read: ownOrRecruiter, create: candidateOnly, update: ownOrAdmin, delete: ownOrAdmin },
  // One alert per address and search: saving the same search again finds the one there is.
  indexes: [{ fields: ['email', 'searchKey'], unique: true }],
  hooks: { beforeChange: [prepareAlert] },
  endpoints: [
    { path: '/unsubscribe', method: 'post', handler: oneClickUnsubscribe },
    { path: '/unsubscribe', method: 'get', handler: oneClickPage },
  ],
  fields: [
    { name: 'email', type: 'email', required: true, index: true, label: label('Email', 'البريد الإلكتروني'), access: system },
    candidateField({ access: system }),
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: locales.map((value) => ({ value, label: value })),
      label: label('Language', 'اللغة'),
      access: system,
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'daily',
      options: choices({ daily: ['Daily', 'يوميًا'], weekly: ['Weekly', 'أسبوعيًا'] }, ALERT_FREQUENCIES),
      label: label('How often', 'عدد المرات'),
    },
    {
      type: 'collapsible',
      label: label('Search', 'البحث'),
      fields: [
        { name: 'q', type: 'text', maxLength: 100, label: label('Keyword', 'الكلمة المفتاحية'), access: search },
        { name: 'industry', type: 'text', label: label('Industry (URL key)', 'القطاع (المعرّف)'), access: search },
        { name: 'location', type: 'text', label: label('Location (URL key)', 'الموقع (المعرّف)'), access: search },
        { name: 'workplace', type: 'select', options: [...workplaces], label: label('Workplace', 'مكان العمل'), access: search },
        { name: 'type', type: 'select', options: [...employmentTypes], label: label('Employment type', 'نوع التوظيف'), access: search },
        {
          name: 'experience',
          type: 'select',
          options: Object.keys(experienceBands),
          label: label('Experience', 'الخبرة'),
          access: search,
        },
        {
          name: 'searchKey',
          type: 'text',
          required: true,
          index: true,
          label: label('Search (as on /jobs)', 'البحث (كما في صفحة الوظائف)'),
          access: system,
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: choices({ pending: ['Waiting for confirmation', 'بانتظار التأكيد'], active: ['Active', 'مفعّل'] }),
      label: label('Status', 'الحالة'),
      access: system,
    },
    {
      type: 'collapsible',
      label: label('Digests', 'الرسائل الدورية'),
      admin: { initCollapsed: true },
      fields: [
        { name: 'confirmedAt', type: 'date', label: label('Confirmed', 'تاريخ التأكيد'), access: system, admin: { readOnly: true } },
        {
          name: 'digestThrough',
          type: 'date',
          label: label('Jobs sent up to', 'الوظائف المرسلة حتى'),
          access: system,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'nextDigestAt',
          type: 'date',
          index: true,
          label: label('Next digest', 'الرسالة التالية'),
          access: system,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'digestClaim',
          type: 'date',
          label: label('Being sent (window end)', 'قيد الإرسال'),
          access: system,
          admin: { readOnly: true },
        },
        { name: 'digestClaimedAt', type: 'date', label: label('Claimed at', 'وقت الحجز'), access: system, admin: { readOnly: true } },
        { name: 'lastSentAt', type: 'date', label: label('Last sent', 'آخر إرسال'), access: system, admin: { readOnly: true } },
        {
          // The latest digest was refused for good by the mail server (a bounce), and none accepted since: when
          // that began. Cleared by the next one accepted. The `bounced-alerts` retention rule deletes the alert.
          name: 'bouncedAt',
          type: 'date',
          index: true,
          label: label('Emails bounce since', 'ترتد الرسائل منذ'),
          access: system,
          admin: { readOnly: true },
        },
        {
          name: 'sentCount',
          type: 'number',
          defaultValue: 0,
          label: label('Digests sent', 'الرسائل المرسلة'),
          access: system,
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
