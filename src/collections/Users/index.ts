import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { isStaffUser, staffRoles } from '@/access/roles'
import { env } from '@/lib/env'

import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'

/** Agency staff. Only these accounts can open /admin. Job seekers live elsewhere. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { en: 'Staff member', ar: 'موظف' },
    plural: { en: 'Staff', ar: 'الموظفون' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: { en: 'Administration', ar: 'الإدارة' },
  },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: env.cookieSecure },
  },
  access: {
    admin: ({ req: { user } }) => isStaffUser(user),
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeChange: [firstUserIsAdmin],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { en: 'Name', ar: 'الاسم' },
      maxLength: 120,
    },
    {
      name: 'roles',
      type: 'select',
      label: { en: 'Roles', ar: 'الأدوار' },
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: staffRoles.map((value) => ({
        value,
        label: {
          admin: { en: 'Administrator', ar: 'مدير النظام' },
          editor: { en: 'Content editor', ar: 'محرر المحتوى' },
          recruiter: { en: 'Recruiter', ar: 'مسؤول التوظيف' },
        }[value],
      })),
      access: {
        // A staff member cannot promote themselves.
        create: isAdminField,
        update: isAdminField,
      },
    },
  ],
}
