import type { CollectionConfig } from 'payload'

import { recruiterOrOwnClient } from '@/access/clientContacts'
import { isAdmin } from '@/access/isAdmin'
import { isRecruiter } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { CURRENCIES, EMPLOYMENT_TYPES, REQUISITION_STATUSES } from '@/features/clients/schema'

import { label } from '../shared/content'
import { adminView, clientField, hiddenFrom, localeField, names, staffNotesField } from '../shared/config'

/**
 * A vacancy a client contact submitted from the portal (issue 30): it reaches the client's account manager, who
 * turns it into a draft job in one click (`POST /api/portal/requisitions/:id/draft-job`). The contact sees its
 * status. Contacts create them only through the portal's intake action (the collection's `create` is closed).
 */
export const Requisitions: CollectionConfig = {
  slug: 'requisitions',
  labels: names(['Vacancy request', 'طلب شاغر'], ['Vacancy requests', 'طلبات الشواغر']),
  admin: adminView('clients', 'title', ['title', 'client', 'status', 'createdAt'], { hidden: hiddenFrom.nonRecruiters }),
  access: {
    read: recruiterOrOwnClient('client'),
    create: nobody,
    update: isRecruiter,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'portalActions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/clients/components/admin/PortalFields#RequisitionPortalField' } },
    },
    clientField({ required: true, access: { update: nobody } }),
    {
      name: 'contact',
      type: 'relationship',
      relationTo: 'client-contacts',
      label: label('Submitted by', 'مقدّم الطلب'),
      access: { update: nobody },
    },
    localeField('locale', 'Written in', 'لغة الطلب', { defaultValue: 'en' }),
    { name: 'title', type: 'text', required: true, maxLength: 160, label: label('Job title', 'المسمّى الوظيفي') },
    { name: 'description', type: 'textarea', required: true, maxLength: 10_000, label: label('Description', 'الوصف') },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'text', maxLength: 160, label: label('Location', 'الموقع') },
        { name: 'employmentType', type: 'select', options: [...EMPLOYMENT_TYPES], label: label('Employment type', 'نوع التوظيف') },
        { name: 'headcount', type: 'number', min: 1, max: 500, defaultValue: 1, label: label('Headcount', 'عدد الشواغر') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'salaryMin', type: 'number', min: 0, label: label('Salary from (minor units)', 'الراتب من (بالوحدة الصغرى)') },
        { name: 'salaryMax', type: 'number', min: 0, label: label('Salary to (minor units)', 'الراتب إلى (بالوحدة الصغرى)') },
        { name: 'currency', type: 'select', options: [...CURRENCIES], defaultValue: 'SAR', label: label('Currency', 'العملة') },
      ],
    },
    { name: 'startDate', type: 'date', label: label('Start date', 'تاريخ البدء') },
    {
      name: 'localisation',
      type: 'textarea',
      maxLength: 1000,
      label: label('Nationality or localisation requirements', 'متطلبات الجنسية أو التوطين'),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'received',
      options: [...REQUISITION_STATUSES],
      label: label('Status', 'الحالة'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'jobs',
      label: label('Draft job', 'مسودة الوظيفة'),
      admin: { position: 'sidebar', readOnly: true },
      access: { update: nobody },
    },
    staffNotesField('staffNotes'),
  ],
}
