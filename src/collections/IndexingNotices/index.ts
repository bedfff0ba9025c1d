import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'

import { choices, label } from '../shared/content'
import { adminView, hiddenFrom, names, writtenByServer } from '../shared/config'

/**
 * The log of what search engines were told about job pages (features/indexing): one row per notice sent by the
 * queue, with the outcome, the last status and the number of attempts. Staff read it (editors look after SEO,
 * recruiters after jobs); nobody writes it but the queue; admins may delete it.
 */
export const IndexingNotices: CollectionConfig = {
  slug: 'indexing-notices',
  labels: names(['Search engine notice', 'إشعار محرك بحث'], ['Search engine notices', 'إشعارات محركات البحث']),
  admin: adminView('jobs', 'url', ['url', 'type', 'outcome', 'status', 'attempts', 'createdAt'], { hidden: hiddenFrom.nonStaff }),
  defaultSort: '-createdAt',
  access: writtenByServer(isStaff, isAdmin),
  fields: [
    { name: 'url', type: 'text', required: true, index: true, label: label('Page', 'الصفحة') },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: ['URL_UPDATED', 'URL_DELETED'],
      label: label('Notice', 'الإشعار'),
    },
    { name: 'job', type: 'number', index: true, label: label('Job id', 'رقم الوظيفة') },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: choices({ sent: ['Sent', 'أُرسل'], failed: ['Failed', 'فشل'] }),
      label: label('Outcome', 'النتيجة'),
    },
    { name: 'status', type: 'number', label: label('Last HTTP status (0: no answer)', 'آخر رمز HTTP (0: بلا رد)') },
    { name: 'attempts', type: 'number', label: label('Attempts', 'المحاولات') },
    { name: 'error', type: 'text', label: label('Error', 'الخطأ') },
  ],
}
