import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { adminOrOwnCandidate } from '@/access/ownNotifications'
import { DEFAULT_QUIET_HOURS, DEFAULT_TIME_ZONE, NOTIFY_TIME_ZONES } from '@/features/notify/constants'

import { label } from '../shared/content'
import { adminView, hiddenFrom, writtenByServer } from '../shared/config'

const channels = (name: string, en: string, ar: string): Field => ({
  name,
  type: 'group',
  label: label(en, ar),
  fields: [
    { name: 'email', type: 'checkbox', defaultValue: true, label: label('Email', 'البريد الإلكتروني') },
    { name: 'whatsapp', type: 'checkbox', defaultValue: false, label: label('WhatsApp', 'واتساب') },
    { name: 'push', type: 'checkbox', defaultValue: false, label: label('Notifications on devices', 'إشعارات على الأجهزة') },
  ],
})

/**
 * One per candidate (features/notify): which channels carry each purpose, and their WhatsApp number with its
 * verification, opt-in and STOP. Written by the candidate's own forms on /profile and the WhatsApp webhook (both
 * through the server), read by the candidate and admins. The one-time code is stored as an HMAC, never shown.
 */
export const NotificationSettings: CollectionConfig = {
  slug: 'notification-settings',
  labels: {
    singular: label('Notification settings', 'إعدادات الإشعارات'),
    plural: label('Notification settings', 'إعدادات الإشعارات'),
  },
  admin: adminView('notifications', undefined, ['candidate', 'whatsappNumber', 'whatsappVerifiedAt', 'whatsappStoppedAt'], {
    hidden: hiddenFrom.nonAdmins,
  }),
  access: writtenByServer(adminOrOwnCandidate, isAdmin),
  fields: [
    {
      name: 'candidate',
      type: 'relationship',
      relationTo: 'candidates',
      required: true,
      unique: true,
      index: true,
      label: label('Candidate', 'المرشح'),
    },
    channels('jobAlerts', 'Job alerts', 'تنبيهات الوظائف'),
    channels('applicationUpdates', 'Application updates', 'مستجدات الطلبات'),
    channels('interviewReminders', 'Interview reminders', 'تذكيرات المقابلات'),
    {
      name: 'timeZone',
      type: 'select',
      defaultValue: DEFAULT_TIME_ZONE,
      options: [...NOTIFY_TIME_ZONES],
      label: label('Time zone', 'المنطقة الزمنية'),
    },
    {
      name: 'quietFrom',
      type: 'number',
      min: 0,
      max: 23,
      defaultValue: DEFAULT_QUIET_HOURS.from,
      label: label('Quiet hours from (hour)', 'ساعات الهدوء من (الساعة)'),
    },
    {
      name: 'quietTo',
      type: 'number',
      min: 0,
      max: 23,
      defaultValue: DEFAULT_QUIET_HOURS.to,
      label: label('Quiet hours until (hour)', 'ساعات الهدوء حتى (الساعة)'),
    },
    { name: 'whatsappNumber', type: 'text', maxLength: 16, index: true, label: label('WhatsApp number', 'رقم واتساب') },
    { name: 'whatsappVerifiedAt', type: 'date', label: label('Number verified at', 'تاريخ التحقق من الرقم') },
    { name: 'whatsappOptInAt', type: 'date', label: label('WhatsApp opt-in at', 'تاريخ الموافقة على واتساب') },
    { name: 'whatsappStoppedAt', type: 'date', label: label('Stopped by reply at', 'أُوقف بالرد في') },
    { name: 'pendingNumber', type: 'text', maxLength: 16, access: { read: nobody }, admin: { hidden: true } },
    { name: 'codeHash', type: 'text', maxLength: 128, access: { read: nobody }, admin: { hidden: true } },
    { name: 'codeSentAt', type: 'date', access: { read: nobody }, admin: { hidden: true } },
    { name: 'codeTries', type: 'number', access: { read: nobody }, admin: { hidden: true } },
  ],
}
