import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { recruiterOrSelfContact } from '@/access/clientContacts'
import { isRecruiter, recruiterField } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { CLIENT_SESSION_MAX_AGE, CONTACT_STATUSES, NAME_MAX } from '@/features/clients/constants'
import { forgetContactNotices } from '@/features/clients/notices'
import { clientContactStrategy } from '@/features/clients/strategy'
import { env } from '@/lib/env'

import { choices, label } from '../shared/content'
import { emailIsText } from '../shared/emailChanges'
import { adminView, clientField, hiddenFrom, localeField, names } from '../shared/config'

/** Disabling a contact ends every session they hold, so the next request of theirs is a visitor's. */
const endSessionsWhenDisabled: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.status === 'disabled' && originalDoc?.status !== 'disabled') data.sessions = []
  return data
}

/**
 * The people of a client company who use the portal (issue 30): a third auth collection, apart from staff
 * (`users`) and job seekers (`candidates`). No password: a contact signs in with a one-time link emailed to them
 * (features/clients/signIn.ts), which starts a 12-hour session read by `clientContactStrategy`. Payload's own
 * login, password reset and verification are off (`disableLocalStrategy`); the email, sessions and auth fields are
 * kept. Recruiters and admins manage contacts; a contact reads only themself. See docs/CLIENTS.md.
 */
export const ClientContacts: CollectionConfig = {
  slug: 'client-contacts',
  labels: names(['Client contact', 'مسؤول لدى العميل'], ['Client contacts', 'مسؤولو العملاء']),
  admin: adminView('clients', 'name', ['name', 'email', 'client', 'preferredLocale', 'status'], { hidden: hiddenFrom.nonRecruiters }),
  auth: {
    disableLocalStrategy: { enableFields: true, optionalPassword: true },
    useSessions: true,
    tokenExpiration: CLIENT_SESSION_MAX_AGE,
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: env.cookieSecure },
    strategies: [clientContactStrategy],
  },
  access: {
    read: recruiterOrSelfContact,
    create: isRecruiter,
    update: isRecruiter,
    delete: isRecruiter,
    admin: nobody,
    unlock: nobody,
  },
  hooks: {
    beforeOperation: [emailIsText],
    beforeChange: [endSessionsWhenDisabled],
    beforeDelete: [forgetContactNotices],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: NAME_MAX, label: label('Full name', 'الاسم الكامل') },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', maxLength: 32, label: label('Phone number', 'رقم الهاتف') },
        { name: 'jobTitle', type: 'text', maxLength: NAME_MAX, label: label('Job title', 'المسمّى الوظيفي') },
      ],
    },
    clientField({ required: true, access: { update: recruiterField } }),
    localeField('preferredLocale', 'Language for emails', 'لغة الرسائل', {
      defaultValue: 'en',
      required: true,
      admin: { position: 'sidebar' },
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: choices({ active: ['Active', 'نشط'], disabled: ['Disabled', 'معطّل'] }, CONTACT_STATUSES),
      label: label('Access', 'صلاحية الدخول'),
      admin: { position: 'sidebar', description: label('Disabling ends every session at once.', 'التعطيل يُنهي كل الجلسات فورًا.') },
    },
  ],
}
