import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, label } from '../shared/content'

/** Questions and answers, each in one category. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: label('Question', 'سؤال'), plural: label('Questions', 'الأسئلة') },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'order'], group: label('FAQs', 'الأسئلة الشائعة') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: contentHooks(),
  fields: [
    { name: 'question', type: 'text', localized: true, required: true, maxLength: 200, label: label('Question', 'السؤال') },
    { name: 'answer', type: 'richText', localized: true, required: true, label: label('Answer', 'الإجابة') },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'faq-categories',
      required: true,
      index: true,
      label: label('Category', 'التصنيف'),
      admin: { position: 'sidebar' },
    },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Order', 'الترتيب'), admin: { position: 'sidebar' } },
  ],
}
