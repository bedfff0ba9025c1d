import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DIGEST_INTERVAL_MS } from '@/features/alerts/constants'
import { sendDueDigests } from '@/features/alerts/digest'
import { alertToken } from '@/features/alerts/links'
import { paragraph, richText } from '@/seed/richText'

import { CANDIDATE_PASSWORD } from '../fixtures/people'
import { rest, restRaw } from './helpers/http'
import { mailTo } from './helpers/mail'
import { getTestPayload } from './helpers/payload'

/**
 * Job alert digests (issue 20): only jobs published since the last digest that match the saved search (the job
 * board's own search, so its Arabic and English matching), in the subscriber's language, with RFC 8058 one-click
 * unsubscribe; nothing when nothing matches; a second run, or a run after one that died, sends nobody the same
 * digest twice. The emails are read back from what the site's email adapter wrote.
 */
const DAY = 24 * 60 * 60 * 1000
const context = { disableRevalidate: true }
let payload: Payload
const made: { jobs: number[]; alerts: number[] } = { jobs: [], alerts: [] }

async function job(ref: string, title: { en: string; ar: string }, over: Record<string, unknown> = {}) {
  const industry = (await payload.find({ collection: 'industries', where: { slug: { equals: 'healthcare' } } })).docs[0]!
  const location = (await payload.find({ collection: 'locations', where: { slug: { equals: 'riyadh' } } })).docs[0]!
  const doc = await payload.create({
    collection: 'jobs',
    locale: 'en',
    context,
    data: {
      referenceCode: ref,
      title: title.en,
      description: richText(paragraph('A role for the alerts test.')),
      industry: industry.id,
      location: location.id,
      workplace: 'onsite',
      employmentType: 'full-time',
      experienceMin: 1,
      openingDate: new Date(Date.now() - DAY).toISOString(),
      closingDate: new Date(Date.now() + 30 * DAY).toISOString(),
      status: 'open',
      ...over,
    } as never,
  })
  await payload.update({
    collection: 'jobs',
    id: doc.id,
    locale: 'ar',
    context,
    data: { title: title.ar, description: richText(paragraph('وظيفة لاختبار التنبيهات.')) },
  })
  made.jobs.push(doc.id)
  return doc
}

/** An active alert whose last digest ended at `since` and which is due now. */
async function alert(email: string, search: Record<string, string>, { locale = 'en', since = new Date(), frequency = 'daily' } = {}) {
  const doc = await payload.create({
    collection: 'job-alerts',
    overrideAccess: true,
    data: {
      email,
      locale: locale as 'en',
      frequency: frequency as 'daily',
      ...search,
      searchKey: 'set-by-hook',
      status: 'active',
      confirmedAt: since.toISOString(),
      digestThrough: since.toISOString(),
      nextDigestAt: new Date(Date.now() - 60_000).toISOString(),
    },
  })
  made.alerts.push(doc.id)
  return doc
}

const reload = (id: number) => payload.findByID({ collection: 'job-alerts', id, depth: 0, overrideAccess: true })

