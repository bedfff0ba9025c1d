import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isRecruiter } from '@/access/isRecruiter'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { expireTags } from '@/lib/revalidate'

import { keySlugField } from '../shared/content'
import { adminView, managedBy, names } from '../shared/config'

export const gulfCountries = ['SA', 'AE', 'QA', 'KW', 'BH', 'OM'] as const

/** The managed list of job locations: a city and its country (a filter on /jobs). */
export const Locations: CollectionConfig = {
  slug: 'locations',
  labels: names(['Location', 'موقع'], ['Locations', 'المواقع']),
  admin: adminView('jobs', 'city', ['city', 'country', 'slug']),
  access: managedBy(isRecruiter, anyone),
  hooks: { afterChange: [expireTags(CACHE_TAGS.jobs)] },
  fields: [
    { name: 'city', type: 'text', localized: true, required: true, maxLength: 80, label: { en: 'City', ar: 'المدينة' } },
    {
      name: 'country',
      type: 'select',
      required: true,
      label: { en: 'Country', ar: 'الدولة' },
      options: [
        { value: 'SA', label: { en: 'Saudi Arabia', ar: 'السعودية' } },
        { value: 'AE', label: { en: 'United Arab Emirates', ar: 'الإمارات' } },
        { value: 'QA', label: { en: 'Qatar', ar: 'قطر' } },
        { value: 'KW', label: { en: 'Kuwait', ar: 'الكويت' } },
        { value: 'BH', label: { en: 'Bahrain', ar: 'البحرين' } },
        { value: 'OM', label: { en: 'Oman', ar: 'عُمان' } },
      ],
    },
    keySlugField,
  ],
}
