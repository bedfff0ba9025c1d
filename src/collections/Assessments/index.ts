import type { CollectionConfig } from 'payload'

import { readPublished } from '@/access/content'
import { isEditor } from '@/access/isEditor'

import { contentHooks, excerptField, label, slugField, seoField } from '../shared/content'

/** Psychometric tests the agency runs: `/assesments/{slug}` (the spec's spelling). Drafts stay private. */
export const Assessments: CollectionConfig = {
  slug: 'assessments',
  labels: { singular: label('Assessment', 'اختبار'), plural: label('Assessments', 'الاختبارات') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'durationMinutes', '_status'],
    group: label('Services', 'الخدمات'),
    preview: (doc, { locale }) => `/next/preview?path=${encodeURIComponent(`/${locale}/assesments/${String(doc.slug ?? doc.id)}`)}`,
  },
  versions: { drafts: true, maxPerDoc: 20 },
  // Drafts and history are for the staff who edit content; Payload's default (any signed-in user) would include candidates.
  access: { read: readPublished, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: contentHooks(),
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 120, label: label('Title', 'العنوان') },
    excerptField('summary', 'Summary', 'الملخص', 300),
    { name: 'body', type: 'richText', localized: true, required: true, label: label('Details', 'التفاصيل') },
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
        { name: 'format', type: 'text', localized: true, required: true, maxLength: 80, label: label('Format', 'طريقة التقديم') },
      ],
    },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Order', 'الترتيب'), admin: { position: 'sidebar' } },
    slugField(),
    seoField,
  ],
}
