'use server'

import { redirect } from 'next/navigation'

import { candidateAction } from '@/features/accounts/actionClients'
import type { Locale } from '@/i18n/locales'
import { publicAction, publicForm, publicPost } from '@/lib/forms/clients'
import { echoValues, textFields, type FormState } from '@/lib/forms/formState'
import { getPayloadClient } from '@/lib/payload'
import { z } from '@/lib/zod'

import { saveAlert } from './actions'
import { alertStarted, alertStopped } from './consent'
import type { AlertFrequency } from './constants'
import { nextDigestAt } from './prepare'
import { ALERT_FIELDS, frequencyField, type AlertFormError } from './schema'
import { alertBySignedLink, unsubscribeBySignedLink } from './signed'

/**
 * The job alert forms (progressive enhancement: each posts to one of these before its scripts load, and a scripted
 * form calls the same function). Answers are a 303 to the page that shows the outcome (post, then redirect), or
 * the form again with its errors.
 */
export type AlertFormState = FormState<(typeof ALERT_FIELDS)[number], AlertFormError>

/** "Email me jobs like these" on /jobs. */
export const alertForm = publicForm({}, async (formData): Promise<AlertFormState> => {
  const values = textFields(formData, ALERT_FIELDS)
  const result = await saveAlert(values)
  if (result.ok) return { done: true, notice: result.notice, values: { email: values.email.trim() } }
  return { errors: result.errors, formError: result.formError, values: echoValues(values) }
})

const signed = z.object({ alert: z.string().regex(/^\d{1,12}$/), token: z.string().max(100) })
const withFrequency = signed.extend({ frequency: frequencyField })
type Outcome = { ok: boolean }

const pageOf = (locale: Locale, id: string, token: string, done?: string) =>
  `/${locale}/alerts/${id}?token=${encodeURIComponent(token)}${done ? `&done=${done}` : ''}`

/** Turns a visitor's alert on from its confirmation link (the page's one button). */
const confirm = publicAction({ schema: signed, invalid: () => ({ ok: false }) }, async ({ alert: id, token }): Promise<Outcome> => {
  const payload = await getPayloadClient()
  const alert = await alertBySignedLink(payload, id, token)
  if (!alert) return { ok: false }
  if (alert.status !== 'active') {
    const now = new Date().toISOString()
    await payload.update({
      collection: 'job-alerts',
      id: alert.id,
      overrideAccess: true,
      data: { status: 'active', confirmedAt: now, digestThrough: now, nextDigestAt: nextDigestAt(now, alert.frequency as AlertFrequency) },
    })
    // The double opt-in is the consent (features/alerts/consent.ts): the address proved it is theirs.
    await alertStarted(payload, alert, 'email-link')
  }
  return { ok: true }
})

export const confirmAlertForm = publicPost(async (formData, { locale }) => {
  const values = textFields(formData, ['alert', 'token'] as const)
  await confirm(values)
  redirect(pageOf(locale, values.alert, values.token, 'confirmed'))
})

/** Daily or weekly, through the alert's signed link. */
const setFrequency = publicAction(
  { schema: withFrequency, invalid: () => ({ ok: false }) },
  async ({ alert: id, token, frequency }): Promise<Outcome> => {
    const payload = await getPayloadClient()
    const alert = await alertBySignedLink(payload, id, token)
    if (!alert) return { ok: false }
    await payload.update({ collection: 'job-alerts', id: alert.id, overrideAccess: true, data: { frequency } })
    return { ok: true }
  },
)

export const alertFrequencyForm = publicPost(async (formData, { locale }) => {
  const values = textFields(formData, ['alert', 'token', 'frequency'] as const)
  const { ok } = await setFrequency(values)
  redirect(pageOf(locale, values.alert, values.token, ok ? 'frequency' : undefined))
})

/** The visible unsubscribe link's button: the alert is deleted, no sign-in needed. */
export const unsubscribeForm = publicPost(async (formData, { locale }) => {
  const values = textFields(formData, ['alert', 'token'] as const)
  // The same page whatever the outcome, so that it never tells which alert ids exist (issue 26, finding 7e): the
  // button is shown only for a link that matches its alert, so a refusal here is a forged or replayed post.
  await unsubscribeBySignedLink(await getPayloadClient(), values.alert, values.token)
  const alert = /^\d{1,12}$/.test(values.alert) ? values.alert : '0'
  redirect(`/${locale}/alerts/${alert}/unsubscribe?done=1`)
})

/** A candidate's own alerts on /profile: how often, or delete. Through the collection's access rules, as them. */
const changeMine = candidateAction(
  { schema: z.object({ alert: z.string().regex(/^\d{1,12}$/), frequency: frequencyField }) },
  async ({ alert, frequency }, { user }): Promise<Outcome> => {
    const payload = await getPayloadClient()
    await payload
      .update({ collection: 'job-alerts', id: Number(alert), user, overrideAccess: false, data: { frequency } })
      .catch(() => null)
    return { ok: true }
  },
)

const deleteMine = candidateAction(
  { schema: z.object({ alert: z.string().regex(/^\d{1,12}$/) }) },
  async ({ alert }, { user, locale }): Promise<Outcome> => {
    const payload = await getPayloadClient()
    const deleted = await payload.delete({ collection: 'job-alerts', id: Number(alert), user, overrideAccess: false }).catch(() => null)
    // Their last alert gone: consent to job alerts is withdrawn (consent.ts).
    if (deleted) await alertStopped(payload, deleted, 'form', locale)
    return { ok: true }
  },
)

export const myAlertFrequencyForm = publicPost(async (formData, { locale }) => {
  await changeMine(textFields(formData, ['alert', 'frequency'] as const))
  redirect(`/${locale}/profile?alerts=saved#alerts`)
})

export const deleteMyAlertForm = publicPost(async (formData, { locale }) => {
  await deleteMine(textFields(formData, ['alert'] as const))
  redirect(`/${locale}/profile?alerts=deleted#alerts`)
})
