import type { CollectionConfig, Field } from 'payload'

import { readPublished } from '@/access/content'
import { isEditor } from '@/access/isEditor'

import { contentHooks, excerptField, label, seoField } from '../shared/content'

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
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 120, label: label('Title', 'العنوان') },
    { name: 'text', type: 'textarea', localized: true, required: true, maxLength: 600, label: label('Text', 'النص') },
  ],
})

/**
 * The six service pages (`/services/{slug}`; the slugs are the spec's routes,
 * so they are a fixed choice) and the cards on `/services` and home.
 */
export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: label('Service', 'خدمة'), plural: label('Services', 'الخدمات') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'order', '_status'],
    group: label('Services', 'الخدمات'),
    preview: (doc, { locale }) => `/next/preview?path=${encodeURIComponent(`/${locale}/services/${String(doc.slug)}`)}`,
  },
  versions: { drafts: true, maxPerDoc: 20 },
  // Drafts and history are for the staff who edit content; Payload's default (any signed-in user) would include candidates.
  access: { read: readPublished, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: contentHooks(),
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 80, label: label('Title', 'العنوان') },
    { name: 'tagline', type: 'text', localized: true, required: true, maxLength: 200, label: label('Hero promise', 'الوعد الرئيسي') },
    excerptField('summary', 'Summary (cards and search results)', 'الملخص (في البطاقات ونتائج البحث)', 300),
    { name: 'body', type: 'richText', localized: true, required: true, label: label('Body', 'النص') },
    titledText('steps', 'How it works', 'كيف نعمل', 0),
    titledText('benefits', 'Benefits', 'المزايا', 0),
    {
      name: 'faqs',
      type: 'array',
      label: label('Questions', 'الأسئلة'),
      maxRows: 10,
      fields: [
        { name: 'question', type: 'text', localized: true, required: true, maxLength: 200, label: label('Question', 'السؤال') },
        { name: 'answer', type: 'textarea', localized: true, required: true, maxLength: 1000, label: label('Answer', 'الإجابة') },
      ],
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
    { name: 'order', type: 'number', defaultValue: 0, label: label('Order', 'الترتيب'), admin: { position: 'sidebar' } },
    seoField,
  ],
}
