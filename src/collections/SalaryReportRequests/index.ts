import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isRecruiter } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { COUNTRIES, JOB_FAMILIES } from '@/features/salary/constants'

import { label } from '../shared/content'
import { adminView, hiddenFrom, names, statusField, submissionFields } from '../shared/config'

const readOnly = { readOnly: true } as const

/**
 * Employers asking for the full salary benchmark report (issue 33, features/salary): a lead for the account
 * managers. Only the explorer's report form creates one (Local API, features/salary/reportActions.ts), rate-limited
 * and behind a honeypot; admins and recruiters read them, mark them handled and download the benchmark report as PDF
 * (the sidebar's links, `/api/salary/report/…`); admins delete them. Nobody else reads them through any API.
 */
export const SalaryReportRequests: CollectionConfig = {
  slug: 'salary-report-requests',
  labels: names(['Salary report request', 'طلب تقرير رواتب'], ['Salary report requests', 'طلبات تقارير الرواتب']),
  admin: adminView('recruitment', 'company', ['company', 'name', 'family', 'country', 'status', 'createdAt'], {
    hidden: hiddenFrom.nonRecruiters,
  }),
  access: { read: isRecruiter, create: nobody, update: isRecruiter, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'ui',
      name: 'reportLinks',
      admin: { position: 'sidebar', components: { Field: '/features/salary/components/ReportLinks#ReportLinks' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'company', type: 'text', required: true, maxLength: 120, label: label('Company', 'الجهة'), admin: readOnly },
        { name: 'name', type: 'text', required: true, maxLength: 80, label: label('Name', 'الاسم'), admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, label: label('Work email', 'بريد العمل'), admin: readOnly },
        { name: 'phone', type: 'text', maxLength: 30, label: label('Phone', 'الهاتف'), admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'family',
          type: 'select',
          required: true,
          label: label('Role of interest', 'الوظيفة المطلوبة'),
          admin: readOnly,
          options: Object.entries(JOB_FAMILIES).map(([value, names]) => ({ value, label: label(names.en, names.ar) })),
        },
        {
          name: 'country',
          type: 'select',
          required: true,
          label: label('Country', 'الدولة'),
          admin: readOnly,
          options: Object.entries(COUNTRIES).map(([value, names]) => ({ value, label: label(names.en, names.ar) })),
        },
      ],
    },
    {
      name: 'consentedAt',
      type: 'date',
      required: true,
      label: label('Agreed to be contacted', 'وافق على التواصل'),
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    statusField(
      [
        { value: 'new', label: label('New', 'جديد') },
        { value: 'handled', label: label('Report sent', 'أُرسل التقرير') },
      ],
      'new',
      { admin: { position: 'sidebar' } },
    ),
    ...submissionFields({ access: { read: nobody, update: nobody }, admin: { hidden: true } }),
  ],
}
