import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { passwordMatches } from '@/collections/shared/passwordRules'
import { recordAudit } from '@/lib/audit'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { toLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { env } from '@/lib/env'
import { consumeRateLimit, forgetRateLimit, RateLimitedError } from '@/lib/rateLimit'

/**
 * "Delete my account" (docs/PRIVACY.md): the candidate proves it is them, with their password, or, for an account
 * that signs in with Google or LinkedIn, by a sign-in of the last `FRESH_SIGN_IN_MINUTES`; then the account is
 * deleted as an admin's deletion is (collections/Candidates/deletion.ts, in one transaction: profile, files, saved
 * jobs, alerts, exports and live notices go, applications stay anonymised), its sessions go with it (every device is
 * signed out), and an email in their language confirms it.
 */
export const FRESH_SIGN_IN_MINUTES = 10

export type DeletionRefusal = 'wrongPassword' | 'passwordRequired' | 'rateLimited'
export type DeletionResult = { ok: true; email: string } | { ok: false; error: DeletionRefusal }

type Stored = {
  id: number | string
  email: string
  fullName?: string | null
  preferredLocale?: string | null
  hash?: string | null
  salt?: string | null
  identities?: { provider: string }[] | null
  sessions?: { id: string; createdAt?: string | null }[] | null
}

/** An account that signs in with a provider, whose current session began just now. */
function freshProviderSignIn(stored: Stored, sessionId: string | undefined, now: Date): boolean {
  if (!stored.identities?.length || !sessionId) return false
  const session = stored.sessions?.find((s) => s.id === sessionId)
  if (!session?.createdAt) return false
  return now.getTime() - new Date(session.createdAt).getTime() <= FRESH_SIGN_IN_MINUTES * 60_000
}

/** How this candidate may confirm: the providers they sign in with, and whether their sign-in is fresh enough. */
export async function deletionOptions(payload: Payload, candidate: { id: number | string; _sid?: string }, now = new Date()) {
  const stored = await payload.db.findOne<Stored>({ collection: 'candidates', where: { id: { equals: candidate.id } } })
  return {
    providers: [...new Set((stored?.identities ?? []).map((identity) => identity.provider))],
    fresh: Boolean(stored && freshProviderSignIn(stored, candidate._sid, now)),
  }
}

export async function deleteOwnAccount(
  payload: Payload,
  candidate: { id: number | string; _sid?: string },
  { password }: { password: string },
  now = new Date(),
): Promise<DeletionResult> {
  try {
    await consumeRateLimit('accountDeletion', `candidates:${candidate.id}`)
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, error: 'rateLimited' }
    throw error
  }
  const stored = await payload.db.findOne<Stored>({ collection: 'candidates', where: { id: { equals: candidate.id } } })
  if (!stored) return { ok: false, error: 'wrongPassword' }
  if (password) {
    if (!(await passwordMatches(stored, password))) return { ok: false, error: 'wrongPassword' }
  } else if (!freshProviderSignIn(stored, candidate._sid, now)) {
    return { ok: false, error: 'passwordRequired' }
  }
  // The deletion and its audit entry in one transaction: an entry exactly when the account went. No name or email
  // in it (the person asked to be erased): the account's id and that they did it themselves (docs/PRIVACY.md).
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await payload.delete({ collection: 'candidates', id: stored.id, overrideAccess: true, req })
    await recordAudit(payload, {
      actor: { id: stored.id, collection: 'candidates' },
      action: 'privacy.account-self-deleted',
      target: { collection: 'candidates', id: stored.id },
      details: { confirmedBy: password ? 'password' : 'fresh-sign-in' },
      req,
    })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  // The account's counters go with it: an id SQLite gives again must not start rate-limited.
  for (const policy of ['accountDeletion', 'dataExport'] as const) await forgetRateLimit(policy, `candidates:${stored.id}`)
  payload.logger.info({ candidate: stored.id }, 'A candidate deleted their account')
  await sendDeletedEmail(payload, stored)
  return { ok: true, email: stored.email }
}

/** The confirmation, in the language the candidate chose for emails; a failed email never undoes the deletion. */
async function sendDeletedEmail(payload: Payload, stored: Stored) {
  const locale = toLocale(stored.preferredLocale)
  const t = translator(locale, 'DataRights')
  await payload
    .sendEmail({
      to: stored.email,
      subject: t('deletedEmailSubject', { brand: brandName(locale) }),
      html: emailHtml(locale, t('deletedEmailBody', { name: stored.fullName ?? '', brand: brandName(locale) }), {
        href: `${env.serverUrl}/${locale}/privacy-policy`,
        label: t('deletedEmailButton'),
      }),
    })
    .catch((error: unknown) => payload.logger.warn({ err: error }, 'Could not send the account-deleted email'))
}
