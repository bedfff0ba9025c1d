import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { rawCvText } from '@/features/cv/extract'
import { graphql, rest, restRaw } from './helpers/http'
import { mailTo } from './helpers/mail'
import { getTestPayload } from './helpers/payload'
import { ownedJob, staffMember, type Auth } from './helpers/recruiting'
import { nextRequest as request } from './helpers/nextMocks'

/**
 * Employers' report requests and the benchmark report (issue 33): the explorer's form as a script or a browser
 * without scripts would post it (the server action itself), stored once as a lead only staff read, rate-limited and
 * behind a honeypot; the report of a family and country as PDF in English and in Arabic, read back as text, with
 * nothing withheld and no organisation in it; and figures from placements, where the client agreed, as one round
 * marked as ours that feeds the explorer only under the safety zone.
 */
vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))
request.locale = 'ar'

const fromAddress = (address: string) => {
  request.headers = new Headers({ 'x-forwarded-for': address })
}
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}
const GOOD = {
  company: 'Gulf Test Logistics',
  name: 'Mariam Al-Harbi',
  email: 'mariam@gulf-test.example.com',
  phone: '+966 50 123 4567',
  family: 'finance',
  country: 'sa',
  consent: 'yes',
  website: '',
}

let payload: Payload
let recruiter: Auth
let editor: Auth
let admin: { id: number; auth: Auth }

beforeAll(async () => {
  payload = await getTestPayload()
  recruiter = (await staffMember(`report-recruiter-${Date.now()}@example.com`, ['recruiter'])).auth
  editor = (await staffMember(`report-editor-${Date.now()}@example.com`, ['editor'])).auth
  admin = await staffMember(`report-admin-${Date.now()}@example.com`, ['admin'])
}, 360_000)

const leads = (company: string) =>
  payload.find({ collection: 'salary-report-requests', where: { company: { equals: company } }, overrideAccess: true, depth: 0 })

