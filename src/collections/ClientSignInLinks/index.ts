import type { CollectionConfig } from 'payload'

import { isRecruiter } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'

import { label } from '../shared/content'
import { adminView, hiddenFrom, names } from '../shared/config'

/**
 * One-time sign-in links of client contacts (issue 30; features/clients/signIn.ts). Only the SHA-256 of the token is
 * stored, never the token. A link signs in once (`usedAt`), until `expiresAt`, unless revoked (`revokedAt`: by staff,
 * by a newer link, or by the contact being disabled). Staff read them and revoke one by setting `revokedAt` or
 * deleting it; nobody creates one through the API (the sign-in service does, with the Local API).
 */
export const ClientSignInLinks: CollectionConfig = {
  slug: 'client-sign-in-links',
  labels: names(['Portal sign-in link', 'رابط دخول البوابة'], ['Portal sign-in links', 'روابط دخول البوابة']),
  admin: adminView('clients', undefined, ['contact', 'createdAt', 'expiresAt', 'usedAt', 'revokedAt'], {
    hidden: hiddenFrom.nonRecruiters,
  }),
  access: {
    read: isRecruiter,
    create: nobody,
    update: isRecruiter,
    delete: isRecruiter,
  },
  fields: [
    {
      name: 'contact',
      type: 'relationship',
      relationTo: 'client-contacts',
      required: true,
      index: true,
      label: label('Contact', 'المسؤول'),
      access: { update: nobody },
      admin: { readOnly: true },
    },
    { name: 'tokenHash', type: 'text', required: true, unique: true, hidden: true },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      label: label('Expires', 'ينتهي'),
      access: { update: nobody },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'usedAt',
      type: 'date',
      label: label('Used', 'استُخدم'),
      access: { update: nobody },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'revokedAt', type: 'date', label: label('Revoked', 'أُلغي'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
