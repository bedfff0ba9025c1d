import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isRecruiter } from '@/access/isRecruiter'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { expireTags } from '@/lib/revalidate'

import { keySlugField } from '../shared/content'
import { adminView, managedBy, names } from '../shared/config'

/** The managed list of industries jobs belong to (a filter on /jobs). */
export const Industries: CollectionConfig = {
  slug: 'industries',
  labels: names(['Industry', 'قطاع'], ['Industries', 'القطاعات']),
  admin: adminView('jobs', 'name', ['name', 'slug']),
  access: managedBy(isRecruiter, anyone),
  hooks: { afterChange: [expireTags(CACHE_TAGS.jobs)] },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80, label: { en: 'Name', ar: 'الاسم' } },
    keySlugField,
  ],
}
