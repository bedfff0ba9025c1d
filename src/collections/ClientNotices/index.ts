import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { NOTICE_STATUSES } from '@/features/clients/constants'

import { label } from '../shared/content'
import { adminView, hiddenFrom, localeField, names, writtenByServer } from '../shared/config'

/**
 * Each email telling a client's contact of a new submittal (issue 30; features/clients/notices.ts): one row per
 * submittal and contact, keyed `submittal:<id>:contact:<id>` (unique: a contact is never told twice), written before
 * the email leaves and marked sent after, by the queue's `notifySubmittal` task. A row left `sending` belongs to a run
 * that stopped mid-email. Admins read them; nobody writes them through the API.
 */
export const ClientNotices: CollectionConfig = {
  slug: 'client-notices',
  labels: names(['Client notice', 'إشعار عميل'], ['Client notices', 'إشعارات العملاء']),
  admin: adminView('clients', 'key', ['key', 'status', 'locale', 'sentAt'], { hidden: hiddenFrom.nonAdmins }),
  defaultSort: '-createdAt',
  access: writtenByServer(isAdmin, isAdmin),
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, maxLength: 100, label: label('Key', 'المفتاح') },
    { name: 'submittal', type: 'relationship', relationTo: 'submittals', index: true, label: label('Submittal', 'الترشيح') },
    { name: 'contact', type: 'relationship', relationTo: 'client-contacts', index: true, label: label('Contact', 'مسؤول العميل') },
    localeField('locale', 'Language', 'اللغة', { required: true }),
    { name: 'status', type: 'select', required: true, options: [...NOTICE_STATUSES], label: label('Status', 'الحالة') },
    { name: 'claimedAt', type: 'date', label: label('Claimed at', 'وقت الحجز') },
    { name: 'sentAt', type: 'date', label: label('Sent at', 'وقت الإرسال') },
  ],
}
