import { existsSync } from 'node:fs'
import path from 'node:path'

import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'

import { sweepUnusedApplicationCvs, UNUSED_APPLICATION_CVS_PER_ACCOUNT } from '@/collections/CandidateFiles/applicationCvs'
import { env } from '@/lib/env'
import { allowance } from '@/lib/rateLimit'

import { makePdf } from '../fixtures/pdf'
import { rest, restUpload } from './helpers/http'
import { getTestPayload } from './helpers/payload'

/**
 * SECURITY.md checklist, "Input and abuse" and "Uploads": what one candidate account can pile up. Applications and
 * uploads are limited per account, CVs uploaded for an application that never came are capped and cleaned up, and a
 * PDF is stored without whatever was glued onto it.
 */
const PASSWORD = 'wadi rum at sunset 6'
let n = 0
const fresh = () => ({ 'x-forwarded-for': `10.19.${Math.floor(++n / 250)}.${n % 250}` })
type Auth = { Authorization: string }

const complete = { fullName: 'Reem Khalil', phoneNumber_1: '+966501234567', city: 'Dammam', state: 'Eastern Province', skills: 'Logistics' }

async function candidate(email: string): Promise<{ id: number; auth: Auth }> {
  const payload = await getTestPayload()
  const doc = await payload.create({ collection: 'candidates', data: { email, password: PASSWORD, ...complete }, overrideAccess: true })
  const response = await rest('POST', '/candidates/login', { body: { email, password: PASSWORD }, headers: fresh() })
  return { id: doc.id, auth: { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` } }
}

const upload = (auth: Auth, data: Uint8Array, { purpose, locale }: { purpose?: 'application'; locale?: string } = {}) =>
  restUpload(
    `/candidate-cvs${locale ? `?locale=${locale}` : ''}`,
    { name: 'cv.pdf', type: 'application/pdf', data },
    {
      headers: auth,
      fields: purpose ? { purpose } : {},
    },
  )

async function uploaded(auth: Auth, purpose?: 'application') {
  const response = await upload(auth, makePdf('Reem Khalil'), { purpose })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: { id: number; filename: string } }).doc
}

const cvFile = (filename: string) => path.join(env.uploadDir, 'candidate-cvs', filename)

describe('per-account limits', () => {
  it('store a PDF as the document it is, without what was appended to it', async () => {
    const { auth } = await candidate('polyglot@example.com')
    const html = '<html><body><script>alert(document.cookie)</script></body></html>\n'
    const glued = new Uint8Array([...makePdf('Polyglot Test'), ...new TextEncoder().encode(html)])
    const response = await upload(auth, glued)
    expect(response.status, await response.clone().text()).toBe(201)
    const { doc } = (await response.json()) as { doc: { filename: string } }
    const served = Buffer.from(await (await rest('GET', `/candidate-cvs/file/${doc.filename}`, { headers: auth })).arrayBuffer())
    expect(served.subarray(0, 5).toString()).toBe('%PDF-')
    expect(served.toString('latin1')).not.toMatch(/<html|<script/i)
    // Still the same document: one page, its text.
    expect((await PDFDocument.load(served)).getPageCount()).toBe(1)
    expect(served.toString('latin1')).toContain('(Polyglot Test) Tj')
  })

  it('limit uploads per account and hour, in the page language', async () => {
    const { auth } = await candidate('many-uploads@example.com')
    for (let i = 0; i < allowance('upload'); i++) expect((await upload(auth, makePdf(`CV ${i}`))).status).toBe(201)
    const refused = await upload(auth, makePdf('one more'), { locale: 'ar' })
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('رفعت ملفات كثيرة في وقت قصير')
    // Another account is not affected.
    expect((await upload((await candidate('few-uploads@example.com')).auth, makePdf('mine'))).status).toBe(201)
  })

  it('keep at most 5 unused "for this application" CVs per account, and none past a day', async () => {
    const payload = await getTestPayload()
    const { auth } = await candidate('pending-cvs@example.com')
    const first = await uploaded(auth, 'application')
    const job = (await payload.find({ collection: 'jobs', limit: 1, depth: 0, overrideAccess: false })).docs[0]!
    const applied = await rest('POST', '/applications', {
      headers: auth,
      body: {
        job: job.id,
        cv: first.id,
        fullName: 'Reem Khalil',
        phoneNumber: '+966501234567',
        city: 'Dammam',
        state: 'Eastern Province',
        skills: 'Logistics',
      },
    })
    expect(applied.status, await applied.clone().text()).toBe(201)
    const unused = []
    for (let i = 0; i < UNUSED_APPLICATION_CVS_PER_ACCOUNT + 2; i++) unused.push(await uploaded(auth, 'application'))
    const left = await payload.find({
      collection: 'candidate-cvs',
      where: { filename: { in: [first, ...unused].map((cv) => cv.filename) } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    // The one sent with an application, and the newest 5 of the others.
    expect(left.docs.map((cv) => cv.id).sort((x, y) => x - y)).toEqual([
      first.id,
      ...unused.slice(-UNUSED_APPLICATION_CVS_PER_ACCOUNT).map((cv) => cv.id),
    ])
    expect(unused.slice(0, 2).map((cv) => existsSync(cvFile(cv.filename)))).toEqual([false, false])

    // A day later, the unused ones go, the one an application uses stays.
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    for (const cv of [first, ...unused.slice(-UNUSED_APPLICATION_CVS_PER_ACCOUNT)]) {
      await payload.db.updateOne({ collection: 'candidate-cvs', id: cv.id, data: { createdAt: old }, returning: false })
    }
    // Swept (by these calls, or by a sweep an upload started in the background) until none of them is left.
    const kept = unused.slice(-UNUSED_APPLICATION_CVS_PER_ACCOUNT).map((cv) => cv.id)
    const stillThere = async () =>
      (await payload.count({ collection: 'candidate-cvs', where: { id: { in: kept } }, overrideAccess: true })).totalDocs
    for (let round = 0; round < 20 && (await stillThere()) > 0; round++) await sweepUnusedApplicationCvs(payload)
    expect(await stillThere()).toBe(0)
    expect(existsSync(cvFile(first.filename))).toBe(true)
    expect(
      (await payload.count({ collection: 'candidate-cvs', where: { id: { equals: first.id } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    expect(unused.map((cv) => existsSync(cvFile(cv.filename)))).toEqual(Array(unused.length).fill(false))
  })

  it('limit applications per account and hour, on every path', async () => {
    const payload = await getTestPayload()
    const { auth, id } = await candidate('many-applications@example.com')
    const cv = await uploaded(auth)
    // Jobs anyone may apply for: a job only for those who meet its criteria (issue 32) would refuse this profile.
    const jobs = (
      await payload.find({
        collection: 'jobs',
        where: { 'eligibility.allowIneligible': { equals: true } },
        limit: allowance('apply') + 1,
        depth: 0,
        overrideAccess: false,
        sort: '-id',
      })
    ).docs
    expect(jobs.length).toBe(allowance('apply') + 1)
    const form = (job: number) => ({
      job,
      cv: cv.id,
      fullName: 'Reem Khalil',
      phoneNumber: '+966501234567',
      city: 'Dammam',
      state: 'Eastern Province',
      skills: 'Logistics',
    })
    for (const job of jobs.slice(0, -1))
      expect((await rest('POST', '/applications', { headers: auth, body: form(job.id) })).status).toBe(201)
    const refused = await rest('POST', '/applications?locale=ar', { headers: auth, body: form(jobs.at(-1)!.id) })
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('أرسلت طلبات كثيرة في وقت قصير')
    expect(
      // This candidate's: other test files share the database and may have applied to the same job.
      (
        await payload.count({
          collection: 'applications',
          where: { job: { equals: jobs.at(-1)!.id }, candidate: { equals: id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})
