import type { Access, CollectionConfig, Where } from 'payload'

import { isCandidate } from '@/access/candidates'
import { isAdminField, isAdminUser } from '@/access/isAdmin'
import { isRecruiterUser } from '@/access/isRecruiter'

import { label } from '../shared/content'
import { adminView, hiddenFrom, localeField, names, writtenByServer } from '../shared/config'

/** Admins all; a candidate their devices; a recruiter the devices they turned on in the admin. */
const ownOrAdmin: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isCandidate(user)) return { candidate: { equals: user.id } } as Where
  if (isRecruiterUser(user)) return { user: { equals: user!.id } } as Where
  return false
}

/**
 * Web push subscriptions (features/notify), one per device: the push service's endpoint and the browser's keys.
 * Made by `/api/notify/push` for the signed-in person's own device: a candidate's (`candidate`: their news) or a
 * recruiter's or admin's in the admin (`user`: their new-application notices); removed by them, or by the sender
 * when the push service answers 404 or 410 (the subscription expired).
 */
export const PushSubscriptions: CollectionConfig = {
  slug: 'push-subscriptions',
  labels: names(['Push subscription', 'اشتراك إشعارات'], ['Push subscriptions', 'اشتراكات الإشعارات']),
  admin: adminView('notifications', undefined, ['candidate', 'user', 'locale', 'createdAt'], { hidden: hiddenFrom.nonAdmins }),
  access: writtenByServer(ownOrAdmin, ownOrAdmin),
  fields: [
    // One of the two: a candidate's device or a staff member's.
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', index: true, label: label('Candidate', 'المرشح') },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, label: label('Staff member', 'الموظف') },
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
    localeField('locale', 'Language', 'اللغة', { required: true }),
    { name: 'device', type: 'text', maxLength: 120, label: label('Device', 'الجهاز') },
  ],
}
