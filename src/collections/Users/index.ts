import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { nobody } from '@/access/nobody'
import { readStaff } from '@/access/readStaff'
import { isStaffUser, staffRoles } from '@/access/roles'
import { localeInfo, locales } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { staffLocale } from '@/lib/email/staffLocale'
import { env } from '@/lib/env'

import { clearSignInFailures, throttleSignIn } from '@/features/accounts/signInThrottle'

import { guardAuthOperations } from '../shared/authLimits'
import { authEndpoints } from '../shared/authEndpoints'
import { auditEmailChange, emailIsText, guardStaffEmail } from '../shared/emailChanges'
import { guardPasswords } from '../shared/passwordRules'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { adminView } from '../shared/config'

/** Agency staff. Only these accounts can open /admin. Job seekers live elsewhere. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { en: 'Staff member', ar: 'موظف' },
    plural: { en: 'Staff', ar: 'الموظفون' },
  },
  admin: adminView('administration', 'email', ['name', 'email', 'roles']),
  auth: {
    tokenExpiration: 8 * 60 * 60,
    // Throttled per account and address instead of a lock anyone could aim at a staff member.
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: env.cookieSecure },
    // See Candidates: the per-account pause between reset emails is lib/rateLimit.ts's forgotPasswordAccount.
    forgotPassword: {
      minRequestInterval: 0,
      // In the language the staff member chose for emails (lib/email/staffLocale.ts), to the admin's own reset page.
      generateEmailSubject: (args) => {
        const locale = staffLocale(args?.user as { emailLanguage?: string | null } | undefined)
        return translator(locale, 'Emails')('resetSubject', { brand: brandName(locale) })
      },
      generateEmailHTML: (args) => {
        const locale = staffLocale(args?.user as { emailLanguage?: string | null } | undefined)
        const link = `${env.serverUrl}/admin/reset/${encodeURIComponent(args?.token ?? '')}`
        const name = String((args?.user as { name?: string } | undefined)?.name ?? '')
        const t = translator(locale, 'Emails')
        return emailHtml(locale, t('resetBody', { name, brand: brandName(locale), link }), { href: link, label: t('resetButton') })
      },
    },
  },
  access: {
    admin: ({ req: { user } }) => isStaffUser(user),
    read: readStaff,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  endpoints: authEndpoints('users'),
  hooks: {
    // The email check reads `currentPassword` before guardPasswords takes it out of the data.
    beforeOperation: [guardAuthOperations, throttleSignIn, emailIsText, guardStaffEmail, guardPasswords],
    beforeChange: [firstUserIsAdmin],
    afterChange: [auditEmailChange],
    afterLogin: [clearSignInFailures],
  },
  fields: [
    {
      // Sent with a new password or email from the admin's account screen; checked, never stored
      // (shared/passwordRules.ts, shared/emailChanges.ts).
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: {
        en: 'Current password (to change your password or email)',
        ar: 'كلمة المرور الحالية (لتغيير كلمة المرور أو البريد الإلكتروني)',
      },
      access: { read: nobody },
      admin: { components: { Field: '/components/admin/CurrentPasswordField#CurrentPasswordField' } },
    },
    {
      name: 'name',
      type: 'text',
      label: { en: 'Name', ar: 'الاسم' },
      maxLength: 120,
    },
    {
      // The language of the emails the site sends this staff member (guarantee warnings, issue 31).
      name: 'emailLanguage',
      type: 'select',
      defaultValue: 'en',
      label: { en: 'Language of emails', ar: 'لغة الرسائل البريدية' },
      options: locales.map((value) => ({ value, label: localeInfo[value].label })),
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
