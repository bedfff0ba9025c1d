import { existsSync } from 'node:fs'
import path from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { cvReadsSettled } from '@/features/cv/read'
import { cvReview } from '@/features/cv/queries'
import type { CurrentCandidate } from '@/features/accounts/current'
import { deleteOwnAccount } from '@/features/privacy/accountDeletion'
import { createDataExport } from '@/features/privacy/exportTokens'
import { env } from '@/lib/env'

import { fixtureFile } from '../fixtures/cv/evaluate'
import { generatedCvs } from '../fixtures/cv/generated'
import { CANDIDATE_PASSWORD as PASSWORD } from '../fixtures/people'
import { rest, restRaw, restUpload } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, mailTo, ownedJob, staffMember } from './helpers/recruiting'

/**
 * Issue 20: "Download my data" (one ZIP, once, for its owner, rate-limited), "Delete my account" (password, files,
 * sessions, anonymised applications, an email) and what an uploaded CV proposes for the profile.
 */

const download = (token: string, headers: Record<string, string> = {}) =>
  restRaw('GET', `/data-exports/download/${token}`, { headers: { accept: 'application/json', ...headers } })

async function me(id: number): Promise<CurrentCandidate> {
  const payload = await getTestPayload()
  const doc = await payload.findByID({ collection: 'candidates', id, depth: 0, overrideAccess: true })
  return { ...doc, collection: 'candidates' } as CurrentCandidate
}

describe('download my data', () => {
  it('gives the owner one ZIP with the profile, applications and statuses, saved jobs, sign-ins and files, once', async () => {
    const payload = await getTestPayload()
    const recruiter = await staffMember('export-recruiter@example.com', ['recruiter'])
    const job = await ownedJob(recruiter.id, { title: 'Export Analyst', titleAr: 'محلل تصدير' })
    const owner = await applicant('export-owner@example.com', { fullName: 'Rana Export', cvLines: ['Rana Export', 'Riyadh'] })
    const other = await applicant('export-other@example.com', { fullName: 'Other Person' })
    const application = await applyTo(owner, job, 'en', 'Rana Export')
    await payload.update({ collection: 'applications', id: application, data: { status: 'shortlisted' }, overrideAccess: true })
    expect((await rest('POST', '/saved-jobs', { headers: owner.auth, body: { job } })).status).toBe(201)
    const alert = { q: 'export analyst', frequency: 'weekly', email: 'export-owner@example.com', locale: 'en' }
    expect((await rest('POST', '/job-alerts', { headers: owner.auth, body: alert })).status).toBe(201)

    // The application's "received" news is recorded once the application has committed (features/notify).
    await expect
      .poll(
        async () =>
          (
            await payload.count({
              collection: 'notification-messages',
              where: { and: [{ candidate: { equals: owner.id } }, { status: { equals: 'sent' } }] },
              overrideAccess: true,
            })
          ).totalDocs,
        { timeout: 15_000 },
      )
      .toBe(1)
    const { token } = await createDataExport(payload, owner.id)
    expect((await download(token)).status).toBe(401)
    expect((await download(token, other.auth)).status).toBe(404)
    expect((await download('not-a-real-token-at-all-000000', owner.auth)).status).toBe(404)

    const response = await download(token, owner.auth)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?nukhba-data-\d{4}-\d{2}-\d{2}\.zip"?$/)
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const read = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'applications.json', 'saved-jobs.json', 'job-alerts.json', 'sign-ins.json']),
    )
    expect(read('job-alerts.json')).toMatchObject([{ search: { q: 'export analyst' }, frequency: 'weekly' }])
    // Every notification with its channel and outcome (issue 34): here the email that said the application arrived.
    expect(read('notification-messages.json')).toMatchObject([
      { purpose: 'applicationUpdates', channel: 'email', template: 'application_update', language: 'en', status: 'sent' },
    ])
    expect(read('profile.json')).toMatchObject({ email: 'export-owner@example.com', fullName: 'Rana Export', experienceYears: 5 })
    expect(read('profile.json')).not.toHaveProperty('hash')
    const applications = read('applications.json') as { status: string; job: { title: Record<string, string> } }[]
    expect(applications).toHaveLength(1)
    expect(applications[0]).toMatchObject({ status: 'shortlisted', job: { title: { en: 'Export Analyst', ar: 'محلل تصدير' } } })
    expect(read('saved-jobs.json')).toMatchObject([{ job: { id: job } }])
    expect((read('sign-ins.json') as { sessions: unknown[] }).sessions.length).toBeGreaterThan(0)
    const cvFile = Object.keys(files).find((name) => name.startsWith('files/cvs/'))
    expect(cvFile).toBeDefined()
    expect(strFromU8(files[cvFile!]!.slice(0, 5))).toBe('%PDF-')
    expect(JSON.stringify(Object.keys(files))).not.toContain('Other Person')
    expect(strFromU8(files['applications.json']!)).not.toContain('Other Person')

    // Once: the same link again is gone, for the owner too.
    const again = await download(token, owner.auth)
    expect(again.status).toBe(410)
    expect(((await again.json()) as { errors: { message: string }[] }).errors[0]!.message).toBeTruthy()
    // A page visit (the link on /profile) is sent back to the profile with the reason, in its language.
    const page = await restRaw('GET', `/data-exports/download/${token}?locale=ar`, { headers: { accept: 'text/html', ...owner.auth } })
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe('/ar/profile?export=used#your-data')
  }, 120_000)

  it('is limited to three links a day per account, and a new link replaces the earlier one', async () => {
    const payload = await getTestPayload()
    const who = await applicant('export-limit@example.com')
    const first = await createDataExport(payload, who.id)
    const second = await createDataExport(payload, who.id)
    expect((await download(first.token, who.auth)).status).toBe(404)
    await createDataExport(payload, who.id)
    await expect(createDataExport(payload, who.id)).rejects.toThrow()
    expect((await download(second.token, who.auth)).status).toBe(404)
  })

  it('expires', async () => {
    const payload = await getTestPayload()
    const who = await applicant('export-expired@example.com')
    const { token } = await createDataExport(payload, who.id, new Date(Date.now() - 60 * 60_000))
    expect((await download(token, who.auth)).status).toBe(410)
  })
})

