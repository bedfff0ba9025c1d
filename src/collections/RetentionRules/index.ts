import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { RETENTION_KINDS } from '@/features/consent/rules'

import { label } from '../shared/content'
import { adminView, hiddenFrom, managedBy, names } from '../shared/config'

const kindLabels = {
  'inactive-candidates': label(
    'Accounts that never applied and were inactive: delete (warned 14 days before)',
    'حسابات لم تتقدّم لأي وظيفة ولم تُستخدم: حذف (مع تنبيه قبل 14 يومًا)',
  ),
  'consent-ended': label(
    'Accounts whose consent to keep ended, with no application in progress: delete (warned 14 days before)',
    'حسابات انتهت موافقتها على الاحتفاظ ولا طلب قيد المعالجة لها: حذف (مع تنبيه قبل 14 يومًا)',
  ),
  'rejected-applications': label(
    'Rejected applications: anonymise and delete the CV sent with them',
    'الطلبات المرفوضة: إخفاء الهوية وحذف السيرة الذاتية المرسلة معها',
  ),
  'contact-messages': label('Contact form messages: delete', 'رسائل نموذج التواصل: حذف'),
  'unused-cvs': label(
    'CVs neither uploaded nor sent with an application in that time, without consent to keep: delete',
    'السير الذاتية التي لم تُرفع ولم تُرسل مع أي طلب خلال المدة، دون موافقة على الاحتفاظ: حذف',
  ),
  'bounced-alerts': label('Job alerts whose emails bounce: delete', 'تنبيهات الوظائف التي ترتد رسائلها: حذف'),
  'visitor-consents': label(
    'Consent records of visitors with no job alert left: delete',
    'سجلات موافقة الزوار الذين لم يبقَ لهم تنبيه وظائف: حذف',
  ),
} as const

/**
 * What the retention run removes, and after how long (docs/PRIVACY.md, "Retention"): set by admins, run daily by
 * the `applyRetention` task (features/consent/retention.ts). A rule does nothing until it is switched on; the
 * privacy officer's view shows what each would do at its next run.
 */
export const RetentionRules: CollectionConfig = {
  slug: 'retention-rules',
  labels: names(['Retention rule', 'قاعدة احتفاظ'], ['Retention rules', 'قواعد الاحتفاظ']),
  admin: adminView('privacy', 'name', ['name', 'kind', 'months', 'active'], { hidden: hiddenFrom.nonAdmins }),
  access: managedBy(isAdmin),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 120, label: label('Name', 'الاسم') },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: RETENTION_KINDS.map((value) => ({ value, label: kindLabels[value] })),
      label: label('What it removes', 'ما تزيله'),
    },
    {
      name: 'months',
      type: 'number',
      required: true,
      min: 1,
      max: 240,
      label: label('After (months)', 'بعد (بالأشهر)'),
      validate: (value: number | null | undefined) =>
        (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 240) || 'A whole number of months, 1 to 240',
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: false,
      label: label('Switched on', 'مفعّلة'),
      admin: {
        description: label(
          'Check the privacy view’s dry run before switching a rule on.',
          'راجع التشغيل التجريبي في صفحة الخصوصية قبل تفعيل القاعدة.',
        ),
      },
    },
    {
      name: 'notes',
      type: 'textarea',
      localized: true,
      maxLength: 1000,
      label: label('Why (legal basis, policy)', 'السبب (الأساس النظامي، السياسة)'),
    },
  ],
}