describe("employers' report requests (issue 33)", () => {
  it('stores a request once, in the language of the page, and only staff read it', async () => {
    const { reportRequestForm } = await import('@/features/salary/reportActions')
    fromAddress('10.33.1.1')
    const submissionId = randomUUID()
    expect(await reportRequestForm({}, form({ ...GOOD, submissionId }))).toEqual({ done: true })
    // The same form sent again (a double click, a retried post) is answered as sent and stored once.
    expect(await reportRequestForm({}, form({ ...GOOD, submissionId }))).toEqual({ done: true })
    const stored = await leads(GOOD.company)
    expect(stored.totalDocs).toBe(1)
    expect(stored.docs[0]).toMatchObject({
      name: GOOD.name,
      email: GOOD.email,
      family: 'finance',
      country: 'sa',
      status: 'new',
      locale: 'ar',
    })
    expect(stored.docs[0]!.consentedAt).toBeTruthy()

    // The employer is emailed the report of their family and country as a PDF, in the page's language, and the
    // agency's inbox hears of the lead with a link to it; the form sent twice sent them once.
    const confirmations = await mailTo(GOOD.email)
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]!.subject).toContain('تقرير مقارنة الرواتب')
    expect(confirmations[0]!.text).toContain('مرفق بهذه الرسالة تقرير مجال المالية والمحاسبة في السعودية')
    expect(confirmations[0]!.html).toContain('dir="rtl"')
    const parsed = await simpleParser(readFileSync(path.join(process.env.DATA_DIR!, 'mail', confirmations[0]!.file)))
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([['salary-benchmark-finance-sa-ar.pdf', 'application/pdf']])
    const attached = (await rawCvText(new Uint8Array(parsed.attachments[0]!.content), 'application/pdf')).replace(/\s+/g, ' ')
    expect(attached).toContain('المالية والمحاسبة')
    expect(attached).toContain('الوسيط')
    // Only what the explorer publishes: the seeded round's withheld Dammam cells are not in it.
    expect(attached).not.toContain('الدمام')
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const inbox = (await mailTo(settings.contact!.email!)).filter((m) => m.text.includes(GOOD.company))
    expect(inbox).toHaveLength(1)
    expect(inbox[0]!.headers['reply-to']).toContain(GOOD.email)
    expect(inbox[0]!.text).toContain(`/admin/collections/salary-report-requests/${stored.docs[0]!.id}`)

    const id = stored.docs[0]!.id
    for (const auth of [{}, editor]) {
      expect((await rest('GET', `/salary-report-requests/${id}`, { headers: auth })).status).toBe(403)
      expect((await rest('GET', '/salary-report-requests', { headers: auth })).status).toBe(403)
    }
    const seen = await rest('GET', `/salary-report-requests/${id}`, { headers: recruiter })
    expect(seen.status).toBe(200)
    const body = await seen.text()
    expect(body).toContain(GOOD.email)
    // The submission key is the server's.
    expect(body).not.toContain(submissionId)
    const guest = await graphql(`
      {
        SalaryReportRequests {
          docs {
            email
          }
        }
      }
    `)
    expect(JSON.stringify(guest)).not.toContain(GOOD.email)
  })

  it('answers every missing or wrong field in the visitor’s words, keeps what was typed, and stores nothing', async () => {
    const { reportRequestForm } = await import('@/features/salary/reportActions')
    fromAddress('10.33.1.2')
    const state = await reportRequestForm(
      {},
      form({ ...GOOD, company: 'Nope Co', email: 'not-an-email', phone: 'call me', family: 'astronaut', consent: '' }),
    )
    expect(state.errors).toEqual({ email: 'emailInvalid', phone: 'phoneInvalid', family: 'familyRequired', consent: 'consentRequired' })
    expect(state.values).toMatchObject({ company: 'Nope Co', email: 'not-an-email' })
    expect(state.values).not.toHaveProperty('website')
    expect((await leads('Nope Co')).totalDocs).toBe(0)
  })

  it('stores nothing from a bot that fills the hidden field, and limits each address to five requests in ten minutes', async () => {
    const { reportRequestForm } = await import('@/features/salary/reportActions')
    fromAddress('10.33.1.3')
    expect(await reportRequestForm({}, form({ ...GOOD, company: 'Bot Co', website: 'http://spam.example' }))).toEqual({ done: true })
    expect((await leads('Bot Co')).totalDocs).toBe(0)
    fromAddress('10.33.1.4')
    const answers = []
    for (let i = 0; i < 7; i++) answers.push(await reportRequestForm({}, form({ ...GOOD, company: 'Busy Co', submissionId: randomUUID() })))
    expect(answers.slice(0, 5).every((a) => a.done)).toBe(true)
    expect(answers[5]!.formError).toBe('rateLimited')
    expect((await leads('Busy Co')).totalDocs).toBe(5)
  })
})

describe('the benchmark report as PDF (issue 33)', () => {
  it('draws the published figures of a family and country in English and in Arabic, for staff only, with no organisation', async () => {
    const en = await rest('GET', '/salary/report/finance/sa/en', { headers: recruiter })
    expect(en.status).toBe(200)
    expect(en.headers.get('content-type')).toBe('application/pdf')
    // Read back as text, lines joined (the heading wraps).
    const enText = (await rawCvText(new Uint8Array(await en.arrayBuffer()), 'application/pdf')).replace(/\s+/g, ' ')
    expect(enText).toContain('Salary benchmark: Finance and accounting in Saudi Arabia')
    expect(enText).toMatch(/Senior: median [\d,]+ SAR/)
    expect(enText).toMatch(/\d+ organisations, \d+ employees, (high|medium|low) confidence/)
    expect(enText).toContain('Riyadh: median')
    // The seeded round's Dammam cells are withheld on the explorer: the report does not have them either.
    expect(enText).not.toContain('Dammam')
    expect(enText).not.toContain('(demo)')

    const ar = await rest('GET', '/salary/report/finance/sa/ar', { headers: admin.auth })
    expect(ar.status).toBe(200)
    const arText = (await rawCvText(new Uint8Array(await ar.arrayBuffer()), 'application/pdf')).replace(/\s+/g, ' ')
    expect(arText).toContain('المالية والمحاسبة')
    expect(arText).toContain('الوسيط')
    expect(arText).toContain('ريال سعودي')

    for (const auth of [{}, editor]) expect((await rest('GET', '/salary/report/finance/sa/en', { headers: auth })).status).toBe(401)
    for (const path of ['/salary/report/astronaut/sa/en', '/salary/report/finance/fr/en', '/salary/report/finance/sa/fr'])
      expect((await rest('GET', path, { headers: recruiter })).status).toBe(404)
  }, 120_000)
})

