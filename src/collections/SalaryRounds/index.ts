import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isRecruiter } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { expireTags } from '@/lib/revalidate'

import { choices, label } from '../shared/content'
import { adminView, hiddenFrom, names, statusField } from '../shared/config'

/** A figure the import works out about its lines (roundData in features/salary/validate.ts): shown, never edited. */
const figure = (name: string, type: 'number' | 'text', en: string, ar: string): Field =>
  ({ name, type, access: { update: nobody }, admin: { readOnly: true }, label: label(en, ar) }) as Field

/**
 * A salary survey round (issue 33, features/salary). Made only by the import (`POST /api/salary/import`), whole
 * or not at all; its lines, which name the organisations, are a hidden field: no REST, GraphQL or admin answer
 * carries them, only the server's own reads (the benchmarks, features/salary/queries.ts). Published rounds feed the
 * public explorer through the safety-zone rules (features/salary/rules.ts). Admins and recruiters (the account
 * managers) read, publish and rename rounds; admins delete them.
 */
export const SalaryRounds: CollectionConfig = {
  slug: 'salary-rounds',
  labels: names(['Salary survey round', 'جولة مسح رواتب'], ['Salary survey', 'مسح الرواتب']),
  admin: adminView('recruitment', 'name', ['name', 'status', 'source', 'lineCount', 'organisationCount', 'latestDate', 'createdAt'], {
    hidden: hiddenFrom.nonRecruiters,
    components: { beforeListTable: ['/features/salary/components/ImportPanel#ImportPanel'] },
  }),
  access: { read: isRecruiter, create: nobody, update: isRecruiter, delete: isAdmin },
  hooks: { afterChange: [expireTags(CACHE_TAGS.salaries)], afterDelete: [expireTags(CACHE_TAGS.salaries)] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, label: label('Name', 'الاسم') },
    statusField(
      choices({
        draft: ['Draft: not used by the explorer', 'مسودة: لا يستخدمها مستكشف الرواتب'],
        published: ['Published: feeds the explorer', 'منشورة: تغذي مستكشف الرواتب'],
      }),
      'draft',
    ),
    {
      type: 'row',
      fields: [
        figure('lineCount', 'number', 'Lines', 'السطور'),
        figure('organisationCount', 'number', 'Organisations', 'الجهات'),
        figure('employeeCount', 'number', 'Employees', 'الموظفون'),
      ],
    },
    {
      type: 'row',
      fields: [figure('earliestDate', 'text', 'Earliest data', 'أقدم بيانات'), figure('latestDate', 'text', 'Latest data', 'أحدث بيانات')],
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'survey',
      access: { update: nobody },
      admin: { readOnly: true },
      label: label('Source', 'المصدر'),
      options: choices({
        survey: ['Survey of employers', 'مسح لدى أصحاب العمل'],
        placements: ['Our placements (clients agreed, anonymised)', 'تعييناتنا (بموافقة العملاء وبلا أسماء)'],
      }),
    },
    // The lines as imported (organisation names included): never sent to anyone.
    { name: 'lines', type: 'json', hidden: true },
  ],
}
