import type { Access, CollectionConfig } from 'payload'

import { isCandidate } from '@/access/candidates'
import { isAdminField, isAdminUser } from '@/access/isAdmin'
import { adminOrOwnCandidate } from '@/access/ownNotifications'

import { label } from '../shared/content'
import { adminView, hiddenFrom, names, writtenByServer } from '../shared/config'

const ownOrAdmin: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isCandidate(user)) return { candidate: { equals: user.id } }
  return false
}

/**
 * Web push subscriptions (features/notify), one per device: the push service's endpoint and the browser's keys.
 * Made by `/api/notify/push` (the signed-in candidate's own device), removed by the candidate, or by the sender when
 * the push service answers 404 or 410 (the subscription expired).
 */
export const PushSubscriptions: CollectionConfig = {
  slug: 'push-subscriptions',
  labels: names(['Push subscription', 'اشتراك إشعارات'], ['Push subscriptions', 'اشتراكات الإشعارات']),
  admin: adminView('notifications', undefined, ['candidate', 'locale', 'createdAt'], { hidden: hiddenFrom.nonAdmins }),
  access: writtenByServer(adminOrOwnCandidate, ownOrAdmin),
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', required: true, index: true, label: label('Candidate', 'المرشح') },
    {
      name: 'endpoint',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 1000,
      access: { read: isAdminField },
      label: label('Endpoint', 'العنوان'),
    },
    { name: 'p256dh', type: 'text', required: true, maxLength: 200, access: { read: isAdminField } },
    { name: 'auth', type: 'text', required: true, maxLength: 100, access: { read: isAdminField } },
    { name: 'locale', type: 'select', required: true, options: ['en', 'ar'], label: label('Language', 'اللغة') },
    { name: 'device', type: 'text', maxLength: 120, label: label('Device', 'الجهاز') },
  ],
}
