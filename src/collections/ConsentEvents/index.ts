import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { adminOrOwnCandidate } from '@/access/consent'
import { locales } from '@/i18n/locales'
import { CONSENT_ACTIONS, CONSENT_METHODS, CONSENT_PURPOSES, scopeKey } from '@/features/consent/purposes'

import { label } from '../shared/content'
import { adminView, candidateField, hiddenFrom, names, writtenByServer } from '../shared/config'

/**
 * Events are never changed, whoever asks (the Local API with overrideAccess included). They are deleted only with
 * the candidate they belong to, by the server's erasure (collections/Candidates/deletion.ts sets
 * `context.consentErasure`; no API request can set a request's context).
 */
const appendOnly: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'update' || (operation === 'delete' && req.context?.consentErasure !== true)) {
    throw new APIError(req.t('error:notAllowedToPerformAction'), 403, undefined, true)
  }
  return args
}

const purposeLabels = {
  keep: label('Keep my profile and CV for future roles', 'الاحتفاظ بملفي وسيرتي الذاتية لوظائف مستقبلية'),
  represent: label('Represent me to a client', 'تقديمي إلى عميل'),
  alerts: label('Job alerts', 'تنبيهات الوظائف'),
  marketing: label('Marketing', 'التسويق'),
  whatsapp: label('WhatsApp messages', 'رسائل واتساب'),
} as const

const methodLabels = {
  signup: label('Sign-up', 'التسجيل'),
  application: label('Application', 'طلب التوظيف'),
  form: label('A form', 'نموذج'),
  'email-link': label('An email link', 'رابط في بريد إلكتروني'),
  'whatsapp-reply': label('A WhatsApp reply (STOP)', 'رد عبر واتساب (إيقاف)'),
  'staff-request': label('At the candidate’s request to staff', 'بطلب المرشّح إلى الفريق'),
  expiry: label('The term ended', 'انتهاء المدة'),
} as const

/**
 * The consent record (docs/PRIVACY.md): one append-only event per agreement or withdrawal of a candidate (or of a
 * visitor's address, for job alerts confirmed without an account), with the
 * purpose and its scope (a client and a job, for `represent`), the wording shown and its version, the language,
 * when and how, and for consent to keep its term's end. The current state of a purpose is its latest event
 * (features/consent). Written only by the server; candidates read their own, admins all; no one changes or deletes
 * an event through any API.
 */
export const ConsentEvents: CollectionConfig = {
  slug: 'consent-events',
  labels: names(['Consent event', 'قيد موافقة'], ['Consent record', 'سجل الموافقات']),
  admin: adminView('privacy', 'scopeKey', ['at', 'candidate', 'purpose', 'action', 'method', 'expiresAt'], {
    hidden: hiddenFrom.nonAdmins,
  }),
  defaultSort: '-at',
  access: writtenByServer(adminOrOwnCandidate),
  hooks: {
    beforeOperation: [appendOnly],
    beforeValidate: [
      ({ data }) => (data ? { ...data, scopeKey: scopeKey(String(data.purpose ?? ''), data.clientId, jobId(data.job)) } : data),
    ],
  },
  indexes: [{ fields: ['candidate', 'scopeKey', 'at'] }, { fields: ['email', 'scopeKey', 'at'] }],
  fields: [
    candidateField(),
    {
      // A visitor's job alert (double opt-in, no account): the address that confirmed it is the person.
      name: 'email',
      type: 'email',
      index: true,
      label: label('Email (a visitor without an account)', 'البريد الإلكتروني (زائر بلا حساب)'),
      validate: (value: string | null | undefined, { data }: { data: { candidate?: unknown } }) =>
        Boolean(data?.candidate) || Boolean(value) || 'A candidate or an email address',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'purpose',
          type: 'select',
          required: true,
          index: true,
          options: CONSENT_PURPOSES.map((value) => ({ value, label: purposeLabels[value] })),
          label: label('Purpose', 'الغرض'),
        },
        {
          name: 'action',
          type: 'select',
          required: true,
          options: CONSENT_ACTIONS.map((value) => ({
            value,
            label: value === 'granted' ? label('Given', 'مُنحت') : label('Withdrawn', 'سُحبت'),
          })),
          label: label('Consent', 'الموافقة'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        // The client portal's clients (issue 30) are not a collection yet: their id, as text.
        { name: 'clientId', type: 'text', maxLength: 40, index: true, label: label('Client (id)', 'العميل (المعرّف)') },
        { name: 'job', type: 'relationship', relationTo: 'jobs', index: true, label: label('Job', 'الوظيفة') },
      ],
    },
    {
      name: 'scopeKey',
      type: 'text',
      required: true,
      maxLength: 120,
      index: true,
      label: label('Purpose and scope', 'الغرض ونطاقه'),
      admin: { readOnly: true },
    },
    { name: 'wording', type: 'textarea', required: true, maxLength: 2000, label: label('Wording shown', 'النص المعروض') },
    {
      type: 'row',
      fields: [
        { name: 'wordingVersion', type: 'text', required: true, maxLength: 40, label: label('Wording version', 'إصدار النص') },
        {
          name: 'language',
          type: 'select',
          required: true,
          options: locales.map((value) => ({ value, label: value === 'ar' ? label('Arabic', 'العربية') : label('English', 'الإنجليزية') })),
          label: label('Language', 'اللغة'),
        },
        {
          name: 'method',
          type: 'select',
          required: true,
          options: CONSENT_METHODS.map((value) => ({ value, label: methodLabels[value] })),
          label: label('How', 'الطريقة'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'at',
          type: 'date',
          required: true,
          index: true,
          label: label('When', 'متى'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'expiresAt',
          type: 'date',
          index: true,
          label: label('Ends', 'تنتهي في'),
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: label('Consent to keep: the end of its term.', 'الموافقة على الاحتفاظ: نهاية مدتها.'),
          },
        },
      ],
    },
    {
      name: 'recordedBy',
      type: 'relationship',
      relationTo: 'users',
      label: label('Recorded by (staff)', 'سجّلها (من الفريق)'),
      admin: { description: label('For a consent given or withdrawn through staff.', 'لموافقة مُنحت أو سُحبت عن طريق الفريق.') },
    },
  ],
}

function jobId(value: unknown): string | number | null {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: string | number }).id
  return typeof value === 'string' || typeof value === 'number' ? value : null
}
