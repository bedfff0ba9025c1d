'use server'

import { redirect } from 'next/navigation'

import { candidateAction } from '@/features/accounts/actionClients'
import { stopAlertsOf } from '@/features/alerts/consent'
import { whatsappConsentWithdrawn } from '@/features/notify'
import { publicAction, publicPost } from '@/lib/forms/clients'
import { textFields } from '@/lib/forms/formState'
import { getPayloadClient } from '@/lib/payload'
import { z } from '@/lib/zod'

import { candidateByKeepLink, renewKeep } from './keep'
import { currentConsents, recordConsent, withdrawConsent } from './record'

/**
 * The consent buttons on /profile (features/consent/components/ProfileConsents.tsx): each is a POST form that
 * works before scripts load and comes back to the section with a 303. They act for the signed-in candidate only:
 * the form names a purpose and scope they already answered (`scope`, e.g. `represent:client=4:job=9`), never a
 * candidate.
 */
type Outcome = { ok: boolean }
const scopeField = z.object({ scope: z.string().min(1).max(120) })

/** Giving again from the profile: only purposes that need no client or job (keep, marketing). */
const GIVABLE = new Set(['keep', 'marketing'])

const withdrawMine = candidateAction(
  { schema: scopeField, invalid: () => ({ ok: false }) },
  async ({ scope }, { user, locale }): Promise<Outcome> => {
    const payload = await getPayloadClient()
    const state = (await currentConsents(payload, user.id)).find((s) => s.scopeKey === scope)
    if (!state || !state.granted) return { ok: false }
    await withdrawConsent(payload, {
      candidate: user.id,
      purpose: state.purpose,
      clientId: state.clientId,
      job: state.job,
      language: locale,
      method: 'form',
    })
    // Withdrawing job alerts stops them: every alert of theirs is deleted (features/alerts/consent.ts).
    if (state.purpose === 'alerts') await stopAlertsOf(payload, user, locale)
    // Withdrawing WhatsApp switches that channel off for every purpose (features/notify).
    if (state.purpose === 'whatsapp') await whatsappConsentWithdrawn(payload, Number(user.id))
    return { ok: true }
  },
)

const giveMine = candidateAction(
  { schema: scopeField, invalid: () => ({ ok: false }) },
  async ({ scope }, { user, locale }): Promise<Outcome> => {
    if (!GIVABLE.has(scope)) return { ok: false }
    const payload = await getPayloadClient()
    await recordConsent(payload, { candidate: user.id, purpose: scope as 'keep' | 'marketing', language: locale, method: 'form' })
    return { ok: true }
  },
)

export const withdrawConsentForm = publicPost(async (formData, { locale }) => {
  const result = await withdrawMine(textFields(formData, ['scope'] as const))
  redirect(`/${locale}/profile?consent=${result.ok ? 'withdrawn' : 'failed'}#consents`)
})

export const giveConsentForm = publicPost(async (formData, { locale }) => {
  const result = await giveMine(textFields(formData, ['scope'] as const))
  redirect(`/${locale}/profile?consent=${result.ok ? 'granted' : 'failed'}#consents`)
})

const keepLink = z.object({ c: z.string().regex(/^\d{1,12}$/), t: z.string().min(1).max(100) })

/** The "keep me" page's one button (from the reminder or warning email): no sign-in, the link's token proves who. */
const keepByLink = publicAction({ schema: keepLink, invalid: () => ({ ok: false }) }, async ({ c, t }, { locale }): Promise<Outcome> => {
  const payload = await getPayloadClient()
  const candidate = await candidateByKeepLink(payload, c, t)
  if (!candidate) return { ok: false }
  await renewKeep(payload, candidate, locale)
  return { ok: true }
})

export const keepProfileForm = publicPost(async (formData, { locale }) => {
  const values = textFields(formData, ['c', 't'] as const)
  const result = await keepByLink(values)
  redirect(
    result.ok
      ? `/${locale}/keep-profile?c=${encodeURIComponent(values.c)}&t=${encodeURIComponent(values.t)}&done=1`
      : `/${locale}/keep-profile`,
  )
})