describe('figures from placements (issue 33)', () => {
  it('takes anonymised salaries only from clients who agreed, as one round marked as placements, under the safety zone', async () => {
    const location = (await payload.find({ collection: 'locations', where: { country: { equals: 'SA' } }, limit: 1, depth: 0 })).docs[0]!
    // Six clients who agreed and one who did not, each with one senior engineering hire in Saudi riyals.
    for (const [i, agreed] of [true, true, true, true, true, true, false].entries()) {
      const client = await payload.create({
        collection: 'clients',
        locale: 'en',
        data: { name: `Survey Placement Client ${i}`, accountManager: admin.id, salarySurveyConsent: agreed } as never,
      })
      const agreement = await payload.create({
        collection: 'fee-agreements',
        overrideAccess: true,
        data: {
          client: client.id,
          title: 'Terms',
          country: 'SA',
          currency: 'SAR',
          feeKind: 'percentage',
          percentage: '20',
          base: 'basicPlusAllowances',
          paymentTermsDays: 30,
          guaranteeDays: 90,
          ownershipDays: 180,
          invoiceOn: 'startDate',
        } as never,
      })
      const job = await ownedJob(admin.id, { title: `Survey Engineer ${i}`, titleAr: `مهندس مسح ${i}` })
      await payload.update({
        collection: 'jobs',
        id: job,
        data: { client: client.id, location: location.id } as never,
        context: { disableRevalidate: true },
      })
      await payload.create({
        collection: 'placements',
        overrideAccess: true,
        data: {
          client: client.id,
          job,
          agreement: agreement.id,
          candidateName: `Hire ${i}`,
          startDate: '2025-03-01T00:00:00.000Z',
          monthlyBasic: String(20_000 + i * 500),
          monthlyAllowances: '5000',
          splits: [{ recruiter: admin.id, share: '100' }],
          surveyFamily: 'engineering',
          surveyLevel: 'senior',
        } as never,
      })
    }
    const refreshed = await restRaw('POST', '/salary/placements', { headers: recruiter })
    expect(refreshed.status).toBe(200)
    expect((await refreshed.json()).message).toMatch(/from \d+ clients/)
    const round = (
      await payload.find({
        collection: 'salary-rounds',
        where: { source: { equals: 'placements' } },
        overrideAccess: true,
        showHiddenFields: true,
      })
    ).docs
    expect(round).toHaveLength(1)
    const lines = round[0]!.lines as { organisation: string; basic: number; other: number; family: string }[]
    const ours = lines.filter((l) => l.organisation.startsWith('Survey Placement Client'))
    expect(ours.map((l) => l.organisation).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Survey Placement Client ${i}`))
    expect(ours.find((l) => l.organisation.endsWith(' 2'))).toMatchObject({ basic: 2_100_000, other: 500_000, family: 'engineering' })
    expect(JSON.stringify(lines)).not.toContain('Hire ')
    expect(round[0]).toMatchObject({ status: 'draft', source: 'placements' })

    // Refreshing again replaces the round's lines rather than adding a second round.
    await restRaw('POST', '/salary/placements', { headers: recruiter })
    expect(
      (await payload.count({ collection: 'salary-rounds', where: { source: { equals: 'placements' } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    // Only staff may.
    for (const auth of [{}, editor]) expect((await restRaw('POST', '/salary/placements', { headers: auth })).status).toBe(401)

    // Published, the six clients make a publishable engineering cell for senior in Saudi Arabia: counted as organisations,
    // through the same rules (five at least, none over a quarter), never named.
    await payload.update({ collection: 'salary-rounds', id: round[0]!.id, data: { status: 'published' }, overrideAccess: true })
    const { loadBenchmarks } = await import('@/features/salary/queries')
    const cells = (await loadBenchmarks()).cells.filter(
      (c) => c.family === 'engineering' && c.country === 'sa' && c.level === 'senior' && !c.city,
    )
    expect(cells).toHaveLength(1)
    expect(cells[0]!.organisations).toBeGreaterThanOrEqual(6)
    expect(JSON.stringify(cells)).not.toContain('Survey Placement Client')
    await payload.update({ collection: 'salary-rounds', id: round[0]!.id, data: { status: 'draft' }, overrideAccess: true })
  }, 240_000)
})
