import { excerptField, label, localizedRichText, localizedText, seoField, slugField } from '../shared/content'
import { adminView, draftedCollection, names, orderField } from '../shared/config'

/** Psychometric tests the agency runs: `/assesments/{slug}` (the spec's spelling). Drafts stay private. */
export const Assessments = draftedCollection({
  slug: 'assessments',
  labels: names(['Assessment', 'اختبار'], ['Assessments', 'الاختبارات']),
  admin: adminView('services', 'title', ['title', 'durationMinutes', '_status'], {
    preview: (doc, { locale }) => `/next/preview?path=${encodeURIComponent(`/${locale}/assesments/${String(doc.slug ?? doc.id)}`)}`,
  }),
  defaultSort: 'order',
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
})
