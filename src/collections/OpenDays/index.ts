import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, label } from '../shared/content'
import { httpsUrl } from '../TeamMembers'

/** Open days and career fairs the agency holds or attends: the public list at `/open-days`, edited by staff. */
export const OpenDays: CollectionConfig = {
  slug: 'open-days',
  labels: { singular: label('Open day', 'يوم مفتوح'), plural: label('Open days', 'الأيام المفتوحة') },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'startsAt', 'city'], group: label('Company', 'الشركة') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'startsAt',
  hooks: contentHooks(),
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 120, label: label('Title', 'العنوان') },
    { name: 'summary', type: 'textarea', localized: true, required: true, maxLength: 400, label: label('Summary', 'الملخص') },
    {
      name: 'startsAt',
      type: 'date',
      required: true,
      index: true,
      label: label('Starts', 'يبدأ'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'city', type: 'text', localized: true, required: true, maxLength: 80, label: label('City', 'المدينة') },
    { name: 'venue', type: 'text', localized: true, required: true, maxLength: 160, label: label('Venue', 'المكان') },
    { name: 'registrationUrl', type: 'text', label: label('Registration link', 'رابط التسجيل'), validate: httpsUrl },
  ],
}
