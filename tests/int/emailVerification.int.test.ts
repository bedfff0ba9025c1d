import { beforeAll, describe, expect, it } from 'vitest'

import { linkOrCreateCandidate } from '@/features/accounts/linkIdentity'
import { confirmEmail, verificationToken } from '@/features/accounts/verification'
import { sendDueDigests } from '@/features/alerts/digest'

import { CANDIDATE_PASSWORD, unique } from '../fixtures/people'
import { makeCvPdf } from '../fixtures/cv'
import { rest, restUpload } from './helpers/http'
import { writtenMail } from './helpers/mail'
import { getTestPayload } from './helpers/payload'
import { json, mailbox, ownedJob, staffMember, type Auth } from './helpers/recruiting'

const linkIn = (text: string) => /https?:\/\/\S+\/verify-email\/confirm\?token=([\w.-]+)/.exec(text)

/** Waits for the emails to one address whose subject matches. */
async function mailFor(address: string, subject: RegExp) {
  let found: Awaited<ReturnType<typeof writtenMail>> = []
  await expect
    .poll(async () => (found = (await writtenMail()).filter((m) => m.to.includes(address) && subject.test(m.subject))).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
  return found
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500))

/**
 * Sign-up confirms the address (issue 28, item 11): a welcome in the visitor's language with a signed link; until it
 * is opened, no job alert and no application email goes to the address; Google and LinkedIn sign-ins come confirmed.
 */
