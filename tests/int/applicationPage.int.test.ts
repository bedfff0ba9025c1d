import { beforeAll, describe, expect, it } from 'vitest'

import { rawSql } from '@/lib/db/rawSql'
import { moveNotesToTimeline } from '@/migrations/steps/application_notes'

import { DOCX_TYPE, makeCvDocx } from '../fixtures/cv'
import { rest, restUpload } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, ownedJob, staffMember, type Auth, type Applicant } from './helpers/recruiting'

/**
 * The admin's application page (issue 28, item 8), on SQLite or PostgreSQL: the CV file shown inline only to staff who
 * may read the application (the frame's URL is the access-checked file route), and the notes moved onto the timeline.
 */
describe('the application page', () => {
  let owner: { id: number; auth: Auth }
  let other: { id: number; auth: Auth }
  let candidate: Applicant
  let wordCandidate: Applicant & { cv: { id: number; filename: string } }
  let application: number
  let job: number

  beforeAll(async () => {
    owner = await staffMember('page.owner@example.com', ['recruiter'])
    other = await staffMember('page.other@example.com', ['recruiter'])
    job = await ownedJob(owner.id, { title: 'Payroll Officer', titleAr: 'مسؤول رواتب' })
    candidate = await applicant('page.cand@example.com', { cvLines: ['Noura Al-Harbi', 'Payroll and WPS'] })
    application = await applyTo(candidate, job, 'ar', 'نورة الحربي')
    const w = await applicant('page.word@example.com')
    const upload = await restUpload(
      '/candidate-cvs',
      { name: 'سيرتي الذاتية.docx', type: DOCX_TYPE, data: await makeCvDocx(['Word CV']) },
      { headers: w.auth },
    )
    expect(upload.status).toBe(201)
    wordCandidate = { ...w, cv: (await json<{ doc: { id: number; filename: string } }>(upload)).doc }
    await applyTo(wordCandidate, job, 'en', 'Huda Saleh')
  })

  const file = (name: string, inline: boolean, auth?: Auth) =>
    rest('GET', `/candidate-cvs/file/${encodeURIComponent(name)}${inline ? '?view=inline' : ''}`, { headers: auth })

  it('keeps the name the candidate gave the CV, apart from its stored name', async () => {
    const app = await json<{ cv: { originalName: string; filename: string } }>(
      await rest('GET', `/applications/${application}?depth=1`, { headers: owner.auth }),
    )
    expect(app.cv.originalName).toBe('cv.pdf')
    expect(app.cv.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    const word = await json<{ docs: { originalName: string }[] }>(
      await rest('GET', `/candidate-cvs?where[id][equals]=${wordCandidate.cv.id}`, { headers: owner.auth }),
    )
    expect(word.docs[0]!.originalName).toBe('سيرتي الذاتية.docx')
  })

  it('serves a PDF inline, framable by the admin, to the recruiter of the job only', async () => {
    const inline = await file(candidate.cv.filename, true, owner.auth)
    expect(inline.status).toBe(200)
    expect(inline.headers.get('content-type')).toBe('application/pdf')
    expect(inline.headers.get('content-disposition')).toBe('inline; filename=cv.pdf')
    expect(inline.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox; frame-ancestors 'self'")
    expect(inline.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff')
    expect(
      Buffer.from(await inline.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    // Without asking: a download, never framed.
    const download = await file(candidate.cv.filename, false, owner.auth)
    expect(download.headers.get('content-disposition')).toBe('attachment; filename=cv.pdf')
    expect(download.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    // Another recruiter and a visitor get nothing; the candidate gets their own file as a download only.
    expect((await file(candidate.cv.filename, true, other.auth)).status).toBeGreaterThanOrEqual(400)
    expect((await file(candidate.cv.filename, true)).status).toBeGreaterThanOrEqual(400)
    const own = await file(candidate.cv.filename, true, candidate.auth)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(own.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    // A Word CV is never shown inline, even to its recruiter.
    const word = await file(wordCandidate.cv.filename, true, owner.auth)
    expect(word.status).toBe(200)
    expect(word.headers.get('content-disposition')).toMatch(/^attachment;/)
  })

  it('keeps the rating between 1 and 5 stars, on the timeline', async () => {
    expect((await rest('PATCH', `/applications/${application}`, { headers: owner.auth, body: { rating: 4 } })).status).toBe(200)
    expect((await rest('PATCH', `/applications/${application}`, { headers: owner.auth, body: { rating: 6 } })).status).toBe(400)
    expect(
      (await rest('PATCH', `/applications/${application}`, { headers: other.auth, body: { rating: 1 } })).status,
    ).toBeGreaterThanOrEqual(400)
    const timeline = await json<{ docs: { kind: string; data: { to?: number } }[] }>(
      await rest('GET', `/application-activities?where[application][equals]=${application}&where[kind][equals]=rating`, {
        headers: owner.auth,
      }),
    )
    expect(timeline.docs.map((entry) => entry.data.to)).toEqual([4])
  })

  it('moves notes written before the timeline onto it, once', async () => {
    const payload = await getTestPayload()
    // A note as it was stored before the timeline recorded the field's changes (no hook ran).
    await payload.db.updateOne({
      collection: 'applications',
      id: application,
      data: { internalNotes: 'اتصلت بها يوم الأحد: متاحة فورًا' },
      returning: false,
    })
    const d = rawSql(payload)
    const step = () => moveNotesToTimeline({ sql: d.sql, run: (query) => d.write(query) })
    await step()
    await step()
    const notes = await json<{ docs: { kind: string; text: string; job: number | { id: number } }[] }>(
      await rest('GET', `/application-activities?where[application][equals]=${application}&where[kind][equals]=note&depth=0`, {
        headers: owner.auth,
      }),
    )
    expect(notes.docs.map((entry) => entry.text)).toEqual(['اتصلت بها يوم الأحد: متاحة فورًا'])
    expect(notes.docs[0]!.job).toBe(job)
    // A note written through the API lands on the timeline as well (the one place for notes).
    await rest('PATCH', `/applications/${application}`, { headers: owner.auth, body: { internalNotes: 'Second call booked' } })
    const after = await json<{ docs: { text: string }[] }>(
      await rest('GET', `/application-activities?where[application][equals]=${application}&where[kind][equals]=note&sort=-createdAt`, {
        headers: owner.auth,
      }),
    )
    expect(after.docs[0]!.text).toBe('Second call booked')
  })
})
