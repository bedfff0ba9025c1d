import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, label } from '../shared/content'

/** What clients and candidates say, shown on the home page. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: label('Testimonial', 'شهادة'), plural: label('Testimonials', 'الشهادات') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'order'], group: label('Company', 'الشركة') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: contentHooks(),
  fields: [
    { name: 'quote', type: 'textarea', localized: true, required: true, maxLength: 600, label: label('Quote', 'الاقتباس') },
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80, label: label('Name', 'الاسم') },
    { name: 'role', type: 'text', localized: true, required: true, maxLength: 120, label: label('Role and organisation', 'المنصب والجهة') },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Order', 'الترتيب'), admin: { position: 'sidebar' } },
  ],
}
