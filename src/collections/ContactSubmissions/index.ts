import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

import { label } from '../shared/content'

/**
 * Messages sent through /contact-us. Only the server action creates them
 * (Local API); staff read them and mark them handled; nobody else reads them
 * through any API.
 */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: label('Contact message', 'رسالة تواصل'), plural: label('Contact messages', 'رسائل التواصل') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'subject', 'status', 'createdAt'], group: label('Contact', 'التواصل') },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80, label: label('Name', 'الاسم'), admin: { readOnly: true } },
        { name: 'email', type: 'email', required: true, label: label('Email', 'البريد الإلكتروني'), admin: { readOnly: true } },
        { name: 'phone', type: 'text', required: true, label: label('Phone', 'الهاتف'), admin: { readOnly: true } },
      ],
    },
    {
      name: 'subject',
      type: 'relationship',
      relationTo: 'contact-subjects',
      required: true,
      label: label('Subject', 'الموضوع'),
      admin: { readOnly: true },
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 1000, label: label('Message', 'الرسالة'), admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      label: label('Status', 'الحالة'),
      options: [
        { value: 'new', label: label('New', 'جديدة') },
        { value: 'handled', label: label('Handled', 'تمت المعالجة') },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'locale', type: 'text', label: label('Language', 'اللغة'), admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'submissionId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Submission key', 'مفتاح الإرسال'),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: label('Stops a double click from storing a message twice.', 'يمنع تخزين الرسالة مرتين عند النقر المزدوج.'),
      },
    },
  ],
}
