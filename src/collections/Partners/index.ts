import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, imageField, label, slugField, seoField } from '../shared/content'
import { httpsUrl } from '../TeamMembers'

/** Partner organisations: logos on the home page and `/partners/{slug}`. */
export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: { singular: label('Partner', 'شريك'), plural: label('Partners', 'الشركاء') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'website', 'order'], group: label('Company', 'الشركة') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: contentHooks(),
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 100, label: label('Name', 'الاسم') },
    { name: 'summary', type: 'text', localized: true, required: true, maxLength: 200, label: label('One-line summary', 'وصف في سطر واحد') },
    imageField('logo', 'Logo', 'الشعار', true),
    { name: 'description', type: 'richText', localized: true, required: true, label: label('Description', 'الوصف') },
    { name: 'website', type: 'text', label: label('Website', 'الموقع الإلكتروني'), validate: httpsUrl },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Order', 'الترتيب'), admin: { position: 'sidebar' } },
    slugField(),
    seoField,
  ],
}
