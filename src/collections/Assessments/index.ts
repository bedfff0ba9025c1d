import type { CollectionConfig } from 'payload'

import { readPublished } from '@/access/content'
import { isEditor } from '@/access/isEditor'

import { contentHooks, excerptField, label, localizedRichText, localizedText, seoField, slugField } from '../shared/content'
import { adminView, names, orderField } from '../shared/config'

/** Psychometric tests the agency runs: `/assesments/{slug}` (the spec's spelling). Drafts stay private. */
export const Assessments: CollectionConfig = {
  slug: 'assessments',
  labels: names(['Assessment', 'اختبار'], ['Assessments', 'الاختبارات']),
  admin: adminView('services', 'title', ['title', 'durationMinutes', '_status'], {
    preview: (doc, { locale }) => `/next/preview?path=${encodeURIComponent(`/${locale}/assesments/${String(doc.slug ?? doc.id)}`)}`,
  }),
  versions: { drafts: true, maxPerDoc: 20 },
  // Drafts and history are for the staff who edit content; Payload's default (any signed-in user) would include candidates.
  access: { read: readPublished, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: contentHooks(),
  fields: [
    localizedText('title', 'Title', 'العنوان', 120),
    excerptField('summary', 'Summary', 'الملخص', 300),
    localizedRichText('body', 'Details', 'التفاصيل'),
    {
      type: 'row',
      fields: [
        {
          name: 'durationMinutes',
          type: 'number',
          min: 1,
          max: 600,
          required: true,
          label: label('Duration (minutes)', 'المدة (بالدقائق)'),
        },
        localizedText('format', 'Format', 'طريقة التقديم', 80),
      ],
    },
    orderField,
    slugField(),
    seoField,
  ],
}
