import { beforeAll, describe, expect, it, vi } from 'vitest'

import { alertToken } from '@/features/alerts/links'
import { consentHistory, hasConsent } from '@/features/consent'
import { translator } from '@/i18n/messages'

import { unique } from '../fixtures/people'
import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, ownedJob, staffMember } from './helpers/recruiting'
import { signInCandidate } from './helpers/session'
import { nextRequest as request, addressesFrom } from './helpers/nextMocks'

/**
 * Issue 29: consent recorded where it is given, through the forms' own server actions (the posts a browser without
 * scripts sends, and the calls the scripted forms make): the first application's consent-to-keep box, job alerts
 * (signed in, or a visitor's double opt-in), the alert's unsubscribe, and withdrawing job alerts on /profile.
 * Next.js's request scope is stood in for by helpers/nextMocks.ts; the page's language is `request.locale`.
 */
vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
vi.mock('next/navigation', () => import('./helpers/nextMocks').then((m) => m.nextNavigation))
vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))
const nextAddress = addressesFrom('10.29')
nextAddress()
request.locale = 'ar'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

/** Calls a form action as the browser's post: where its 303 goes, or what it answered. */
async function post<T>(action: (...args: never[]) => Promise<T>, ...args: unknown[]): Promise<string | T> {
  nextAddress()
  try {
    return await (action as (...a: unknown[]) => Promise<T>)(...args)
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    if (!digest.startsWith('NEXT_REDIRECT;')) throw error
    return digest.split(';')[2]!
  }
}

async function signInAs(who: { email: string }) {
  await signInCandidate(who.email)
}

const asUser = async (id: number) => {
  const payload = await getTestPayload()
  return {
    ...(await payload.findByID({ collection: 'candidates', id, depth: 0, overrideAccess: true })),
    collection: 'candidates' as const,
  }
}

let jobs: number[] = []

beforeAll(async () => {
  await getTestPayload()
  const recruiter = await staffMember(unique('consent.forms.recruiter'), ['recruiter'])
  jobs = [await ownedJob(recruiter.id), await ownedJob(recruiter.id, { title: 'Quantity Surveyor', titleAr: 'مهندس كميات' })]
}, 180_000)

describe('consent to keep on the first application (issue 29)', () => {
  it('asks on the first application only, and records the Arabic sentence shown, with its version, when ticked', async () => {
    const payload = await getTestPayload()
    const { applyStateFor } = await import('@/features/applications/apply')
    const { applyForm } = await import('@/features/applications/formActions')
    const who = await applicant(unique('consent.first.apply'))
    const shown = await applyStateFor(await asUser(who.id), jobs[0]!, 'ar')
    expect(shown.state).toBe('ready')
    const keep = shown.state === 'ready' ? shown.keep : null
    // The term from site settings, in Arabic, with the privacy page's link.
    expect(keep?.label).toMatch(/[\u0600-\u06ff]/)
    expect(keep?.href).toBe('/ar/privacy-policy')

    await signInAs(who)
    request.locale = 'ar'
    const fields = {
      job: String(jobs[0]),
      cv: String(who.cv.id),
      fullName: 'هدى صالح',
      phoneNumber: '+966 50 123 4567',
      city: 'جدة',
      state: 'منطقة مكة المكرمة',
      skills: 'التوظيف',
      coverLetter: '',
      back: `/ar/jobs/${jobs[0]}`,
    }
    const sent = await post(applyForm, {}, form({ ...fields, keepConsent: 'on' }))
    expect(sent).toMatch(new RegExp(`^/ar/jobs/${jobs[0]}\\?sent=\\d+$`))
    const history = await consentHistory(payload, who.id)
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ purpose: 'keep', action: 'granted', method: 'application', language: 'ar', wording: keep!.label })
    expect(history[0]!.wordingVersion).toMatch(/\S/)
    expect(await hasConsent(payload, { candidate: who.id, purpose: 'keep' })).toBe(true)

    // The next application does not ask again.
    const second = await applyStateFor(await asUser(who.id), jobs[1]!, 'ar')
    expect(second.state === 'ready' && second.keep).toBeNull()
  }, 120_000)

  it('records nothing when the box is left unticked, and the application is sent all the same', async () => {
    const payload = await getTestPayload()
    const { submitApplication } = await import('@/features/applications/actions')
    const who = await applicant(unique('consent.first.unticked'))
    await signInAs(who)
    request.locale = 'en'
    const answer = await post(submitApplication, {
      job: jobs[0],
      cv: who.cv.id,
      fullName: 'Huda Saleh',
      phoneNumber: '+966 50 123 4567',
      city: 'Jeddah',
      state: 'Makkah Province',
      skills: 'Recruitment',
      keepConsent: false,
    })
    expect(answer).toMatchObject({ ok: true })
    expect(await consentHistory(payload, who.id)).toHaveLength(0)
    // Ticked in the scripted form (a boolean): recorded in the page's language.
    const again = await post(submitApplication, {
      job: jobs[1],
      cv: who.cv.id,
      fullName: 'Huda Saleh',
      phoneNumber: '+966 50 123 4567',
      city: 'Jeddah',
      state: 'Makkah Province',
      skills: 'Recruitment',
      keepConsent: true,
    })
    expect(again).toMatchObject({ ok: true })
    expect((await consentHistory(payload, who.id)).map((e) => [e.purpose, e.method, e.language])).toEqual([['keep', 'application', 'en']])
  }, 120_000)
})

