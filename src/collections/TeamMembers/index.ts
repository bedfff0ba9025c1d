import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, imageField, label, slugField, seoField } from '../shared/content'

/** The agency's people: `/member/{slug}`, and authors of blog posts. */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: label('Team member', 'عضو الفريق'), plural: label('Team', 'الفريق') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'order'], group: label('Company', 'الشركة') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: contentHooks(),
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80, label: label('Name', 'الاسم') },
    { name: 'role', type: 'text', localized: true, required: true, maxLength: 120, label: label('Role', 'المنصب') },
    imageField('photo', 'Photo', 'الصورة', true),
    { name: 'bio', type: 'richText', localized: true, required: true, label: label('Biography', 'نبذة') },
    {
      type: 'row',
      fields: [
        { name: 'linkedin', type: 'text', label: label('LinkedIn URL', 'رابط لينكدإن'), validate: httpsUrl },
        { name: 'email', type: 'email', label: label('Work email', 'البريد الإلكتروني للعمل') },
      ],
    },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Order', 'الترتيب'), admin: { position: 'sidebar' } },
    slugField(),
    seoField,
  ],
}

function httpsUrl(value: string | null | undefined): true | string {
  if (!value) return true
  try {
    return new URL(value).protocol === 'https:' ? true : 'Use an https:// link'
  } catch {
    return 'Use an https:// link'
  }
}

export { httpsUrl }
