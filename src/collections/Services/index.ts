import type { Field } from 'payload'

import { excerptField, label, localizedRichText, localizedText, seoField } from '../shared/content'
import { adminView, draftedCollection, names, orderField } from '../shared/config'

export const serviceSlugs = [
  'employer-of-record',
  'hr-consultancy',
  'outsourcing',
  'psychometric-assessments',
  'recruitment',
  'salary-survey',
] as const
export type ServiceSlug = (typeof serviceSlugs)[number]

const titledText = (name: string, en: string, ar: string, minRows: number): Field => ({
  name,
  type: 'array',
  label: label(en, ar),
  minRows,
  maxRows: 8,
  fields: [localizedText('title', 'Title', 'العنوان', 120), localizedText('text', 'Text', 'النص', 600, 'textarea')],
})

/**
 * The six service pages (`/services/{slug}`; the slugs are the spec's routes,
 * so they are a fixed choice) and the cards on `/services` and home.
 */
export const Services = draftedCollection({
  slug: 'services',
  labels: names(['Service', 'خدمة'], ['Services', 'الخدمات']),
  admin: adminView('services', 'title', ['title', 'slug', 'order', '_status'], {
    preview: (doc, { locale }) => `/next/preview?path=${encodeURIComponent(`/${locale}/services/${String(doc.slug)}`)}`,
  }),
  defaultSort: 'order',
  fields: [
    localizedText('title', 'Title', 'العنوان', 80),
    localizedText('tagline', 'Hero promise', 'الوعد الرئيسي', 200),
    excerptField('summary', 'Summary (cards and search results)', 'الملخص (في البطاقات ونتائج البحث)', 300),
    localizedRichText('body', 'Body', 'النص'),
    titledText('steps', 'How it works', 'كيف نعمل', 0),
    titledText('benefits', 'Benefits', 'المزايا', 0),
    {
      name: 'faqs',
      type: 'array',
      label: label('Questions', 'الأسئلة'),
      maxRows: 10,
      fields: [localizedText('question', 'Question', 'السؤال', 200), localizedText('answer', 'Answer', 'الإجابة', 1000, 'textarea')],
    },
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      label: label('Page', 'الصفحة'),
      options: serviceSlugs.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar' },
    },
    orderField,
    seoField,
  ],
})
