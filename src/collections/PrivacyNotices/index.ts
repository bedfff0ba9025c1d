import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

import { choices, label } from '../shared/content'
import { adminView, hiddenFrom, names, writtenByServer } from '../shared/config'

/**
 * The emails of the privacy run (features/consent/retention.ts), one row per email ever due: the "keep me"
 * reminder before consent to keep ends, and the warning 14 days before a rule deletes an account. `key` is unique
 * (`keep:<consent event>`, `warn:<rule>:<candidate>:<basis>`), so each goes once: the row is made (claimed) before
 * the email leaves and marked sent after. Written by the server only; admins read them.
 */
export const PrivacyNotices: CollectionConfig = {
  slug: 'privacy-notices',
  labels: names(['Privacy email', 'رسالة خصوصية'], ['Privacy emails', 'رسائل الخصوصية']),
  admin: adminView('privacy', 'key', ['kind', 'candidate', 'dueAt', 'sentAt', 'createdAt'], { hidden: hiddenFrom.nonAdmins }),
  defaultSort: '-createdAt',
  access: writtenByServer(isAdmin),
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, maxLength: 120, label: label('Key', 'المفتاح') },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: choices({
        'keep-reminder': ['“Keep me” reminder', 'تذكير «احتفظوا بملفي»'],
        'retention-warning': ['Deletion warning', 'تنبيه بالحذف'],
      }),
      label: label('Email', 'الرسالة'),
    },
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', index: true, label: label('Candidate', 'المرشّح') },
    { name: 'rule', type: 'relationship', relationTo: 'retention-rules', label: label('Rule', 'القاعدة') },
    { name: 'dueAt', type: 'date', index: true, label: label('Action due', 'موعد الإجراء') },
    { name: 'sentAt', type: 'date', label: label('Sent', 'أُرسلت') },
  ],
}