describe('delete my account', () => {
  it('needs the right password, then removes the profile, files, saved jobs, exports and sessions, anonymises applications and emails', async () => {
    const payload = await getTestPayload()
    const recruiter = await staffMember('delete-recruiter@example.com', ['recruiter'])
    const job = await ownedJob(recruiter.id)
    const who = await applicant('delete-me@example.com', { fullName: 'Layla Leaving' })
    const application = await applyTo(who, job, 'en', 'Layla Leaving')
    expect((await rest('POST', '/saved-jobs', { headers: who.auth, body: { job } })).status).toBe(201)
    const alert = { q: 'leaving', frequency: 'daily', email: 'delete-me@example.com', locale: 'en' }
    expect((await rest('POST', '/job-alerts', { headers: who.auth, body: alert })).status).toBe(201)
    await createDataExport(payload, who.id)
    await payload.update({ collection: 'candidates', id: who.id, data: { preferredLocale: 'ar' }, overrideAccess: true })
    const cvFile = path.join(env.uploadDir, 'candidate-cvs', who.cv.filename)
    expect(existsSync(cvFile)).toBe(true)

    expect(await deleteOwnAccount(payload, await me(who.id), { password: 'not my password' })).toEqual({
      ok: false,
      error: 'wrongPassword',
    })
    expect(await deleteOwnAccount(payload, await me(who.id), { password: '' })).toEqual({ ok: false, error: 'passwordRequired' })
    expect(await payload.findByID({ collection: 'candidates', id: who.id, disableErrors: true, overrideAccess: true })).not.toBeNull()

    expect(await deleteOwnAccount(payload, await me(who.id), { password: PASSWORD })).toEqual({ ok: true, email: who.email })
    expect(await payload.findByID({ collection: 'candidates', id: who.id, disableErrors: true, overrideAccess: true })).toBeNull()
    for (const [collection, field] of [
      ['candidate-cvs', 'owner'],
      ['candidate-pictures', 'owner'],
      ['saved-jobs', 'candidate'],
      ['job-alerts', 'candidate'],
      ['data-exports', 'candidate'],
    ] as const) {
      expect((await payload.count({ collection, where: { [field]: { equals: who.id } }, overrideAccess: true })).totalDocs).toBe(0)
    }
    expect(existsSync(cvFile)).toBe(false)
    const kept = await payload.findByID({ collection: 'applications', id: application, depth: 0, overrideAccess: true })
    expect(kept).toMatchObject({ candidate: null, cv: null, fullName: '—', phoneNumber: '—', job })
    expect(JSON.stringify(kept)).not.toContain('Layla')
    // Every session ended: the token the candidate held no longer signs anyone in.
    const after = await restRaw('GET', '/candidates/me', { headers: who.auth })
    expect(((await json<{ user: unknown }>(after)) as { user: unknown }).user).toBeNull()
    // The confirmation, in the language they chose for emails.
    const [mail] = await mailTo('delete-me@example.com', 1, (m) => /حذف|حُذف/.test(m.subject ?? ''))
    expect(mail!.html).toContain('/ar/privacy-policy')
  })

  it('for an account that signs in with a provider, a sign-in of the last 10 minutes stands for the password', async () => {
    const payload = await getTestPayload()
    const who = await applicant('delete-provider@example.com')
    await payload.update({
      collection: 'candidates',
      id: who.id,
      data: { identities: [{ provider: 'google', subject: 'google-delete-provider' }] },
      overrideAccess: true,
    })
    const stored = await payload.db.findOne<{ id: number; sessions: { id: string }[] }>({
      collection: 'candidates',
      where: { id: { equals: who.id } },
    })
    const session = stored!.sessions.at(-1)!.id
    const later = new Date(Date.now() + 11 * 60_000)
    expect(await deleteOwnAccount(payload, { ...(await me(who.id)), _sid: session }, { password: '' }, later)).toEqual({
      ok: false,
      error: 'passwordRequired',
    })
    expect(await deleteOwnAccount(payload, { ...(await me(who.id)), _sid: 'someone-elses-session' }, { password: '' })).toEqual({
      ok: false,
      error: 'passwordRequired',
    })
    expect(await deleteOwnAccount(payload, { ...(await me(who.id)), _sid: session }, { password: '' })).toEqual({
      ok: true,
      email: who.email,
    })
    expect(await payload.findByID({ collection: 'candidates', id: who.id, disableErrors: true, overrideAccess: true })).toBeNull()
  })

  it('is rate-limited per account: wrong passwords run out', async () => {
    const payload = await getTestPayload()
    const who = await applicant('delete-guess@example.com')
    for (let i = 0; i < 5; i++) expect((await deleteOwnAccount(payload, await me(who.id), { password: `guess ${i}` })).ok).toBe(false)
    expect(await deleteOwnAccount(payload, await me(who.id), { password: PASSWORD })).toEqual({ ok: false, error: 'rateLimited' })
  })
})

