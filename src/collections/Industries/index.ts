import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isRecruiter } from '@/access/isRecruiter'
import { JOBS_TAG } from '@/collections/Jobs/tags'
import { revalidateTags } from '@/lib/revalidate'

/** The managed list of industries jobs belong to (a filter on /jobs). */
export const Industries: CollectionConfig = {
  slug: 'industries',
  labels: { singular: { en: 'Industry', ar: 'قطاع' }, plural: { en: 'Industries', ar: 'القطاعات' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: { en: 'Jobs', ar: 'الوظائف' } },
  access: { read: anyone, create: isRecruiter, update: isRecruiter, delete: isRecruiter },
  hooks: { afterChange: [({ req }) => revalidateTags([JOBS_TAG], req.context)] },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80, label: { en: 'Name', ar: 'الاسم' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'URL key', ar: 'المعرّف في الرابط' },
      validate: (value: string | null | undefined) =>
        !value || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) || 'Lower-case letters, digits and dashes',
      admin: { position: 'sidebar' },
    },
  ],
}
