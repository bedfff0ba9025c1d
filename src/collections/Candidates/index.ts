import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { awaitConfirmation, sendConfirmation } from '@/features/accounts/verification'
import { recruiterOrSelf } from '@/access/candidates'
import { recruiterField } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { FULL_NAME_MAX, ID_TOKEN_MAX_AGE } from '@/features/accounts/constants'
import { resetLink } from '@/features/accounts/emails'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { challengeEndpoint } from '@/features/accounts/challengeEndpoint'
import { sessionEndpoints } from '@/features/accounts/endpoints'
import { candidateIdTokenStrategy } from '@/features/accounts/strategy'
import { candidateEligibilityFields } from '@/features/matching/fields'
import { storeCandidateSkills } from '@/features/matching/skillIds'
import { env } from '@/lib/env'

import { label } from '../shared/content'
import { clearSignInFailures, throttleSignIn } from '@/features/accounts/signInThrottle'

import { guardAuthOperations } from '../shared/authLimits'
import { authEndpoints } from '../shared/authEndpoints'
import { auditEmailChange, emailIsText } from '../shared/emailChanges'
import { guardPasswords } from '../shared/passwordRules'
import { auditStaffDeletion, deleteCandidateData } from './deletion'
import { protectEmail, validateProfileUpdate } from './hooks'
import { translator } from '@/i18n/messages'
import { adminView, hiddenFrom, localeField, names, setByServer } from '../shared/config'

/**
 * Job seekers: their own auth collection, apart from staff (`users`). They
 * can never open /admin; they sign up on the public site (or with Google or
 * LinkedIn), and read and change only themselves. See docs/ACCOUNTS.md.
 */
export const Candidates: CollectionConfig = {
  slug: 'candidates',
  labels: names(['Candidate', 'مرشّح'], ['Candidates', 'المرشّحون']),
  admin: adminView('recruitment', 'fullName', ['fullName', 'email', 'city', 'phoneNumber_1', 'createdAt'], {
    hidden: hiddenFrom.nonRecruiters,
  }),
  auth: {
    // The ID token's lifetime; the 7-day sign-in session is managed in features/accounts/session.ts.
    tokenExpiration: ID_TOKEN_MAX_AGE,
    // No account lock anyone could aim at a candidate: sign-ins are throttled per account and address instead.
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: { sameSite: 'Strict', secure: env.cookieSecure },
    strategies: [candidateIdTokenStrategy],
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      // Payload's own 15 s per-account pause writes outside the operation's transaction, which on SQLite waits for
      // that very transaction's lock; the same pause is kept by lib/rateLimit.ts (forgotPasswordAccount) instead.
      minRequestInterval: 0,
      generateEmailSubject: (args) => translator(args?.req?.locale, 'Emails')('resetSubject', { brand: brandName(args?.req?.locale) }),
      generateEmailHTML: (args) => {
        const locale = args?.req?.locale
        const link = resetLink(locale, args?.token ?? '')
        const name = String((args?.user as { fullName?: string } | undefined)?.fullName ?? '')
        return emailHtml(locale, translator(locale, 'Emails')('resetBody', { name, brand: brandName(locale), link }), {
          href: link,
          label: translator(locale, 'Emails')('resetButton'),
        })
      },
    },
  },
  access: {
    // Sign-up is public; staff cannot be created here (a different collection).
    create: () => true,
    read: recruiterOrSelf,
    update: recruiterOrSelf,
    delete: isAdmin,
    admin: nobody,
    unlock: isAdmin,
  },
  endpoints: [...sessionEndpoints, challengeEndpoint, ...authEndpoints('candidates')],
  hooks: {
    beforeOperation: [guardAuthOperations, throttleSignIn, emailIsText, guardPasswords],
    beforeValidate: [validateProfileUpdate],
    beforeChange: [protectEmail, awaitConfirmation, storeCandidateSkills],
    afterChange: [auditEmailChange, sendConfirmation],
    afterLogin: [clearSignInFailures],
    beforeDelete: [deleteCandidateData],
    afterDelete: [auditStaffDeletion],
  },
  fields: [
    { name: 'fullName', type: 'text', required: true, maxLength: FULL_NAME_MAX, label: label('Full name', 'الاسم الكامل') },
    {
      type: 'row',
      fields: [
        { name: 'phoneNumber_1', type: 'text', maxLength: 32, label: label('Phone number', 'رقم الهاتف') },
        { name: 'phoneNumber_2', type: 'text', maxLength: 32, label: label('Second phone number', 'رقم هاتف آخر') },
      ],
    },
    { name: 'skills', type: 'textarea', maxLength: 1000, label: label('Skills', 'المهارات') },
    { name: 'experienceYears', type: 'number', min: 0, max: 60, label: label('Years of experience', 'سنوات الخبرة') },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', maxLength: 80, label: label('City', 'المدينة') },
        { name: 'state', type: 'text', maxLength: 80, label: label('State or region', 'المنطقة') },
      ],
    },
    { name: 'address', type: 'textarea', maxLength: 300, label: label('Address', 'العنوان') },
    { name: 'linkedin', type: 'text', maxLength: 200, label: label('LinkedIn profile', 'الملف على LinkedIn') },
    {
      name: 'profilePic',
      type: 'upload',
      relationTo: 'candidate-pictures',
      label: label('Profile picture', 'الصورة الشخصية'),
      // Set by the upload itself (CandidatePictures hooks), never pointed at another file.
      ...setByServer(),
    },
    {
      name: 'cv',
      type: 'upload',
      relationTo: 'candidate-cvs',
      label: label('CV', 'السيرة الذاتية'),
      ...setByServer(),
    },
    ...candidateEligibilityFields,
    {
      // false: waiting for the candidate to open the emailed link (no alerts or application emails until then); true:
      // confirmed, or given by Google or LinkedIn; empty: an account from before confirmation existed (counts as
      // confirmed). features/accounts/verification.ts. Only the server and admins set it.
      name: 'emailVerified',
      type: 'checkbox',
      label: label('Email address confirmed', 'تم تأكيد البريد الإلكتروني'),
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    localeField('preferredLocale', 'Language for emails', 'لغة الرسائل', { defaultValue: 'en', admin: { position: 'sidebar' } }),
    {
      name: 'identities',
      type: 'array',
      label: label('Linked sign-in providers', 'مزوّدو تسجيل الدخول المرتبطون'),
      access: { read: recruiterField, create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
      fields: [
        { name: 'provider', type: 'text', required: true },
        { name: 'subject', type: 'text', required: true },
      ],
    },
  ],
}
