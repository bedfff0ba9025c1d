'use server'

import { cookies, headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { contactClientId } from '@/access/clientContacts'
import { publicPost } from '@/lib/forms/clients'
import { clientAddress } from '@/lib/http/clientAddress'
import { getPayloadClient } from '@/lib/payload'
import { consumeRateLimit, RateLimitedError } from '@/lib/rateLimit'

import { candidatePost, contactPost } from './actionClients'
import { checkAttachment, chosenFile, storeAttachment } from './attachments'
import { CLIENT_SESSION_COOKIE, CLIENT_SESSION_MAX_AGE } from './constants'
import { answerRepresentation } from './representation'
import { createRequisition } from './requisitions'
import { decisionSchema, intakeSchema, portalReturnPath, toMinorUnits } from './schema'
import { endPortalSession, portalSessionCookie, redeemSignInLink, requestSignInLink } from './signIn'
import { decide, NotFound } from './submittals'

/**
 * The client portal's forms (issue 30), posted with or without scripts; each answers with a redirect to a page that
 * says what happened (a result code, never a field, in its address). The contact's own client comes from their
 * session, never from the form.
 */
const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** "Email me a sign-in link": the same answer whether or not the address belongs to a contact. */
export const requestPortalLink = publicPost(async (form, { locale }) => {
  const email = field(form, 'email').slice(0, 254)
  let status = 'sent'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) status = 'badEmail'
  else {
    const payload = await getPayloadClient()
    try {
      await requestSignInLink(payload, email, locale, clientAddress(await headers()) ?? 'local', portalReturnPath(field(form, 'next')))
    } catch (error) {
      if (error instanceof RateLimitedError) status = 'limited'
      else {
        payload.logger.error({ err: error }, 'Clients: a sign-in link was not sent')
        status = 'unexpected'
      }
    }
  }
  redirect(`/${locale}/clients/sign-in?status=${status}`)
})

/** The button behind an emailed link: uses the link and starts the portal session. */
export const usePortalLink = publicPost(async (form, { locale }) => {
  const payload = await getPayloadClient()
  const result = await redeemSignInLink(payload, field(form, 'token').slice(0, 100))
  if (!result.ok) redirect(`/${locale}/clients/sign-in?status=${result.problem}`)
  const { value, ...options } = portalSessionCookie(result.session.token, CLIENT_SESSION_MAX_AGE)
  ;(await cookies()).set(CLIENT_SESSION_COOKIE, value, options)
  redirect(`/${locale}${portalReturnPath(field(form, 'next')) ?? '/clients'}`)
})

export const signOutOfPortal = contactPost(async (_form, { locale, user }) => {
  const jar = await cookies()
  if (user) await endPortalSession(await getPayloadClient(), user.id, user._sid)
  jar.set(CLIENT_SESSION_COOKIE, '', { ...portalSessionCookie('', 0) })
  redirect(`/${locale}/clients/sign-in?status=signedOut`)
})

/** Approve, reject with a reason, ask, comment or rate: on the contact's own client's submittal only (else 404). */
export const decideOnSubmittal = contactPost(async (form, { locale, user }) => {
  if (!user) redirect(`/${locale}/clients/sign-in?status=sessionExpired`)
  const parsed = decisionSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')))
  const id = Number(field(form, 'submittal'))
  if (!parsed.success) {
    if (!Number.isInteger(id) || id <= 0) notFound()
    redirect(`/${locale}/clients/submittals/${id}?status=invalid`)
  }
  const payload = await getPayloadClient()
  let status = parsed.data.decision
  try {
    await consumeRateLimit('portalWrite', `client-contacts:${user.id}`)
    await decide(payload, user as never, parsed.data)
  } catch (error) {
    if (error instanceof NotFound) notFound()
    if (error instanceof RateLimitedError) status = 'limited' as never
    else if ((error as { status?: number }).status === 409) status = 'decided' as never
    else throw error
  }
  redirect(`/${locale}/clients/submittals/${parsed.data.submittal}?status=${status}`)
})

/** A vacancy from the intake form, for the contact's own client; it reaches the account manager as a requisition. */
export const submitVacancy = contactPost(async (form, { locale, user }) => {
  if (!user) redirect(`/${locale}/clients/sign-in?status=sessionExpired`)
  const clientId = contactClientId(user as never)
  if (clientId === null) notFound()
  const raw = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const parsed = intakeSchema.safeParse({
    ...raw,
    salaryMin: toMinorUnits(raw.salaryMin, raw.currency),
    salaryMax: toMinorUnits(raw.salaryMax, raw.currency),
    startDate: raw.startDate || undefined,
  })
  if (!parsed.success) redirect(`/${locale}/clients/vacancies/new?status=invalid`)
  let status = 'received'
  try {
    await consumeRateLimit('portalWrite', `client-contacts:${user.id}`)
    // A job description, if one is attached: checked as a CV is before anything is written (attachments.ts).
    const attached = chosenFile(form.get('attachment'))
    const checked = attached ? await checkAttachment(attached) : null
    if (checked && !checked.ok) redirect(`/${locale}/clients/vacancies/new?status=${checked.problem}`)
    const payload = await getPayloadClient()
    const requisition = await createRequisition(payload, { clientId, contactId: user.id, locale, intake: parsed.data })
    if (checked?.ok) await storeAttachment(payload, checked.file, { clientId, contactId: user.id, requisitionId: requisition.id })
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error
    status = 'limited'
  }
  redirect(`/${locale}/clients?status=${status}`)
})

/** The candidate's one click from the emailed link (no sign-in needed: the link is the proof). */
export const answerRepresentationByLink = publicPost(async (form, { locale }) => {
  const token = field(form, 'token').slice(0, 100)
  const result = await answerRepresentation(await getPayloadClient(), { token, agree: field(form, 'answer') === 'agree', locale })
  redirect(`/${locale}/clients/consent/${encodeURIComponent(token)}?status=${result ?? 'invalid'}`)
})

/** The same answer from the notice on /profile, for the signed-in candidate's own request only. */
export const answerRepresentationOnProfile = candidatePost(async (form, { locale, user }) => {
  if (!user) redirect(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}/profile`)}`)
  const requestId = Number(field(form, 'request'))
  const result =
    Number.isInteger(requestId) && requestId > 0
      ? await answerRepresentation(await getPayloadClient(), {
          requestId,
          candidateId: user.id,
          agree: field(form, 'answer') === 'agree',
          locale,
        })
      : null
  redirect(`/${locale}/profile?represent=${result ?? 'invalid'}#representation`)
})
