import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, label, slugField, seoField } from '../shared/content'

/** FAQ categories: `/faq` lists them with their questions, `/faq/{slug}` shows one. */
export const FaqCategories: CollectionConfig = {
  slug: 'faq-categories',
  labels: { singular: label('FAQ category', 'تصنيف الأسئلة'), plural: label('FAQ categories', 'تصنيفات الأسئلة') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order', 'slug'], group: label('FAQs', 'الأسئلة الشائعة') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: contentHooks(),
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80, label: label('Name', 'الاسم') },
    { name: 'description', type: 'textarea', localized: true, maxLength: 300, label: label('Description', 'الوصف') },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Order', 'الترتيب'), admin: { position: 'sidebar' } },
    slugField(),
    seoField,
  ],
}