describe('consent to job alerts (issue 29)', () => {
  it('is given by a signed-in save, once; withdrawing it on /profile deletes every alert of theirs', async () => {
    const payload = await getTestPayload()
    const { saveAlert } = await import('@/features/alerts/actions')
    const { withdrawConsentForm } = await import('@/features/consent/formActions')
    const who = await applicant(unique('consent.alerts.member'))
    await signInAs(who)
    request.locale = 'ar'
    expect(await post(saveAlert, { frequency: 'daily', q: 'مهندس' })).toMatchObject({ ok: true, candidate: true })
    expect(await post(saveAlert, { frequency: 'weekly', q: 'محاسب' })).toMatchObject({ ok: true, candidate: true })
    const alerts = { candidate: { equals: who.id } }
    expect((await payload.count({ collection: 'job-alerts', where: alerts, overrideAccess: true })).totalDocs).toBe(2)
    const given = await consentHistory(payload, who.id)
    expect(given).toHaveLength(1)
    expect(given[0]).toMatchObject({
      purpose: 'alerts',
      action: 'granted',
      method: 'form',
      language: 'ar',
      wording: translator('ar', 'ConsentRecord')('wording.alerts'),
    })

    // Withdrawn on /profile (the POST form): the alerts stop at once.
    request.locale = 'en'
    expect(await post(withdrawConsentForm, form({ scope: 'alerts' }))).toBe('/en/profile?consent=withdrawn#consents')
    expect((await payload.count({ collection: 'job-alerts', where: alerts, overrideAccess: true })).totalDocs).toBe(0)
    expect(await hasConsent(payload, { candidate: who.id, purpose: 'alerts' })).toBe(false)
    expect((await consentHistory(payload, who.id)).map((e) => [e.action, e.method])).toEqual([
      ['granted', 'form'],
      ['withdrawn', 'form'],
    ])
    // Withdrawing what is no longer given changes nothing.
    expect(await post(withdrawConsentForm, form({ scope: 'alerts' }))).toBe('/en/profile?consent=failed#consents')
  }, 120_000)

  it('is given by a visitor’s confirmation link (by address, no account) and withdrawn when they unsubscribe from their last alert', async () => {
    const payload = await getTestPayload()
    const { saveAlert } = await import('@/features/alerts/actions')
    const { confirmAlertForm, unsubscribeForm } = await import('@/features/alerts/formActions')
    request.cookies.clear()
    request.locale = 'ar'
    const email = unique('consent.alerts.visitor')
    expect(await post(saveAlert, { email, frequency: 'daily', q: 'مهندس' })).toMatchObject({ ok: true, candidate: false })
    request.locale = 'en'
    expect(await post(saveAlert, { email, frequency: 'daily', q: 'surveyor' })).toMatchObject({ ok: true, candidate: false })
    const { docs } = await payload.find({ collection: 'job-alerts', where: { email: { equals: email } }, sort: 'id', overrideAccess: true })
    expect(docs).toHaveLength(2)
    // Waiting for confirmation: no consent yet (anyone can type an address).
    expect(await hasConsent(payload, { email, purpose: 'alerts' })).toBe(false)

    const [first, second] = docs
    for (const alert of docs) {
      expect(await post(confirmAlertForm, form({ alert: String(alert.id), token: alertToken(alert) }))).toMatch(/done=confirmed/)
    }
    const events = () =>
      payload.find({ collection: 'consent-events', where: { email: { equals: email } }, sort: 'at', overrideAccess: true, depth: 0 })
    expect((await events()).docs.map((e) => [e.action, e.method, e.language, e.candidate ?? null])).toEqual([
      ['granted', 'email-link', 'ar', null],
    ])
    expect((await events()).docs[0]!.wording).toBe(translator('ar', 'ConsentRecord')('wording.alerts'))

    // One alert of two unsubscribed: the other still goes, so consent holds.
    await post(unsubscribeForm, form({ alert: String(first!.id), token: alertToken(first!) }))
    expect(await hasConsent(payload, { email, purpose: 'alerts' })).toBe(true)
    // The last one, by the one-click header (RFC 8058): withdrawn.
    const oneClick = await rest('POST', `/job-alerts/unsubscribe?alert=${second!.id}&token=${alertToken(second!)}`)
    expect(oneClick.status).toBe(200)
    expect(await hasConsent(payload, { email, purpose: 'alerts' })).toBe(false)
    expect((await events()).docs.map((e) => [e.action, e.method])).toEqual([
      ['granted', 'email-link'],
      ['withdrawn', 'email-link'],
    ])
    // A visitor's record is no candidate's: no candidate reads it.
    const someone = await applicant(unique('consent.alerts.reader'))
    const listed = (await (
      await rest('GET', `/consent-events?where[email][equals]=${encodeURIComponent(email)}`, { headers: someone.auth })
    ).json()) as {
      docs: unknown[]
    }
    expect(listed.docs).toHaveLength(0)
  }, 120_000)

  it('is withdrawn when a candidate deletes their last alert on /profile', async () => {
    const payload = await getTestPayload()
    const { saveAlert } = await import('@/features/alerts/actions')
    const { deleteMyAlertForm } = await import('@/features/alerts/formActions')
    const who = await applicant(unique('consent.alerts.delete'))
    await signInAs(who)
    request.locale = 'en'
    await post(saveAlert, { frequency: 'daily', q: 'engineer' })
    const alert = (await payload.find({ collection: 'job-alerts', where: { candidate: { equals: who.id } }, overrideAccess: true }))
      .docs[0]!
    expect(await hasConsent(payload, { candidate: who.id, purpose: 'alerts' })).toBe(true)
    // Someone else's alert id: nothing of theirs changes.
    const other = await applicant(unique('consent.alerts.other'))
    await signInAs(other)
    expect(await post(deleteMyAlertForm, form({ alert: String(alert.id) }))).toBe('/en/profile?alerts=deleted#alerts')
    expect(await hasConsent(payload, { candidate: who.id, purpose: 'alerts' })).toBe(true)
    await signInAs(who)
    await post(deleteMyAlertForm, form({ alert: String(alert.id) }))
    expect(await hasConsent(payload, { candidate: who.id, purpose: 'alerts' })).toBe(false)
  }, 120_000)
})
