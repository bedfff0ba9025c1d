import { beforeAll, describe, expect, it } from 'vitest'

import { agencyDay } from '@/lib/dates'

import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, ownedJob, staffMember, type Auth } from './helpers/recruiting'

/**
 * The reports beside the agency's numbers (issue 31): where applications and hires come from, the time to fill and
 * the stage ratios, for a free range of days. Each figure is checked against what the test adds up itself from the
 * rows the API gives (applications made in the range, the range's placements and their jobs), as a person would.
 */
type Reports = {
  sources: { source: string; applications: number; interviews: number; hires: number; fees: { currency: string; feeMinor: number }[] }[]
  timeToFill: { medianDays: number | null; hires: number }
  stages: { applications: number; reached: Record<string, number> }
}
type Numbers = { period: { from: string | null; to: string | null }; reports: Reports; totals: { currency: string; feeMinor: number }[] }
type Application = { id: number; job: number; source?: string | null; stages?: Record<string, string | null> | null }
type Placement = {
  id: number
  application: number | null
  job: number | null
  hireDate: string | null
  currency: string | null
  feeMinor: number | null
}

const today = agencyDay(new Date())
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

describe('the reports in the numbers', () => {
  let admin: { id: number; auth: Auth }
  let owner: { id: number; auth: Auth }
  let other: { id: number; auth: Auth }

  const numbers = async (auth: Auth, query: string) => {
    const answer = await rest('GET', `/placements/numbers?${query}`, { headers: auth })
    expect(answer.status, await answer.clone().text()).toBe(200)
    return json<Numbers>(answer)
  }
  /** What a person would get by adding up the rows the API gives this viewer. */
  async function byHand(auth: Auth, from: string, to: string) {
    const range = `where[and][0][createdAt][greater_than_equal]=${from}T00:00:00.000Z&where[and][1][createdAt][less_than_equal]=${to}T23:59:59.999Z`
    const applications = (
      await json<{ docs: Application[] }>(await rest('GET', `/applications?${range}&depth=0&pagination=false`, { headers: auth }))
    ).docs
    const placements = (
      await json<{ docs: Placement[] }>(
        await rest(
          'GET',
          `/placements?where[and][0][startDate][greater_than_equal]=${from}T00:00:00.000Z&where[and][1][startDate][less_than_equal]=${to}T23:59:59.999Z&where[and][2][status][in]=placed,earlyExit&depth=0&pagination=false`,
          { headers: auth },
        ),
      )
    ).docs
    const payload = await getTestPayload()
    const sourceOf = async (id: number | null) =>
      id ? (((await payload.findByID({ collection: 'applications', id, depth: 0 })) as Application).source ?? 'direct') : 'direct'
    const hires = new Map<string, { count: number; fee: Record<string, number> }>()
    const days: number[] = []
    for (const row of placements) {
      const source = await sourceOf(row.application)
      const entry = hires.get(source) ?? { count: 0, fee: {} }
      entry.count += 1
      if (row.currency) entry.fee[row.currency] = (entry.fee[row.currency] ?? 0) + (row.feeMinor ?? 0)
      hires.set(source, entry)
      const job = row.job ? ((await payload.findByID({ collection: 'jobs', id: row.job, depth: 0 })) as { openingDate?: string }) : null
      if (job?.openingDate && row.hireDate) {
        const [a, b] = [agencyDay(job.openingDate), agencyDay(row.hireDate)].map((day) => Date.parse(`${day}T00:00:00Z`)) as [
          number,
          number,
        ]
        days.push(Math.max(0, Math.round((b - a) / 86_400_000)))
      }
    }
    days.sort((a, b) => a - b)
    const median = days.length
      ? days.length % 2
        ? days[(days.length - 1) / 2]!
        : (days[days.length / 2 - 1]! + days[days.length / 2]!) / 2
      : null
    const reached = (stage: string) => applications.filter((doc) => doc.stages?.[`${stage}At`]).length
    return {
      sources: Object.fromEntries(
        ['jobBoard', 'alert', 'referral', 'sourcing', 'portal', 'direct'].map((source) => {
          const mine = applications.filter((doc) => (doc.source ?? 'direct') === source)
          const hired = hires.get(source)
          return [
            source,
            {
              applications: mine.length,
              interviews: mine.filter((doc) => doc.stages?.interviewAt).length,
              hires: hired?.count ?? 0,
              fees: Object.entries(hired?.fee ?? {})
                .map(([currency, feeMinor]) => ({ currency, feeMinor }))
                .sort((a, b) => a.currency.localeCompare(b.currency)),
            },
          ]
        }),
      ),
      timeToFill: { medianDays: median, hires: days.length },
      stages: {
        applications: applications.length,
        reached: {
          shortlisted: reached('shortlisted'),
          interview: reached('interview'),
          offered: reached('offered'),
          hired: reached('hired'),
        },
      },
    }
  }

  beforeAll(async () => {
    const payload = await getTestPayload()
    admin = await staffMember('admin.reports@example.com', ['admin'])
    owner = await staffMember('owner.reports@example.com', ['recruiter'])
    other = await staffMember('other.reports@example.com', ['recruiter'])
    const client = (
      await payload.create({ collection: 'clients', locale: 'en', data: { name: 'Reports Test Co', accountManager: owner.id } as never })
    ).id
    await payload.create({
      collection: 'fee-agreements',
      overrideAccess: true,
      data: { client, title: 'Terms', country: 'SA', currency: 'SAR', feeKind: 'percentage', percentage: '15', base: 'basic' } as never,
    })
    // Two jobs of the owner, opened 10 and 4 days ago; one of the other recruiter.
    const jobs: number[] = []
    for (const [who, opened] of [
      [owner.id, 10],
      [owner.id, 4],
      [other.id, 20],
    ] as const) {
      const id = await ownedJob(who)
      await payload.update({
        collection: 'jobs',
        id,
        data: { client, openingDate: daysAgo(opened) } as never,
        context: { disableRevalidate: true },
      })
      jobs.push(id)
    }
    const people = await Promise.all([0, 1, 2, 3, 4].map((n) => applicant(`reports${n}@example.com`, { fullName: `Applicant ${n}` })))
    const apps = [
      await applyTo(people[0]!, jobs[0]!),
      await applyTo(people[1]!, jobs[0]!),
      await applyTo(people[2]!, jobs[1]!),
      await applyTo(people[3]!, jobs[1]!),
      await applyTo(people[4]!, jobs[2]!),
    ]
    // Sources as staff record them: a job board (named), a referral, sourcing; the rest direct.
    const set = (id: number, auth: Auth, body: Record<string, unknown>) => rest('PATCH', `/applications/${id}`, { headers: auth, body })
    expect((await set(apps[0]!, owner.auth, { source: 'jobBoard', sourceDetail: 'Bayt' })).status).toBe(200)
    expect((await set(apps[1]!, owner.auth, { source: 'referral' })).status).toBe(200)
    expect((await set(apps[2]!, owner.auth, { source: 'jobBoard', sourceDetail: 'LinkedIn' })).status).toBe(200)
    expect((await set(apps[4]!, other.auth, { source: 'sourcing' })).status).toBe(200)
    // Through the pipeline: three interviewed, two of them hired with their offer (start date today).
    const move = (auth: Auth, applications: number[], status: string, offers?: unknown[]) =>
      rest('POST', '/recruiting/move', { headers: auth, body: { applications, status, ...(offers ? { offers } : {}) } })
    expect((await move(owner.auth, [apps[0]!, apps[1]!, apps[2]!], 'shortlisted')).status).toBe(200)
    expect((await move(owner.auth, [apps[0]!, apps[2]!], 'interview')).status).toBe(200)
    expect((await move(other.auth, [apps[4]!], 'interview')).status).toBe(200)
    const offer = (application: number, basic: string) => ({ application, startDate: today, monthlyBasic: basic, currency: 'SAR' })
    expect((await move(owner.auth, [apps[0]!, apps[2]!], 'hired', [offer(apps[0]!, '20,000'), offer(apps[2]!, '12,500.50')])).status).toBe(
      200,
    )
    expect((await move(other.auth, [apps[4]!], 'hired', [offer(apps[4]!, '30000')])).status).toBe(200)
  }, 360_000)

  it('adds up sources, time to fill and stages for a range of days as a person would, for an admin', async () => {
    const got = await numbers(admin.auth, `from=${today}&to=${today}`)
    expect(got.period).toEqual({ from: today, to: today })
    const expected = await byHand(admin.auth, today, today)
    for (const row of got.reports.sources)
      expect({ ...row, source: undefined }, row.source).toEqual({ ...expected.sources[row.source], source: undefined })
    expect(got.reports.timeToFill).toEqual(expected.timeToFill)
    expect(got.reports.stages).toEqual(expected.stages)
    // What this test made is in it: two hires from job boards (20,000 and 12,500.50 × 12 × 15 %), one from sourcing.
    const board = got.reports.sources.find((row) => row.source === 'jobBoard')!
    expect(board.hires).toBeGreaterThanOrEqual(2)
    expect(board.fees.find((fee) => fee.currency === 'SAR')!.feeMinor).toBeGreaterThanOrEqual(3_600_000 + 2_250_090)
    expect(got.reports.timeToFill.hires).toBeGreaterThanOrEqual(3)
  })

  it('gives a recruiter the figures of their own jobs and placements only', async () => {
    const got = await numbers(owner.auth, `from=${today}&to=${today}`)
    const expected = await byHand(owner.auth, today, today)
    for (const row of got.reports.sources)
      expect({ ...row, source: undefined }, row.source).toEqual({ ...expected.sources[row.source], source: undefined })
    expect(got.reports.stages).toEqual(expected.stages)
    // Their two hires, 10 and 4 days after their jobs opened: a median of 7 days; the other recruiter's is not in it.
    expect(got.reports.timeToFill).toEqual({ medianDays: 7, hires: 2 })
    expect(got.reports.sources.find((row) => row.source === 'sourcing')).toMatchObject({ applications: 0, interviews: 0, hires: 0 })
    expect(got.reports.stages).toMatchObject({ applications: 4, reached: { shortlisted: 3, interview: 2, hired: 2 } })
    const theirs = await numbers(other.auth, `from=${today}&to=${today}`)
    expect(theirs.reports.timeToFill).toEqual({ medianDays: 20, hires: 1 })
    expect(theirs.reports.sources.find((row) => row.source === 'sourcing')).toMatchObject({ applications: 1, interviews: 1, hires: 1 })
  })

  it('takes open-ended ranges, and refuses days that do not exist or run backwards', async () => {
    const open = await numbers(admin.auth, `from=${today}&to=`)
    expect(open.period).toEqual({ from: today, to: null })
    const before = await numbers(admin.auth, `from=&to=2001-01-01`)
    expect(before.reports.timeToFill.hires).toBe(0)
    for (const query of ['from=2026-02-30&to=', 'from=2026-05-01&to=2026-04-30', 'from=yesterday', 'to=2026-13-01']) {
      expect((await rest('GET', `/placements/numbers?${query}`, { headers: admin.auth })).status, query).toBe(400)
    }
    const csv = await rest('GET', `/placements/invoice-lines?from=${today}&to=${today}&format=csv`, { headers: admin.auth })
    expect(csv.status).toBe(200)
    expect((await csv.text()).split('\n').filter((line) => /^PL-\d+,/.test(line)).length).toBeGreaterThanOrEqual(3)
  })
})
