import { beforeAll, describe, expect, it } from 'vitest'

import { LIST_LIMIT } from '@/features/placements/numbers'
import { addCalendarDays } from '@/features/placements/money'
import { agencyDay, agencyDayEnd, agencyDayStart } from '@/lib/dates'

import { rest, restRaw } from './helpers/http'
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
    // Applications are instants, ranged by the agency's days (from midnight in Riyadh), as a recruiter there means them.
    const range = `where[and][0][createdAt][greater_than_equal]=${agencyDayStart(from)}&where[and][1][createdAt][less_than_equal]=${agencyDayEnd(to)}`
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
    // The view's range form posts; the answer is the view's address for the range, bad days passed on for it to refuse.
    const posted = async (body: string) => {
      const answer = await restRaw('POST', '/placements/numbers-range', {
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...admin.auth },
      })
      expect(answer.status, body).toBe(303)
      return answer.headers.get('location')
    }
    expect(await posted(`from=${today}&to=`)).toBe(`/admin/placements/numbers?from=${today}&to=`)
    expect(await posted('from=2026-02-30&to=2026-03-01&extra=x')).toBe('/admin/placements/numbers?from=2026-02-30&to=2026-03-01')
    expect(await posted('%%%&from=<script>&to=' + 'x'.repeat(5000))).toBe('/admin/placements/numbers?from=%3Cscript%3E&to=xxxxxxxxxx')
    expect(await posted('')).toBe('/admin/placements/numbers?from=&to=')
    const csv = await rest('GET', `/placements/invoice-lines?from=${today}&to=${today}&format=csv`, { headers: admin.auth })
    expect(csv.status).toBe(200)
    expect((await csv.text()).split('\n').filter((line) => /^PL-\d+,/.test(line)).length).toBeGreaterThanOrEqual(3)
  })

  it('adds up totals, clients, recruiters (credits shared as the fee) and service lines as a person would, and counts the watch lists', async () => {
    const payload = await getTestPayload()
    const third = await staffMember('third.reports@example.com', ['recruiter'])
    const gulf = (
      await payload.create({ collection: 'clients', locale: 'en', data: { name: 'Reports Gulf LLC', accountManager: owner.id } as never })
    ).id
    const terms = await payload.create({
      collection: 'fee-agreements',
      overrideAccess: true,
      data: {
        client: gulf,
        title: 'Gulf terms',
        country: 'AE',
        currency: 'AED',
        feeKind: 'percentage',
        percentage: '17.5',
        base: 'basic',
        paymentTermsDays: 30,
        guaranteeDays: 90,
      } as never,
    })
    // More unpaid placements past their due date than a watch list shows; three-way splits, some credited for an exit.
    const start = addCalendarDays(today, -40)
    const made: number[] = []
    for (let n = 0; n < LIST_LIMIT + 4; n++) {
      const doc = await payload.create({
        collection: 'placements',
        data: {
          candidateName: `Reports Hire ${n}`,
          agreement: terms.id,
          serviceLine: n % 3 ? 'recruitment' : 'executiveSearch',
          startDate: `${start}T12:00:00.000Z`,
          monthlyBasic: `${10_000 + n * 137}.${String(n % 100).padStart(2, '0')}`,
          splits: [
            { recruiter: owner.id, share: '33.33' },
            { recruiter: other.id, share: '33.33' },
            { recruiter: third.id, share: '33.34' },
          ],
        } as never,
        depth: 0,
      })
      made.push(doc.id)
    }
    for (const id of made.slice(0, 3)) {
      const left = await rest('PATCH', `/placements/${id}?depth=0`, {
        headers: admin.auth,
        body: { status: 'earlyExit', exitRemedy: 'credit', exitDate: `${addCalendarDays(start, 17)}T12:00:00.000Z` },
      })
      expect(left.status, await left.clone().text()).toBe(200)
    }

    type Row = Placement & {
      client: number | null
      serviceLine: string
      status: string
      grossMinor: number | null
      creditNetMinor: number | null
      creditGrossMinor: number | null
      dueDate: string | null
      paidOn: string | null
      guaranteeEndsOn: string | null
      splits: { recruiter: number; amountMinor: number | null; shareBasisPoints: number | null }[]
    }
    type Sum = { key: string; currency: string; count: number; feeMinor: number; creditMinor: number }
    type Listed = { id: number; dueDate: string | null; grossMinor: number | null }
    const rowsOf = async (auth: Auth) =>
      (await json<{ docs: Row[] }>(await rest('GET', '/placements?depth=0&pagination=false&limit=0', { headers: auth }))).docs
    /** A credit shared on the split's shares, largest remainder (ties to the earlier line), in BigInt. */
    const share = (credit: number, shares: number[]) => {
      const exact = shares.map((bp) => BigInt(credit) * BigInt(bp))
      const parts = exact.map((x) => x / 10_000n)
      let left = BigInt(credit) - parts.reduce((a, b) => a + b, 0n)
      const order = exact.map((x, i) => ({ i, r: x % 10_000n })).sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : a.i - b.i))
      for (const { i } of order) {
        if (left === 0n) break
        parts[i]! += 1n
        left -= 1n
      }
      return parts.map(Number)
    }
    const byHand = (rows: Row[]) => {
      const earning = rows.filter((p) => p.status === 'placed' || p.status === 'earlyExit')
      const add = (map: Map<string, Sum>, key: string, currency: string, fee: number, credit: number) => {
        const sum = map.get(`${key}/${currency}`) ?? { key, currency, count: 0, feeMinor: 0, creditMinor: 0 }
        sum.count += 1
        sum.feeMinor += fee
        sum.creditMinor += credit
        map.set(`${key}/${currency}`, sum)
      }
      const [clients, recruiters, lines] = [new Map<string, Sum>(), new Map<string, Sum>(), new Map<string, Sum>()]
      const totals = new Map<string, { count: number; feeMinor: number; grossMinor: number; creditMinor: number }>()
      for (const p of earning) {
        const currency = p.currency ?? ''
        const total = totals.get(currency) ?? { count: 0, feeMinor: 0, grossMinor: 0, creditMinor: 0 }
        total.count += 1
        total.feeMinor += p.feeMinor ?? 0
        total.grossMinor += p.grossMinor ?? 0
        total.creditMinor += p.creditNetMinor ?? 0
        totals.set(currency, total)
        add(clients, p.client ? String(p.client) : '', currency, p.feeMinor ?? 0, p.creditNetMinor ?? 0)
        add(lines, p.serviceLine, currency, p.feeMinor ?? 0, p.creditNetMinor ?? 0)
        const credits = p.creditNetMinor
          ? share(
              p.creditNetMinor,
              p.splits.map((s) => s.shareBasisPoints ?? 0),
            )
          : []
        p.splits.forEach((s, i) => add(recruiters, String(s.recruiter), currency, s.amountMinor ?? 0, credits[i] ?? 0))
      }
      const overdue = rows
        .filter((p) => (p.status === 'placed' || p.status === 'earlyExit') && !p.paidOn && p.dueDate && agencyDay(p.dueDate) < today)
        .sort((a, b) => Date.parse(a.dueDate!) - Date.parse(b.dueDate!) || a.id - b.id)
      return { totals, clients, recruiters, lines, overdue }
    }
    const key = (sum: Sum) => `${sum.key}/${sum.currency}`
    const strip = (sums: Sum[]) =>
      Object.fromEntries(
        sums.map((sum) => [
          key(sum),
          { key: sum.key, currency: sum.currency, count: sum.count, feeMinor: sum.feeMinor, creditMinor: sum.creditMinor },
        ]),
      )

    for (const who of [admin, owner, third]) {
      const got = await numbers(who.auth, 'period=all')
      const expected = byHand(await rowsOf(who.auth))
      const full = got as unknown as {
        totals: { currency: string; count: number; feeMinor: number; grossMinor: number; creditMinor: number }[]
        byClient: Sum[]
        byRecruiter: Sum[]
        byServiceLine: Sum[]
        overdue: Listed[]
        counts: { overdue: number }
      }
      expect(
        Object.fromEntries(
          full.totals.map((t) => [
            t.currency,
            { count: t.count, feeMinor: t.feeMinor, grossMinor: t.grossMinor, creditMinor: t.creditMinor },
          ]),
        ),
      ).toEqual(Object.fromEntries(expected.totals))
      expect(strip(full.byClient)).toEqual(Object.fromEntries([...expected.clients.values()].map((sum) => [key(sum), sum])))
      expect(strip(full.byRecruiter)).toEqual(Object.fromEntries([...expected.recruiters.values()].map((sum) => [key(sum), sum])))
      expect(strip(full.byServiceLine)).toEqual(Object.fromEntries([...expected.lines.values()].map((sum) => [key(sum), sum])))
      // The watch list: how many in all, the first LIST_LIMIT by due date, each with its stored due date and gross.
      expect(full.counts.overdue).toBe(expected.overdue.length)
      expect(full.overdue.map((p) => [p.id, p.dueDate, p.grossMinor])).toEqual(
        expected.overdue.slice(0, LIST_LIMIT).map((p) => [p.id, new Date(p.dueDate!).toISOString(), p.grossMinor]),
      )
    }
    // The credits in this test: three placements credited, each shared between the three recruiters to the unit.
    const theirs = await numbers(third.auth, 'period=all')
    const aed = (theirs as unknown as { byRecruiter: Sum[] }).byRecruiter.filter((sum) => sum.currency === 'AED')
    expect(aed.map((sum) => sum.key).sort()).toEqual([owner.id, other.id, third.id].map(String).sort())
    expect(aed.reduce((a, sum) => a + sum.creditMinor, 0)).toBe(
      (await rowsOf(third.auth)).filter((p) => p.currency === 'AED').reduce((a, p) => a + (p.creditNetMinor ?? 0), 0),
    )
    expect(aed.every((sum) => sum.creditMinor > 0)).toBe(true)
    // The other recruiter sees none of the third's placements that are not split with them (all of these are).
    expect((await numbers(other.auth, 'period=all')).totals.find((t) => t.currency === 'AED')?.feeMinor).toBe(
      aed.reduce((a, sum) => a + sum.feeMinor, 0),
    )
  }, 300_000)
})