describe('a CV that fills the profile', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`proposes the ${lang === 'en' ? 'English' : 'Arabic'} CV's name, phones and city next to the current values`, async () => {
      const payload = await getTestPayload()
      const fixture = generatedCvs().find((cv) => cv.lang === lang && cv.format === 'pdf' && cv.truth.fullName && cv.truth.city)!
      const who = await applicant(`cv-review-${lang}@example.com`, { fullName: 'Someone Else', city: 'Nowhere' })
      const { data, mimeType } = await fixtureFile(fixture)
      const upload = await restUpload('/candidate-cvs', { name: `cv-${lang}.pdf`, type: mimeType, data }, { headers: who.auth })
      expect(upload.status).toBe(201)
      const cv = (await json<{ doc: { id: number } }>(upload)).doc
      await payload.update({ collection: 'candidates', id: who.id, data: { cv: cv.id }, overrideAccess: true })
      // The upload answered before the CV was read (features/cv/read.ts); the review waits for the reading.
      await cvReadsSettled()

      const review = await cvReview(await me(who.id), lang)
      expect(review.reading).toBe(false)
      const row = (field: string) => review.proposals!.rows.find((r) => r.field === field)
      expect(review.unreadable).toBe(false)
      expect(row('fullName')).toMatchObject({ current: 'Someone Else', needed: false })
      expect(row('fullName')!.proposed.toLowerCase()).toBe(fixture.truth.fullName!.toLowerCase())
      expect(row('city')).toMatchObject({ current: 'Nowhere', needed: false })
      expect(fixture.truth.phones).toContain(row('phoneNumber_1')!.proposed)
      expect(row('phoneNumber_1')!.proposed).toMatch(/^\+\d{8,15}$/)
      // Nothing is saved by reading it.
      const after = await payload.findByID({ collection: 'candidates', id: who.id, overrideAccess: true })
      expect(after).toMatchObject({ fullName: 'Someone Else', city: 'Nowhere' })
    })
  }

  it('the skills list is staff-edited and seeded in both languages', async () => {
    const payload = await getTestPayload()
    const skills = await payload.find({ collection: 'skills', locale: 'all', limit: 200, depth: 0, overrideAccess: true })
    expect(skills.totalDocs).toBeGreaterThan(20)
    const named = skills.docs[0]!.name as unknown as Record<string, string>
    expect(named.en).toBeTruthy()
    expect(named.ar).toMatch(/[\u0600-\u06FF]/)
  })
})