describe('job alert digests', () => {
  let before: Date
  beforeAll(async () => {
    payload = await getTestPayload()
    await job('AL-0001', { en: 'Veterinary Zoologist (old)', ar: 'أخصائي علم الحيوان البيطري (قديم)' })
    before = new Date()
    await new Promise((resolve) => setTimeout(resolve, 20))
    await job('AL-0002', { en: 'Veterinary Zoologist', ar: 'أخصائي علم الحيوان البيطري' })
    await job('AL-0003', { en: 'Marine Zoologist Lead', ar: 'قائد فريق علم الحيوان البحري' })
    await job('AL-0004', { en: 'Payroll Accountant', ar: 'محاسب رواتب' })
    await job('AL-0005', { en: 'Draft Zoologist', ar: 'مسودة' }, { status: 'draft' })
  })

  afterAll(async () => {
    await payload.delete({ collection: 'job-alerts', where: { id: { in: made.alerts } }, overrideAccess: true })
    await payload.delete({ collection: 'jobs', where: { id: { in: made.jobs } }, overrideAccess: true, context })
  })

  it('sends only new, open, matching jobs, each linked, in the subscriber’s language, with one-click unsubscribe', async () => {
    const en = await alert('zoo-en@example.com', { q: 'zoologist' }, { since: before })
    const ar = await alert('zoo-ar@example.com', { q: 'الحيوان', industry: 'healthcare' }, { locale: 'ar', since: before })
    const run = await sendDueDigests(payload)
    expect(run.sent).toBeGreaterThanOrEqual(2)

    const [english] = await mailTo('zoo-en@example.com')
    expect(english!.subject).toBe('2 new jobs: “zoologist”')
    expect(english!.text).toContain('Veterinary Zoologist')
    expect(english!.text).toContain('Marine Zoologist Lead')
    expect(english!.text).not.toContain('(old)') // published before the last digest
    expect(english!.text).not.toContain('Draft Zoologist')
    expect(english!.text).not.toContain('Payroll')
    expect(english!.html).toContain('/en/jobs/veterinary-zoologist-al-0002')

    const [arabic] = await mailTo('zoo-ar@example.com')
    expect(arabic!.subject).toBe('وظيفتان جديدتان: «الحيوان» · الرعاية الصحية')
    expect(arabic!.html).toContain('dir="rtl"')
    expect(arabic!.text).toContain('أخصائي علم الحيوان البيطري')
    expect(arabic!.html).toContain('/ar/jobs/veterinary-zoologist-al-0002')

    for (const [mail, doc] of [
      [english!, en],
      [arabic!, ar],
    ] as const) {
      const token = alertToken(doc)
      expect(mail.headers['list-unsubscribe']).toBe(
        `<http://localhost:3000/api/job-alerts/unsubscribe?alert=${doc.id}&token=${token}&locale=${doc.locale}>`,
      )
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      // The visible link, which needs no sign-in.
      expect(mail.html).toContain(`/${doc.locale}/alerts/${doc.id}/unsubscribe?token=${token}`)
    }

    const after = await reload(en.id)
    expect(after.sentCount).toBe(1)
    expect(after.digestClaim).toBeFalsy()
    expect(new Date(after.nextDigestAt!).getTime()).toBeGreaterThan(Date.now() + DIGEST_INTERVAL_MS.daily - 60_000)
  })

  it('finds Arabic words however they are written (the job search’s normalisation)', async () => {
    // Diacritics and a hamza spelling the job's title does not use.
    await alert('zoo-diacritics@example.com', { q: 'أخِصّائي' }, { locale: 'ar', since: before })
    await sendDueDigests(payload)
    const [mail] = await mailTo('zoo-diacritics@example.com')
    expect(mail!.text).toContain('أخصائي علم الحيوان البيطري')
  })

  it('sends nothing when nothing new matches, and moves the window on', async () => {
    const none = await alert('zoo-none@example.com', { q: 'astronaut' }, { since: before })
    const started = Date.now()
    const run = await sendDueDigests(payload)
    expect(run.empty).toBeGreaterThanOrEqual(1)
    expect(await mailTo('zoo-none@example.com')).toEqual([])
    const after = await reload(none.id)
    expect(new Date(after.digestThrough!).getTime()).toBeGreaterThanOrEqual(started - 1000)
    expect(after.sentCount).toBe(0)
  })

  it('sends a due digest once: a second run finds nothing to send', async () => {
    const once = await alert('zoo-once@example.com', { q: 'marine' }, { since: before })
    await sendDueDigests(payload)
    await sendDueDigests(payload)
    expect(await mailTo('zoo-once@example.com')).toHaveLength(1)
    expect((await reload(once.id)).sentCount).toBe(1)
  })

  it('waits for an alert’s own day or week', async () => {
    const later = await alert('zoo-later@example.com', { q: 'zoologist' }, { since: before, frequency: 'weekly' })
    await payload.update({
      collection: 'job-alerts',
      id: later.id,
      overrideAccess: true,
      data: { nextDigestAt: new Date(Date.now() + DAY).toISOString() },
    })
    await sendDueDigests(payload)
    expect(await mailTo('zoo-later@example.com')).toEqual([])
  })

  it('counts the digest of a run that died after claiming it as sent, and never sends it again', async () => {
    const claimed = await alert('zoo-claimed@example.com', { q: 'zoologist' }, { since: before })
    const claim = new Date(Date.now() - 20 * 60 * 1000).toISOString()
    await payload.update({
      collection: 'job-alerts',
      id: claimed.id,
      overrideAccess: true,
      data: { digestClaim: claim, digestClaimedAt: claim },
    })
    const run = await sendDueDigests(payload)
    expect(run.expiredClaims).toBe(1)
    expect(await mailTo('zoo-claimed@example.com')).toEqual([])
    const after = await reload(claimed.id)
    expect(after.digestThrough).toBe(claim)
    expect(after.digestClaim).toBeFalsy()
    expect(new Date(after.nextDigestAt!).getTime()).toBeGreaterThan(Date.now())
  })

  it('leaves a claim a live run holds alone', async () => {
    const busy = await alert('zoo-busy@example.com', { q: 'zoologist' }, { since: before })
    const claim = new Date().toISOString()
    await payload.update({
      collection: 'job-alerts',
      id: busy.id,
      overrideAccess: true,
      data: { digestClaim: claim, digestClaimedAt: claim },
    })
    await sendDueDigests(payload)
    expect(await mailTo('zoo-busy@example.com')).toEqual([])
    expect((await reload(busy.id)).digestClaim).toBe(claim)
  })
})

