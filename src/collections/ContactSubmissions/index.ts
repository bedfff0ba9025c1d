import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

import { label } from '../shared/content'
import { adminView, names, statusField, submissionFields } from '../shared/config'

/**
 * Messages sent through /contact-us. Only the server action creates them
 * (Local API); staff read them and mark them handled; nobody else reads them
 * through any API.
 */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: names(['Contact message', 'رسالة تواصل'], ['Contact messages', 'رسائل التواصل']),
  admin: adminView('contact', 'name', ['name', 'subject', 'status', 'createdAt']),
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
    statusField(
      [
        { value: 'new', label: label('New', 'جديدة') },
        { value: 'handled', label: label('Handled', 'تمت المعالجة') },
      ],
      'new',
      { admin: { position: 'sidebar' } },
    ),
    ...submissionFields({
      admin: { description: label('Stops a double click from storing a message twice.', 'يمنع تخزين الرسالة مرتين عند النقر المزدوج.') },
    }),
  ],
}
