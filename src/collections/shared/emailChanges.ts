import { APIError, ValidationError, type CollectionAfterChangeHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/isAdmin'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { staffLocale } from '@/lib/email/staffLocale'
import { translator } from '@/i18n/messages'
import { recordAudit } from '@/lib/audit'
import { afterTransaction } from '@/lib/db/transactionEvents'

import { passwordMatches } from './passwordRules'

/**
 * Who may change a sign-in email, which is who the account is: whoever changes it can take the account over with
 * a password reset (docs/SECURITY.md, "Accounts").
 *
 * - Candidates: only an admin, through `POST /api/candidates/:id/change-email` (Candidates/hooks.ts `protectEmail`).
 * - Staff: the staff member, signed in, who also gives the current password (`currentPassword`, as for a new
 *   password; a stolen token alone is not enough), or an admin changing another staff member's email. Nobody in a
 *   bulk update.
 * Every change is recorded in the audit log in its own transaction (`auditEmailChange`), and once it has committed
 * the old address is told.
 */
type Stored = { email?: string | null; hash?: string | null; salt?: string | null }

const refuse = (req: PayloadRequest, key: 'emailNeedsCurrent') => {
  throw new APIError(translator(req.locale, 'Account')(key), 403, undefined, true)
}

/** An email that is not text (a number, an object) is a clear 400 on every path, not a crash further down. */
export const emailIsText: CollectionBeforeOperationHook = ({ args, operation, req, collection }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const email = (args as { data?: Record<string, unknown> }).data?.email
  if (email === undefined || email === null || typeof email === 'string') return args
  throw new ValidationError({
    collection: collection.slug,
    errors: [{ path: 'email', message: translator(req.locale, 'Account')('errors.emailInvalid') }],
  })
}

export const guardStaffEmail: CollectionBeforeOperationHook = async ({ args, operation, req, collection, context }) => {
  if (operation !== 'update' || context?.emailChangeAudited === true) return args
  const { data, id } = args as { data?: Record<string, unknown>; id?: number | string }
  if (!data || data.email === undefined || data.email === null) return args
  if (id === undefined) return refuse(req, 'emailNeedsCurrent')
  const stored = (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: id } }, req })) as Stored | null
  // Not there (Payload answers 404) or not changing (forms send the whole document back).
  if (!stored || String(data.email).trim().toLowerCase() === String(stored.email ?? '').toLowerCase()) return args
  const user = req.user
  const self = Boolean(user && user.collection === collection.slug && String(user.id) === String(id))
  if (!self) return isAdminUser(user) ? args : refuse(req, 'emailNeedsCurrent')
  const current = data.currentPassword
  if (typeof current !== 'string' || !current) return refuse(req, 'emailNeedsCurrent')
  if (!(await passwordMatches(stored, current))) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'currentPassword', message: translator(req.locale, 'Account')('errors.wrongPassword') }],
    })
  }
  return args
}

export const auditEmailChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req }) => {
  const from = (previousDoc as Stored | undefined)?.email
  const to = (doc as Stored).email
  if (operation !== 'update' || !from || !to || from === to) return doc
  await recordAudit(req.payload, {
    actor: req.user,
    action: `${collection.slug}.email-changed`,
    target: { collection: collection.slug, id: doc.id },
    details: { from, to },
    req,
  })
  const staff = collection.slug === 'users'
  // Staff read it in the language they chose for emails (lib/email/staffLocale.ts), candidates in their own.
  const locale = staff
    ? staffLocale(doc as { emailLanguage?: string | null })
    : ((doc as { preferredLocale?: string }).preferredLocale ?? 'en')
  const name = String((doc as { fullName?: string; name?: string }).fullName ?? (doc as { name?: string }).name ?? '')
  await afterTransaction(req, {
    committed: () =>
      req.payload
        .sendEmail({
          to: from,
          subject: translator(locale, 'Emails')('emailChangedSubject', { brand: brandName(locale) }),
          html: emailHtml(
            locale,
            translator(locale, 'Emails')(staff ? 'staffEmailChangedBody' : 'emailChangedBody', {
              name,
              brand: brandName(locale),
              from,
              to,
            }),
          ),
        })
        .catch((error: unknown) => req.payload.logger.warn({ err: error }, 'Could not tell the old address about the email change')),
  })
  return doc
}
