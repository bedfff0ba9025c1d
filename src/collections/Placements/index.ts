import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { placementAdminField, readPlacements } from '@/access/placements'
import { placementsEndpoints } from '@/features/placements/endpoints'
import { computePlacement, followEarlyExit } from '@/features/placements/hooks'
import { CURRENCY_CODES } from '@/features/placements/money'
import { CURRENCY_LABELS, SERVICE_LINE_LABELS, SERVICE_LINES } from '@/features/placements/labels'
import { JOB_FAMILIES, LEVELS } from '@/features/salary/constants'

import { choices, label } from '../shared/content'
import { adminView, clientField, hiddenFrom, jobField, names, serverWrites } from '../shared/config'

/** A field only admins give, at creation or after (others read it as the collection allows). */
const adminSets = { create: placementAdminField, update: placementAdminField }
/** Days with their year ("1 Dec 2026"): Payload's day-only default shows no year. */
const DAY_FORMAT = 'd MMM yyyy'
const minor = (name: string, en: string, ar: string): Field => ({
  name,
  type: 'number',
  label: label(en, ar),
  access: serverWrites,
  admin: { readOnly: true },
})
/** An amount the hook keeps in integer minor units, shown to staff in major units with its currency ("84,000.00 SAR"). */
const MINOR_AMOUNT = {
  Field: '/features/placements/components/MinorAmount#MinorAmountField',
  Cell: '/features/placements/components/MinorAmount#MinorAmountCell',
}
const money = (name: string, en: string, ar: string): Field => ({
  name,
  type: 'number',
  label: label(en, ar),
  access: serverWrites,
  admin: { readOnly: true, components: MINOR_AMOUNT },
})
const day = (name: string, en: string, ar: string, extra: Partial<Field> = {}): Field =>
  ({
    name,
    type: 'date',
    index: true,
    label: label(en, ar),
    admin: { date: { pickerAppearance: 'dayOnly', displayFormat: DAY_FORMAT } },
    ...extra,
  }) as Field
/** A day the hook computes (invoice, due date, the guarantee's end): read-only. */
const computedDay = (name: string, en: string, ar: string) =>
  day(name, en, ar, {
    access: serverWrites,
    admin: { readOnly: true, date: { pickerAppearance: 'dayOnly', displayFormat: DAY_FORMAT } },
  } as Partial<Field>)

/**
 * A placement (issue 31): a hire with its offer, the fee computed from the client's agreement, its invoice line
 * (net, VAT, gross, invoice and due dates), the guarantee's end and the recruiters' split of the fee. Opened when an
 * application is moved to "hired" (features/placements/hooks.ts) or by an admin. Visible to admins and to the
 * recruiters of the split (access/placements.ts); the offer may be entered by either, the agreement, client, split and
 * status only by admins. The money fields are the hook's, in integer minor units.
 */
