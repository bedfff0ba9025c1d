import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isRecruiter } from '@/access/isRecruiter'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { expireTags } from '@/lib/revalidate'

import { keySlugField } from '../shared/content'

/** The managed list of industries jobs belong to (a filter on /jobs). */
export const Industries: CollectionConfig = {
  slug: 'industries',
  labels: { singular: { en: 'Industry', ar: 'قطاع' }, plural: { en: 'Industries', ar: 'القطاعات' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: { en: 'Jobs', ar: 'الوظائف' } },
  access: { read: anyone, create: isRecruiter, update: isRecruiter, delete: isRecruiter },
  hooks: { afterChange: [expireTags(CACHE_TAGS.jobs)] },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80, label: { en: 'Name', ar: 'الاسم' } },
    keySlugField,
  ],
}
