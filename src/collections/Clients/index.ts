import type { CollectionConfig } from 'payload'

import { readClients, recruiterOnlyField } from '@/access/clientContacts'
import { isAdmin } from '@/access/isAdmin'
import { isRecruiter } from '@/access/isRecruiter'
import { BLIND_FIELDS, CLIENT_STATUSES, NAME_MAX } from '@/features/clients/constants'

import { choices, label } from '../shared/content'
import { adminView, hiddenFrom, names, staffNotesField } from '../shared/config'

const BLIND_FIELD_LABELS = {
  name: label('Name', 'الاسم'),
  email: label('Email', 'البريد الإلكتروني'),
  phones: label('Phone numbers', 'أرقام الهاتف'),
  photo: label('Photo', 'الصورة'),
  dateOfBirth: label('Date of birth', 'تاريخ الميلاد'),
  nationality: label('Nationality', 'الجنسية'),
  address: label('Address', 'العنوان'),
  links: label('Profile links', 'روابط الملفات الشخصية'),
} as const

/**
 * The agency's client companies (issue 30): the firms its recruitment, search, outsourcing and employer-of-record
 * services work for. Recruiters and admins manage them; a client contact reads only their own (access/clientContacts.ts),
 * and never the staff notes. See docs/CLIENTS.md.
 */
export const Clients: CollectionConfig = {
  slug: 'clients',
  labels: names(['Client', 'عميل'], ['Clients', 'العملاء']),
  admin: adminView('clients', 'name', ['name', 'industry', 'city', 'accountManager', 'status'], { hidden: hiddenFrom.nonRecruiters }),
  access: {
    read: readClients,
    create: isRecruiter,
    update: isRecruiter,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: NAME_MAX, label: label('Company name', 'اسم الشركة') },
    {
      type: 'row',
      fields: [
        { name: 'industry', type: 'relationship', relationTo: 'industries', label: label('Industry', 'القطاع') },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'active',
          options: choices(
            { prospect: ['Prospect', 'عميل محتمل'], active: ['Active', 'نشط'], inactive: ['Inactive', 'غير نشط'] },
            CLIENT_STATUSES,
          ),
          label: label('Status', 'الحالة'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'country', type: 'text', maxLength: 80, localized: true, label: label('Country', 'الدولة') },
        { name: 'city', type: 'text', maxLength: 80, localized: true, label: label('City', 'المدينة') },
      ],
    },
    {
      name: 'accountManager',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      label: label('Account manager', 'مدير الحساب'),
      // Staff who manage clients: recruiters and admins.
      filterOptions: { roles: { in: ['recruiter', 'admin'] } },
      access: { read: recruiterOnlyField },
    },
    {
      name: 'blindFields',
      type: 'select',
      hasMany: true,
      defaultValue: [...BLIND_FIELDS],
      options: BLIND_FIELDS.map((value) => ({ value, label: BLIND_FIELD_LABELS[value] })),
      label: label('Left out of blind CVs', 'ما يُحذف من السيرة الذاتية المُخفاة'),
      admin: {
        description: label('What a blind CV sent to this client leaves out.', 'ما تحذفه السيرة الذاتية المُخفاة المرسلة إلى هذا العميل.'),
      },
      access: { read: recruiterOnlyField },
    },
    {
      name: 'salarySurveyConsent',
      type: 'checkbox',
      defaultValue: false,
      label: label(
        'Agreed that anonymised salaries of our placements with them feed the salary survey',
        'وافق على أن تدخل رواتب تعييناتنا لديه في مسح الرواتب دون أسماء',
      ),
      admin: {
        description: label(
          'Off unless the client agreed in writing. Their placements then count in the survey only under its publication rules, never by name.',
          'غير مفعّل ما لم يوافق العميل كتابيًا. وعندها تُحتسب تعييناته في المسح وفق قواعد النشر فقط، ولا يظهر اسمه أبدًا.',
        ),
      },
      access: { read: recruiterOnlyField },
    },
    staffNotesField('notes'),
  ],
}
