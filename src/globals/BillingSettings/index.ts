import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { storeVatRates } from '@/features/placements/hooks'
import { COUNTRY_LABELS } from '@/features/placements/labels'
import { COUNTRY_CODES, DEFAULT_VAT_RATES } from '@/features/placements/money'
import { percentText } from '@/features/placements/percent'

/** The VAT rate of each country fee agreements are signed in (issue 31): the admins' alone. */
export const BillingSettings: GlobalConfig = {
  slug: 'billing-settings',
  label: { en: 'Billing settings', ar: 'إعدادات الفوترة' },
  admin: { group: { en: 'Settings', ar: 'الإعدادات' } },
  access: { read: isAdmin, readVersions: isAdmin, update: isAdmin },
  // Who changed a VAT rate, and when: an accountant asks.
  versions: { max: 50 },
  hooks: { beforeChange: [storeVatRates] },
  fields: [
    {
      name: 'vatRates',
      type: 'array',
      label: { en: 'VAT rates', ar: 'نسب ضريبة القيمة المضافة' },
      defaultValue: DEFAULT_VAT_RATES.map((row) => ({ country: row.country, rate: percentText(row.rateBasisPoints) })),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'country',
              type: 'select',
              required: true,
              options: COUNTRY_CODES.map((value) => ({ value, label: COUNTRY_LABELS[value] })),
              label: { en: 'Country', ar: 'الدولة' },
            },
            { name: 'rate', type: 'text', required: true, maxLength: 6, label: { en: 'Rate (%)', ar: 'النسبة (%)' } },
            {
              name: 'rateBasisPoints',
              type: 'number',
              label: { en: 'Rate (basis points)', ar: 'النسبة (نقاط أساس)' },
              access: { create: nobody, update: nobody },
              admin: { readOnly: true },
            },
          ],
        },
      ],
    },
  ],
}
