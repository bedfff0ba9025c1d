import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, label } from '../shared/content'

/** The subjects a visitor chooses from on /contact-us, managed by staff. */
export const ContactSubjects: CollectionConfig = {
  slug: 'contact-subjects',
  labels: { singular: label('Contact subject', 'موضوع التواصل'), plural: label('Contact subjects', 'مواضيع التواصل') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: label('Contact', 'التواصل') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: contentHooks(),
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80, label: label('Name', 'الاسم') },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Order', 'الترتيب'), admin: { position: 'sidebar' } },
  ],
}