export const Placements: CollectionConfig = {
  slug: 'placements',
  labels: names(['Placement', 'تعيين'], ['Placements', 'التعيينات']),
  admin: adminView(
    'placements',
    'candidateName',
    ['candidateName', 'client', 'status', 'startDate', 'feeMinor', 'currency', 'guaranteeEndsOn'],
    { hidden: hiddenFrom.nonRecruiters },
  ),
  defaultSort: '-startDate',
  indexes: [{ fields: ['status', 'guaranteeEndsOn'] }],
  access: { read: readPlacements, create: isAdmin, update: readPlacements, delete: isAdmin },
  hooks: { beforeChange: [computePlacement], afterChange: [followEarlyExit] },
  endpoints: placementsEndpoints,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'application',
          type: 'relationship',
          relationTo: 'applications',
          unique: true,
          index: true,
          label: label('Application', 'طلب التوظيف'),
          access: { update: nobody },
        },
        jobField({ access: { update: placementAdminField } }),
        {
          name: 'candidateName',
          type: 'text',
          required: true,
          maxLength: 120,
          label: label('Candidate', 'المرشح'),
          access: { update: placementAdminField },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        clientField({ access: adminSets }),
        {
          name: 'agreement',
          type: 'relationship',
          relationTo: 'fee-agreements',
          index: true,
          label: label('Fee agreement', 'اتفاقية الأتعاب'),
          // Agreements are the admins' alone: a recruiter of the split saw "Untitled - ID: 5" here, a document they
          // cannot open. They see the client (the field beside it) and the fee it gave; the hooks read the agreement
          // with the server's rights, whoever saves.
          access: { read: placementAdminField, create: placementAdminField, update: placementAdminField },
        },
        {
          name: 'serviceLine',
          type: 'select',
          required: true,
          defaultValue: 'recruitment',
          options: SERVICE_LINES.map((value) => ({ value, label: SERVICE_LINE_LABELS[value] })),
          label: label('Service line', 'خط الخدمة'),
          access: { update: placementAdminField },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'awaitingOffer',
          index: true,
          options: choices({
            awaitingOffer: ['Awaiting the offer', 'بانتظار تفاصيل العرض'],
            placed: ['Placed', 'تم التعيين'],
            earlyExit: ['Left within the guarantee', 'غادر خلال فترة الضمان'],
            cancelled: ['Cancelled', 'ملغى'],
          }),
          label: label('Status', 'الحالة'),
          access: { update: placementAdminField },
        },
      ],
    },
    {
      type: 'collapsible',
      label: label('Offer', 'العرض الوظيفي'),
      fields: [
        {
          type: 'row',
          fields: [
            day('hireDate', 'Offer accepted on', 'تاريخ قبول العرض'),
            day('startDate', 'Start date', 'تاريخ المباشرة'),
            {
              name: 'monthlyBasic',
              type: 'text',
              maxLength: 20,
              label: label('Monthly basic salary', 'الراتب الأساسي الشهري'),
              admin: { description: label('In the agreement’s currency, e.g. 25,000.00', 'بعملة الاتفاقية، مثل 25,000.00') },
            },
            {
              name: 'monthlyAllowances',
              type: 'text',
              maxLength: 20,
              label: label('Monthly allowances', 'البدلات الشهرية'),
              admin: { description: label('Housing, transport and others', 'السكن والنقل وغيرها') },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'surveyFamily',
              type: 'select',
              options: Object.entries(JOB_FAMILIES).map(([value, names]) => ({ value, label: label(names.en, names.ar) })),
              label: label('Job family (salary survey)', 'المجال الوظيفي (مسح الرواتب)'),
            },
            {
              name: 'surveyLevel',
              type: 'select',
              options: Object.entries(LEVELS).map(([value, names]) => ({ value, label: label(names.en, names.ar) })),
              label: label('Level (salary survey)', 'المستوى (مسح الرواتب)'),
              admin: {
                description: label(
                  'Both set, and the client agreed: the salary counts in the survey, anonymised (features/salary).',
                  'عند تحديدهما وموافقة العميل: يُحتسب الراتب في المسح دون أسماء.',
                ),
              },
            },
          ],
        },
      ],
    },
    {
      name: 'splits',
      type: 'array',
      maxRows: 3,
      label: label('Fee split', 'توزيع الأتعاب'),
      labels: names(['Recruiter', 'مسؤول التوظيف'], ['Recruiters', 'مسؤولو التوظيف']),
      admin: {
        description: label('Up to three recruiters; the shares add up to 100 %.', 'حتى ثلاثة من مسؤولي التوظيف، ومجموع الحصص 100 %.'),
      },
      access: adminSets,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'recruiter',
              type: 'relationship',
              relationTo: 'users',
              required: true,
              index: true,
              label: label('Recruiter', 'مسؤول التوظيف'),
            },
            { name: 'share', type: 'text', required: true, maxLength: 6, label: label('Share (%)', 'الحصة (%)') },
            minor('shareBasisPoints', 'Share (basis points)', 'الحصة (نقاط أساس)'),
            money('amountMinor', 'Amount', 'المبلغ'),
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: label('Fee and invoice line', 'الأتعاب وبند الفاتورة'),
      admin: {
        description: label(
          'Computed from the agreement and the offer, in the agreement’s currency.',
          'تُحسب من الاتفاقية والعرض الوظيفي بعملة الاتفاقية.',
        ),
      },
      fields: [
        {
          name: 'currency',
          type: 'select',
          options: CURRENCY_CODES.map((value) => ({ value, label: CURRENCY_LABELS[value] })),
          label: label('Currency', 'العملة'),
          access: serverWrites,
          admin: { readOnly: true },
        },
        {
          type: 'row',
          fields: [
            money('monthlyBasicMinor', 'Monthly basic', 'الراتب الأساسي الشهري'),
            money('monthlyAllowancesMinor', 'Monthly allowances', 'البدلات الشهرية'),
            money('annualPackageMinor', 'Annual package', 'الباقة السنوية'),
          ],
        },
        {
          type: 'row',
          fields: [
            money('feeMinor', 'Fee', 'الأتعاب'),
            money('retainerCreditMinor', 'Retainer credited', 'الدفعة المقدمة المخصومة'),
            money('netMinor', 'Net', 'الصافي'),
            minor('vatBasisPoints', 'VAT rate (basis points)', 'نسبة الضريبة (نقاط أساس)'),
            money('vatMinor', 'VAT', 'ضريبة القيمة المضافة'),
            money('grossMinor', 'Gross', 'الإجمالي'),
          ],
        },
        {
          type: 'row',
          fields: [
            computedDay('invoiceDate', 'Invoice date', 'تاريخ الفاتورة'),
            computedDay('dueDate', 'Due date', 'تاريخ الاستحقاق'),
            computedDay('guaranteeEndsOn', 'Guarantee ends on', 'تنتهي فترة الضمان في'),
            day('paidOn', 'Paid on', 'تاريخ السداد', { access: adminSets } as Partial<Field>),
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: label('Guarantee and early exit', 'الضمان والمغادرة المبكرة'),
      admin: {
        description: label(
          'A hire who leaves within the guarantee: a replacement at no fee, or a credit for the days not served.',
          'إذا غادر المرشح خلال فترة الضمان: بديل دون أتعاب، أو رصيد دائن عن الأيام المتبقية من الضمان.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            day('exitDate', 'Left on', 'تاريخ المغادرة', { access: adminSets } as Partial<Field>),
            {
              name: 'exitRemedy',
              type: 'select',
              defaultValue: 'replacement',
              options: choices({
                replacement: ['Replacement at no fee', 'مرشح بديل دون أتعاب'],
                credit: ['Credit for the days not served', 'رصيد دائن عن الأيام المتبقية'],
              }),
              label: label('Remedy', 'المعالجة'),
              access: adminSets,
            },
            {
              name: 'replaces',
              type: 'relationship',
              relationTo: 'placements',
              unique: true,
              index: true,
              label: label('Replaces the placement', 'بديل عن التعيين'),
              admin: {
                description: label(
                  'The placement this hire replaces: no second fee.',
                  'التعيين الذي يحل محله هذا التعيين: دون أتعاب ثانية.',
                ),
              },
              access: adminSets,
            },
            {
              name: 'replacement',
              type: 'join',
              collection: 'placements',
              on: 'replaces',
              label: label('Replaced by', 'البديل'),
              admin: { allowCreate: false },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            money('creditNetMinor', 'Credit (net)', 'الرصيد الدائن (الصافي)'),
            money('creditVatMinor', 'Credit VAT', 'ضريبة الرصيد الدائن'),
            money('creditGrossMinor', 'Credit (gross)', 'الرصيد الدائن (الإجمالي)'),
          ],
        },
        {
          type: 'row',
          fields: [
            // Kept by the guarantee watch (features/placements/guarantees.ts): when its warning was claimed and sent,
            // and when the guarantee was marked as ended.
            { ...minor('guaranteeWarnClaimedAt', 'Warning claimed', 'حجز التنبيه'), type: 'date', admin: { hidden: true } } as Field,
            { ...minor('guaranteeWarnedAt', 'Warned on', 'تاريخ التنبيه'), type: 'date' } as Field,
            { ...minor('guaranteeEndedAt', 'Guarantee ended on', 'تاريخ انتهاء الضمان'), type: 'date' } as Field,
          ],
        },
      ],
    },
    { name: 'notes', type: 'textarea', maxLength: 2000, label: label('Notes', 'ملاحظات') },
  ],
}
