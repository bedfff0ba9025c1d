import type { CollectionConfig } from 'payload'

import { recruiterField } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { isStaffField } from '@/access/isStaff'
import { manageJobs, manageOwnJobs, readJobs } from '@/access/jobs'
import { ownsJob } from '@/access/ownership'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { notifyJobChange, notifyJobDelete } from '@/features/indexing/notify'
import { jobEligibilityFields } from '@/features/matching/fields'
import { expireTags } from '@/lib/revalidate'

import { choices, localizedRichText, localizedText, seoField } from '../shared/content'
import { currencies, employmentTypeLabels, employmentTypes, workplaceLabels, workplaces } from './constants'
import { closeExpired } from './hooks/closeExpired'
import { clientFieldRead } from '@/access/clientContacts'
import { ownershipFields, ownerByDefault } from './ownership'
import { setPublishedAt } from './hooks/publishedAt'
import { updateSearchText } from './hooks/searchText'
import { setSlug } from './hooks/slug'
import { storeJobSkills } from '@/features/matching/skillIds'
import { adminView, names, statusField } from '../shared/config'

const label = (en: string, ar: string) => ({ en, ar })

/**
 * Jobs recruiters publish. `status` is the workflow (draft, open, closed); an
 * open job past its closing day reads as closed. Visitors and the public API
 * see open jobs only; the recruiter's email is for staff.
 */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: names(['Job', 'وظيفة'], ['Jobs', 'الوظائف']),
  admin: adminView('jobs', 'title', ['title', 'referenceCode', 'status', 'location', 'closingDate', 'newApplications'], {
    listSearchableFields: ['title', 'referenceCode'],
  }),
  access: { read: readJobs, create: manageJobs, update: manageOwnJobs, delete: manageOwnJobs },
  defaultSort: '-openingDate',
  hooks: {
    beforeChange: [setSlug, updateSearchText, ownerByDefault, setPublishedAt, storeJobSkills],
    afterRead: [closeExpired],
    afterChange: [expireTags(CACHE_TAGS.jobs), notifyJobChange],
    afterDelete: [expireTags(CACHE_TAGS.jobs), notifyJobDelete],
  },
  fields: [
    localizedText('title', 'Title', 'المسمى الوظيفي', 120),
    {
      type: 'row',
      fields: [
        {
          name: 'referenceCode',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          label: label('Reference code', 'الرقم المرجعي'),
          validate: (value: string | null | undefined) =>
            !value || /^[A-Z0-9][A-Z0-9-]{2,19}$/.test(value) || 'Capital letters, digits and dashes, e.g. NT-1042',
        },
        statusField(choices({ draft: ['Draft', 'مسودة'], open: ['Open', 'مفتوحة'], closed: ['Closed', 'مغلقة'] }), 'draft'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'industry',
          type: 'relationship',
          relationTo: 'industries',
          required: true,
          index: true,
          label: label('Industry', 'القطاع'),
        },
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'locations',
          required: true,
          index: true,
          label: label('Location', 'الموقع'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'workplace',
          type: 'select',
          required: true,
          defaultValue: 'onsite',
          label: label('Workplace', 'مكان العمل'),
          options: workplaces.map((value) => ({ value, label: workplaceLabels[value] })),
        },
        {
          name: 'employmentType',
          type: 'select',
          required: true,
          defaultValue: 'full-time',
          label: label('Employment type', 'نوع التوظيف'),
          options: employmentTypes.map((value) => ({ value, label: employmentTypeLabels[value] })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'experienceMin',
          type: 'number',
          required: true,
          min: 0,
          max: 40,
          defaultValue: 0,
          label: label('Experience from (years)', 'الخبرة من (سنوات)'),
        },
        {
          name: 'experienceMax',
          type: 'number',
          min: 0,
          max: 50,
          label: label('Experience to (years, optional)', 'الخبرة إلى (سنوات، اختياري)'),
          validate: (value: number | null | undefined, { siblingData }: { siblingData: { experienceMin?: number } }) =>
            value === null || value === undefined || value >= (siblingData.experienceMin ?? 0) || 'Must be at least the minimum',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'openingDate',
          type: 'date',
          required: true,
          index: true,
          label: label('Opening date', 'تاريخ فتح الباب'),
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'closingDate',
          type: 'date',
          required: true,
          index: true,
          label: label('Closing date', 'تاريخ الإغلاق'),
          admin: { date: { pickerAppearance: 'dayOnly' } },
          validate: (value: Date | string | null | undefined, { siblingData }: { siblingData: { openingDate?: string } }) =>
            !value ||
            !siblingData.openingDate ||
            new Date(value) >= new Date(siblingData.openingDate) ||
            'The closing date cannot be before the opening date',
        },
      ],
    },
    {
      name: 'salary',
      type: 'group',
      label: label('Salary', 'الراتب'),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', type: 'number', min: 0, label: label('From', 'من') },
            {
              name: 'max',
              type: 'number',
              min: 0,
              label: label('To', 'إلى'),
              validate: (value: number | null | undefined, { siblingData }: { siblingData: { min?: number | null } }) =>
                value === null ||
                value === undefined ||
                siblingData.min === null ||
                siblingData.min === undefined ||
                value >= siblingData.min ||
                'Must be at least "From"',
            },
            {
              name: 'currency',
              type: 'select',
              defaultValue: 'SAR',
              label: label('Currency', 'العملة'),
              options: currencies.map((value) => ({ value, label: value })),
            },
            {
              name: 'period',
              type: 'select',
              defaultValue: 'month',
              label: label('Per', 'لكل'),
              options: choices({ month: ['Month', 'شهر'], year: ['Year', 'سنة'] }),
            },
          ],
        },
        {
          name: 'show',
          type: 'checkbox',
          defaultValue: false,
          label: label('Show the salary on the job page', 'إظهار الراتب في صفحة الوظيفة'),
        },
      ],
    },
    localizedRichText('description', 'Description', 'الوصف'),
    ...jobEligibilityFields,
    {
      name: 'recruiterEmail',
      type: 'email',
      label: label("Recruiter's email for application notices", 'بريد مسؤول التوظيف لإشعارات الطلبات'),
      access: { read: isStaffField, create: isStaffField, update: isStaffField },
      admin: { position: 'sidebar', description: label('Never shown publicly.', 'لا يظهر للعامة.') },
    },
    ...ownershipFields,
    {
      // The client company this vacancy is for (issue 30): its contacts see it in the portal and receive its submittals.
      name: 'client',
      type: 'relationship',
      relationTo: 'clients',
      index: true,
      label: { en: 'Client', ar: 'العميل' },
      access: { read: clientFieldRead, create: recruiterField, update: recruiterField },
      admin: { position: 'sidebar', description: { en: 'Never shown to visitors.', ar: 'لا يظهر للزوّار.' } },
    },
    {
      // For recruiters: how many applications still have the status "submitted" (no column; counted on read).
      name: 'newApplications',
      type: 'number',
      virtual: true,
      label: label('New applications', 'طلبات جديدة'),
      access: { read: recruiterField, create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        afterRead: [
          async ({ data, req }) => {
            // Only for the job's owners (and admins): a count is about applications they may see.
            if (!data?.id || !(await ownsJob(req, data.id))) return undefined
            const { totalDocs } = await req.payload.count({
              collection: 'applications',
              where: { and: [{ job: { equals: data.id } }, { status: { equals: 'submitted' } }] },
              overrideAccess: true,
              req,
            })
            return totalDocs
          },
        ],
      },
    },
    {
      name: 'applications',
      type: 'join',
      collection: 'applications',
      on: 'job',
      label: label('Applications', 'طلبات التوظيف'),
      access: { read: recruiterField },
      admin: { defaultColumns: ['fullName', 'status', 'city', 'createdAt'] },
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      label: label('URL key', 'المعرّف في الرابط'),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: label('Set from the English title and reference code.', 'يُنشأ من العنوان الإنجليزي والرقم المرجعي.'),
      },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      label: label('Published', 'تاريخ النشر'),
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: label(
          'When the job last became open; job alerts count from here.',
          'آخر مرة أصبحت فيها الوظيفة مفتوحة؛ تُحسب تنبيهات الوظائف منها.',
        ),
      },
    },
    { name: 'searchText', type: 'text', hidden: true },
    { name: 'searchStems', type: 'text', hidden: true },
    seoField,
  ],
}
