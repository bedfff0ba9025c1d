import type { CollectionConfig, RelationshipFieldSingleValidation } from 'payload'
import { relationship as validateRelationship } from 'payload/shared'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { storeAgreementAmounts } from '@/features/placements/hooks'
import { COUNTRY_CODES, CURRENCY_CODES } from '@/features/placements/money'
import { COUNTRY_LABELS, CURRENCY_LABELS } from '@/features/placements/labels'

import { choices, label } from '../shared/content'
import { adminView, hiddenFrom, managedBy, names } from '../shared/config'

const computed = { readOnly: true, position: 'sidebar' as const }

/**
 * A client's fee agreement (issue 31): a percentage of the annual package on an agreed base, or a flat fee, in one
 * GCC currency, with the VAT of its country (billing settings), payment terms, a guarantee, a candidate-ownership
 * period and an optional retainer in instalments. The admins' alone. Amounts are typed as written and kept as
 * integers (features/placements/money.ts).
 */
export const FeeAgreements: CollectionConfig = {
  slug: 'fee-agreements',
  labels: names(['Fee agreement', 'اتفاقية أتعاب'], ['Fee agreements', 'اتفاقيات الأتعاب']),
  admin: adminView('placements', 'title', ['title', 'client', 'feeKind', 'currency', 'active'], { hidden: hiddenFrom.nonAdmins }),
  access: managedBy(isAdmin),
  hooks: { beforeChange: [storeAgreementAmounts] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'client',
          type: 'relationship',
          relationTo: 'clients',
          index: true,
          label: label('Client', 'العميل'),
          // Required here rather than in the database: deleting a client leaves its agreements without one (the
          // foreign key sets it to null) instead of failing with a 500.
          admin: { description: label('Required', 'مطلوب') },
          // Payload's own check (the client exists) comes after: a custom validate replaces it, and an unknown id
          // reached the database's foreign key (a 500).
          validate: ((value, options) =>
            value ? validateRelationship(value, options) : options.req.t('validation:required')) as RelationshipFieldSingleValidation,
        },
        { name: 'title', type: 'text', required: true, maxLength: 120, label: label('Title', 'العنوان') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'country',
          type: 'select',
          required: true,
          defaultValue: 'SA',
          options: COUNTRY_CODES.map((value) => ({ value, label: COUNTRY_LABELS[value] })),
          label: label('Country (VAT)', 'الدولة (ضريبة القيمة المضافة)'),
        },
        {
          name: 'currency',
          type: 'select',
          required: true,
          defaultValue: 'SAR',
          options: CURRENCY_CODES.map((value) => ({ value, label: CURRENCY_LABELS[value] })),
          label: label('Currency', 'العملة'),
        },
        { name: 'active', type: 'checkbox', defaultValue: true, index: true, label: label('In force', 'سارية') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'feeKind',
          type: 'select',
          required: true,
          defaultValue: 'percentage',
          options: choices({
            percentage: ['Percentage of the annual package', 'نسبة من الباقة السنوية'],
            flat: ['Flat fee', 'أتعاب ثابتة'],
          }),
          label: label('Fee', 'الأتعاب'),
        },
        {
          name: 'percentage',
          type: 'text',
          maxLength: 8,
          label: label('Percentage (%)', 'النسبة (%)'),
          admin: { condition: (_, sibling) => sibling?.feeKind !== 'flat', description: label('e.g. 20 or 17.5', 'مثل 20 أو 17.5') },
        },
        {
          name: 'base',
          type: 'select',
          defaultValue: 'basic',
          options: choices({
            basic: ['Basic salary', 'الراتب الأساسي'],
            basicPlusAllowances: ['Basic plus allowances', 'الراتب الأساسي مع البدلات'],
          }),
          label: label('Applied to', 'تُحسب على'),
          admin: { condition: (_, sibling) => sibling?.feeKind !== 'flat' },
        },
        {
          name: 'flatFee',
          type: 'text',
          maxLength: 20,
          label: label('Flat fee amount', 'مبلغ الأتعاب الثابتة'),
          admin: { condition: (_, sibling) => sibling?.feeKind === 'flat', description: label('e.g. 45,000.00', 'مثل 45,000.00') },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'paymentTermsDays',
          type: 'number',
          required: true,
          defaultValue: 30,
          min: 0,
          max: 365,
          label: label('Payment terms (days)', 'مدة السداد (أيام)'),
        },
        {
          name: 'guaranteeDays',
          type: 'number',
          required: true,
          defaultValue: 90,
          min: 0,
          max: 365,
          label: label('Guarantee (days)', 'فترة الضمان (أيام)'),
        },
        {
          name: 'ownershipDays',
          type: 'number',
          required: true,
          defaultValue: 180,
          min: 0,
          max: 730,
          label: label('Candidate ownership (days)', 'فترة أحقية المرشح (أيام)'),
        },
        {
          name: 'invoiceOn',
          type: 'select',
          required: true,
          defaultValue: 'startDate',
          options: choices({ startDate: ['Start date', 'تاريخ المباشرة'], hireDate: ['Offer accepted (hire date)', 'تاريخ قبول العرض'] }),
          label: label('Invoice dated on', 'تاريخ الفاتورة'),
        },
      ],
    },
    {
      name: 'retainer',
      type: 'group',
      label: label('Retainer (optional)', 'الدفعة المقدمة (اختيارية)'),
      admin: {
        description: label('Invoiced in instalments and credited against the placement fee.', 'تُفوتر على أقساط وتُخصم من أتعاب التعيين.'),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'amount',
              type: 'text',
              maxLength: 20,
              label: label('Amount', 'المبلغ'),
              admin: { description: label('In the agreement’s currency, e.g. 10,000.00', 'بعملة الاتفاقية، مثل 10,000.00') },
            },
            { name: 'instalments', type: 'number', min: 1, max: 12, defaultValue: 1, label: label('Instalments', 'عدد الأقساط') },
          ],
        },
      ],
    },
    {
      // The PDF the client signed (collections/FeeAgreementFiles: private to admins and recruiters, read through the
      // CV reader's checks).
      name: 'signedAgreement',
      type: 'upload',
      relationTo: 'fee-agreement-files',
      label: label('Signed agreement (PDF)', 'الاتفاقية الموقّعة (PDF)'),
    },
    { name: 'notes', type: 'textarea', maxLength: 2000, label: label('Notes', 'ملاحظات') },
    // Kept by the hook from what is typed above (features/placements/money.ts): integers only.
    {
      name: 'feeBasisPoints',
      type: 'number',
      label: label('Fee (basis points)', 'الأتعاب (نقاط أساس)'),
      access: { update: nobody, create: nobody },
      admin: computed,
    },
    {
      name: 'flatFeeMinor',
      type: 'number',
      label: label('Flat fee (as kept)', 'الأتعاب الثابتة (كما حُفظت)'),
      access: { update: nobody, create: nobody },
      admin: { ...computed, components: { Field: '/features/placements/components/MinorAmount#MinorAmountField' } },
    },
    {
      name: 'retainerMinor',
      type: 'number',
      label: label('Retainer (as kept)', 'الدفعة المقدمة (كما حُفظت)'),
      access: { update: nobody, create: nobody },
      admin: { ...computed, components: { Field: '/features/placements/components/MinorAmount#MinorAmountField' } },
    },
  ],
}
