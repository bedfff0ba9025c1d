import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { adminOrOwnRecipient } from '@/access/ownNotifications'
import { CHANNELS, MESSAGE_STATUSES, PURPOSES, STAFF_PURPOSES } from '@/features/notify/constants'
import { templatesDescription } from '@/features/notify/templates'

import { label } from '../shared/content'
import { adminView, hiddenFrom, localeField, names, writtenByServer } from '../shared/config'

/**
 * Every notification the site sends by email, WhatsApp or push (features/notify): one row per message and channel,
 * keyed by `key` (unique: the same news is never queued twice), sent by the queue's `sendNotifications` task, with
 * its outcome (status, provider's message id, attempts, error). Its recipient is a candidate (`candidate`: their
 * news on the channels they chose) or a staff member (`user`: a recruiter's new-application notice by push), never
 * both. Each recipient reads their own (a candidate also in their data export), admins all; nobody writes them
 * through the API.
 */
export const NotificationMessages: CollectionConfig = {
  slug: 'notification-messages',
  labels: names(['Notification', 'إشعار'], ['Notifications sent', 'الإشعارات المرسلة']),
  admin: adminView('notifications', 'key', ['key', 'channel', 'template', 'status', 'attempts', 'createdAt'], {
    hidden: hiddenFrom.nonAdmins,
    description: templatesDescription(),
  }),
  defaultSort: '-createdAt',
  indexes: [{ fields: ['status', 'notBefore'] }],
  access: writtenByServer(adminOrOwnRecipient, isAdmin),
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, maxLength: 200, label: label('Key', 'المفتاح') },
    // The recipient: one of the two (written by the server only, features/notify/outbox.ts).
    {
      name: 'candidate',
      type: 'relationship',
      relationTo: 'candidates',
      index: true,
      label: label('Candidate', 'المرشح'),
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ user: unknown }> }) =>
        Boolean(value) !== Boolean(siblingData?.user) || 'A message goes to a candidate or to a staff member, one of the two',
    },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, label: label('Staff member', 'الموظف') },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: [...PURPOSES, 'verification', ...STAFF_PURPOSES],
      label: label('Purpose', 'الغرض'),
    },
    { name: 'channel', type: 'select', required: true, options: [...CHANNELS], label: label('Channel', 'القناة') },
    { name: 'template', type: 'text', required: true, maxLength: 64, label: label('Template', 'القالب') },
    localeField('locale', 'Language', 'اللغة', { required: true }),
    { name: 'params', type: 'json', label: label('Parameters', 'المعاملات') },
    { name: 'url', type: 'text', maxLength: 500, label: label('Link', 'الرابط') },
    { name: 'interview', type: 'relationship', relationTo: 'interviews', index: true, label: label('Interview', 'المقابلة') },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: [...MESSAGE_STATUSES],
      label: label('Status', 'الحالة'),
    },
    { name: 'notBefore', type: 'date', required: true, label: label('Not before', 'ليس قبل') },
    { name: 'claimedAt', type: 'date', label: label('Claimed at', 'وقت الحجز') },
    { name: 'sentAt', type: 'date', label: label('Sent at', 'وقت الإرسال') },
    { name: 'attempts', type: 'number', defaultValue: 0, label: label('Attempts', 'المحاولات') },
    { name: 'fellBackFrom', type: 'select', options: [...CHANNELS], label: label('Fell back from', 'بديل عن') },
    { name: 'providerId', type: 'text', maxLength: 200, label: label("Provider's message id", 'معرّف الرسالة لدى المزوّد') },
    { name: 'error', type: 'text', maxLength: 500, label: label('Error', 'الخطأ') },
  ],
}