describe('one-click unsubscribe (RFC 8058)', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  const post = (id: number, token: string) =>
    restRaw('POST', `/job-alerts/unsubscribe?alert=${id}&token=${encodeURIComponent(token)}&locale=en`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })

  it('refuses a frequency it does not know with a 400 that names the field, never a 500', async () => {
    const email = 'alerts.frequency@example.com'
    const password = CANDIDATE_PASSWORD
    expect((await rest('POST', '/candidates', { body: { email, password, fullName: 'Frequency Test' } })).status).toBe(201)
    const { token } = (await (await rest('POST', '/candidates/login', { body: { email, password } })).json()) as { token: string }
    const response = await rest('POST', '/job-alerts', {
      headers: { Authorization: `JWT ${token}` },
      body: { q: 'engineer', frequency: 'hourly' },
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('frequency')
  })

  it('deletes the alert for a signed POST, without cookies; again is the same answer', async () => {
    const doc = await alert('unsub@example.com', { q: 'nurse' })
    const first = await post(doc.id, alertToken(doc))
    expect(first.status).toBe(200)
    expect(await payload.findByID({ collection: 'job-alerts', id: doc.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect((await post(doc.id, alertToken(doc))).status).toBe(200)
  })

  it('keeps the alert for a wrong signature, answered as an unknown id is (issue 26, finding 7e: no id is told to exist)', async () => {
    const doc = await alert('unsub-kept@example.com', { q: 'nurse' })
    const other = await alert('unsub-other@example.com', { q: 'nurse' })
    expect((await post(doc.id, alertToken(other))).status).toBe(200)
    expect((await post(doc.id, 'x'.repeat(43))).status).toBe(200)
    expect(await payload.findByID({ collection: 'job-alerts', id: doc.id, overrideAccess: true })).toBeTruthy()
  })

  it('sends a browser that opens the header’s link to the visible unsubscribe page', async () => {
    const doc = await alert('unsub-get@example.com', { q: 'nurse' }, { locale: 'ar' })
    const response = await rest('GET', `/job-alerts/unsubscribe?alert=${doc.id}&token=${alertToken(doc)}&locale=ar`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/ar/alerts/${doc.id}/unsubscribe?token=${alertToken(doc)}`)
  })
})