describe('email address confirmation', () => {
  let recruiter: { id: number; auth: Auth }
  let job: number
  const word = `Qxvtr${Date.now().toString(36)}`

  beforeAll(async () => {
    recruiter = await staffMember(unique('verify.rec'), ['recruiter'])
    job = await ownedJob(recruiter.id, { title: `Treasury Analyst ${word}`, titleAr: `محلل خزينة ${word}` })
  })

  it('welcomes a new account in its language with a link that confirms the address; a made-up link does not', async () => {
    const payload = await getTestPayload()
    const email = unique('verify.ar')
    // A visitor cannot declare their address confirmed.
    const created = await rest('POST', '/candidates', {
      body: { email, password: CANDIDATE_PASSWORD, fullName: 'ريم العتيبي', preferredLocale: 'ar', emailVerified: true },
    })
    expect(created.status).toBe(201)
    const id = (await json<{ doc: { id: number } }>(created)).doc.id
    expect((await payload.findByID({ collection: 'candidates', id })).emailVerified).toBe(false)

    const [welcome] = await mailFor(email, /^أهلًا بك في .+: أكّد بريدك الإلكتروني$/)
    expect(welcome!.html).toContain('dir="rtl"')
    expect(welcome!.text).toContain('ريم العتيبي')
    const link = linkIn(welcome!.text)
    expect(link?.[0]).toMatch(/^http:\/\/localhost:3000\/ar\/verify-email\/confirm\?token=/)
    const token = link![1]!

    const [tokenId, expires, signature] = token.split('.')
    expect(await confirmEmail(payload, `${tokenId}.${Number(expires) + 1}.${signature}`)).toBe('invalid')
    expect(await confirmEmail(payload, `${Number(tokenId) + 1}.${expires}.${signature}`)).toBe('invalid')
    expect(await confirmEmail(payload, token, Date.now() + 8 * 86_400_000)).toBe('expired')
    expect((await payload.findByID({ collection: 'candidates', id })).emailVerified).toBe(false)
    expect(await confirmEmail(payload, token)).toBe('confirmed')
    expect((await payload.findByID({ collection: 'candidates', id })).emailVerified).toBe(true)
    // A second click says the same.
    expect(await confirmEmail(payload, token)).toBe('confirmed')
  })

  it('sends no application email to an unconfirmed address, and sends them once it is confirmed', async () => {
    const payload = await getTestPayload()
    const email = unique('verify.apply')
    const candidate = await payload.create({
      collection: 'candidates',
      data: {
        email,
        password: CANDIDATE_PASSWORD,
        fullName: 'Omar Nasser',
        phoneNumber_1: '+966501234567',
        city: 'Riyadh',
        state: 'Riyadh Province',
        skills: 'Treasury',
      },
    })
    expect(candidate.emailVerified).toBe(false)
    const login = await rest('POST', '/candidates/login', { body: { email, password: CANDIDATE_PASSWORD } })
    const auth = { Authorization: `Bearer ${(await json<{ token: string }>(login)).token}` }
    const upload = await restUpload(
      '/candidate-cvs',
      { name: 'cv.pdf', type: 'application/pdf', data: await makeCvPdf(['Treasury']) },
      { headers: auth },
    )
    expect(upload.status).toBe(201)
    const cv = (await json<{ doc: { id: number } }>(upload)).doc
    const applied = await rest('POST', '/applications?locale=en', {
      body: {
        job,
        cv: cv.id,
        fullName: 'Omar Nasser',
        phoneNumber: '+966 50 123 4567',
        city: 'Riyadh',
        state: 'Riyadh Province',
        skills: 'Treasury',
      },
      headers: auth,
    })
    expect(applied.status, await applied.clone().text()).toBe(201)
    const application = (await json<{ doc: { id: number } }>(applied)).doc.id
    const move = async (status: string) =>
      json<{ moved: number[]; emailed: number[] }>(
        await rest('POST', '/recruiting/move', { body: { applications: [application], status, sendEmail: true }, headers: recruiter.auth }),
      )
    // The confirmation of the application ("We received…") and the recruiter's status email both wait.
    expect(await move('reviewed')).toMatchObject({ moved: [application], emailed: [] })
    await settle()
    const toHim = async () => (await mailbox()).filter((m) => JSON.stringify(m.to).includes(email)).map((m) => m.subject)
    expect((await toHim()).filter((s) => !/confirm your email/.test(s ?? ''))).toEqual([])

    await payload.update({ collection: 'candidates', id: candidate.id, data: { emailVerified: true } })
    expect(await move('shortlisted')).toMatchObject({ moved: [application], emailed: [application] })
    await expect.poll(async () => (await toHim()).filter((s) => !/confirm your email/.test(s ?? '')).length, { timeout: 15_000 }).toBe(1)
  })

  it('holds a signed-in candidate’s job alert until the address is confirmed', async () => {
    const payload = await getTestPayload()
    const email = unique('verify.alert')
    const candidate = await payload.create({
      collection: 'candidates',
      data: { email, password: CANDIDATE_PASSWORD, fullName: 'Sara Al-Harbi' },
    })
    const since = new Date(Date.now() - 3_600_000).toISOString()
    const alert = await payload.create({
      collection: 'job-alerts',
      overrideAccess: true,
      data: {
        email,
        candidate: candidate.id,
        locale: 'en',
        frequency: 'daily',
        q: word,
        searchKey: 'set-by-hook',
        status: 'active',
        confirmedAt: since,
        digestThrough: since,
        nextDigestAt: new Date(Date.now() - 60_000).toISOString(),
      },
    })
    const digests = async () => (await writtenMail()).filter((m) => m.to.includes(email) && !/confirm your email/.test(m.subject))
    await sendDueDigests(payload)
    expect(await digests()).toEqual([])

    expect(await confirmEmail(payload, verificationToken({ id: candidate.id, email }))).toBe('confirmed')
    await payload.update({
      collection: 'job-alerts',
      id: alert.id,
      overrideAccess: true,
      data: { digestThrough: since, nextDigestAt: new Date(Date.now() - 60_000).toISOString() },
    })
    await sendDueDigests(payload)
    const sent = await digests()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.text).toContain(`Treasury Analyst ${word}`)
  })

  it('counts a Google or LinkedIn sign-in as confirmed, new account or linked one, and asks again when the address changes', async () => {
    const payload = await getTestPayload()
    const fresh = await linkOrCreateCandidate(
      payload,
      { provider: 'google', subject: `g-${word}`, email: unique('verify.google'), name: 'Layla Hassan' },
      'ar',
    )
    expect(fresh.emailVerified).toBe(true)
    const email = unique('verify.linked')
    const existing = await payload.create({
      collection: 'candidates',
      data: { email, password: CANDIDATE_PASSWORD, fullName: 'Faisal Qureshi' },
    })
    expect(existing.emailVerified).toBe(false)
    const linked = await linkOrCreateCandidate(payload, { provider: 'linkedin', subject: `l-${word}`, email, name: 'Faisal Qureshi' }, 'en')
    expect([linked.id, linked.emailVerified]).toEqual([existing.id, true])
    const before = verificationToken({ id: existing.id, email })

    const moved = unique('verify.moved')
    await payload.update({ collection: 'candidates', id: existing.id, data: { email: moved }, context: { emailChangeAudited: true } })
    expect((await payload.findByID({ collection: 'candidates', id: existing.id })).emailVerified).toBe(false)
    await mailFor(moved, /confirm your email address$/)
    // The link sent to the old address no longer confirms anything.
    expect(await confirmEmail(payload, before)).toBe('invalid')
  })
})
