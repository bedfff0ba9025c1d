import { beforeAll, describe, expect, it } from 'vitest'

import { watchGuarantees } from '@/features/placements/guarantees'
import { addCalendarDays } from '@/features/placements/money'
import { agencyDay } from '@/lib/dates'

import { rest } from './helpers/http'
import { mailTo } from './helpers/mail'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, ownedJob, staffMember, type Auth } from './helpers/recruiting'

/**
 * Guarantees and early exits (issue 31): the guarantee watch warns the job's recruiter and the client's account manager
 * once, a week before the end, each in the language they chose, and marks the guarantee ended on its day (a
 * controllable clock: `now`); a hire who leaves within the guarantee reopens the job with a note on the timeline, and
 * the next hire on it is linked as the replacement, at no fee; or the client takes a credit for the days not served.
 */
type Placement = {
  id: number
  status: string
  job?: number | null
  feeMinor?: number | null
  netMinor?: number | null
  vatMinor?: number | null
  vatBasisPoints?: number | null
  grossMinor?: number | null
  creditNetMinor?: number | null
  creditVatMinor?: number | null
  creditGrossMinor?: number | null
  startDate?: string | null
  guaranteeEndsOn?: string | null
  guaranteeWarnedAt?: string | null
  guaranteeEndedAt?: string | null
  replaces?: number | null
  replacement?: { docs: (number | { id: number })[] } | null
}

const DAY = 86_400_000
const noon = (day: string) => new Date(`${day}T12:00:00.000Z`)

describe('guarantees and early exits', () => {
  let owner: { id: number; auth: Auth }
  let manager: { id: number; auth: Auth }
  let admin: { id: number; auth: Auth }
  let client: number
  let job: number
  let agreement: number
  let first: Placement
  const ownerEmail = 'owner.guarantee@example.com'
  const managerEmail = 'manager.guarantee@example.com'

  const placementOf = async (application: number) =>
    (
      await json<{ docs: Placement[] }>(
        await rest('GET', `/placements?where[application][equals]=${application}&depth=0`, { headers: admin.auth }),
      )
    ).docs[0]!
  const patch = (id: number, body: Record<string, unknown>, auth = admin.auth) =>
    rest('PATCH', `/placements/${id}?depth=0`, { headers: auth, body })
  const hire = async (email: string, name: string) => {
    const who = await applicant(email)
    const application = await applyTo(who, job, 'en', name)
    expect((await rest('PATCH', `/applications/${application}`, { body: { status: 'hired' }, headers: owner.auth })).status).toBe(200)
    return { application, placement: await placementOf(application) }
  }

  beforeAll(async () => {
    const payload = await getTestPayload()
    owner = await staffMember(ownerEmail, ['recruiter'])
    manager = await staffMember(managerEmail, ['recruiter'])
    admin = await staffMember('admin.guarantee@example.com', ['admin'])
    // The owner reads their emails in Arabic; the account manager keeps English, the default.
    await payload.update({ collection: 'users', id: owner.id, data: { emailLanguage: 'ar' } as never, overrideAccess: true })
    client = (
      await payload.create({
        collection: 'clients',
        locale: 'en',
        data: { name: 'Guarantee Test Trading', accountManager: manager.id } as never,
      })
    ).id
    await payload.update({ collection: 'clients', id: client, locale: 'ar', data: { name: 'شركة اختبار الضمان' } as never })
    agreement = (
      await payload.create({
        collection: 'fee-agreements',
        data: {
          client,
          title: 'Guarantee terms',
          country: 'SA',
          currency: 'SAR',
          feeKind: 'percentage',
          percentage: '20',
          base: 'basic',
          paymentTermsDays: 30,
          guaranteeDays: 90,
          ownershipDays: 180,
          invoiceOn: 'startDate',
        } as never,
      })
    ).id
    job = await ownedJob(owner.id)
    await payload.update({ collection: 'jobs', id: job, data: { client } as never, context: { disableRevalidate: true } })
  }, 360_000)

  it('warns the recruiter and the account manager once, a week before, each in their language, and marks the end', async () => {
    const payload = await getTestPayload()
    const { placement } = await hire('first.guarantee@example.com', 'Salem Guarantee')
    const start = agencyDay(new Date(Date.now() - 10 * DAY))
    const entered = await json<{ doc: Placement }>(
      await patch(placement.id, { startDate: `${start}T00:00:00.000Z`, monthlyBasic: '20,000' }),
    )
    first = entered.doc
    expect(first.status).toBe('placed')
    const end = addCalendarDays(start, 90)
    expect(agencyDay(first.guaranteeEndsOn!)).toBe(end)
    const only = [first.id]

    // Eight days before: nothing; seven: one warning, two emails; the next days: nothing more.
    expect(await watchGuarantees(payload, { now: noon(addCalendarDays(end, -8)), only })).toMatchObject({ warned: 0, ended: 0 })
    expect(await mailTo(ownerEmail)).toHaveLength(0)
    expect(await watchGuarantees(payload, { now: noon(addCalendarDays(end, -7)), only })).toMatchObject({ warned: 1, emails: 2, ended: 0 })
    expect(await watchGuarantees(payload, { now: noon(addCalendarDays(end, -6)), only })).toMatchObject({ warned: 0 })
    expect(await watchGuarantees(payload, { now: noon(addCalendarDays(end, -1)), only })).toMatchObject({ warned: 0, ended: 0 })
    const toOwner = await mailTo(ownerEmail)
    const toManager = await mailTo(managerEmail)
    expect(toOwner).toHaveLength(1)
    expect(toManager).toHaveLength(1)
    expect(toOwner[0]!.subject).toContain('تنتهي فترة الضمان')
    expect(toOwner[0]!.subject).toContain('شركة اختبار الضمان')
    expect(toOwner[0]!.html).toContain('dir="rtl"')
    expect(toManager[0]!.subject).toContain('Guarantee ends on')
    expect(toManager[0]!.text).toContain('Salem Guarantee')
    expect(toManager[0]!.text).toContain('SAR 48,000.00')
    expect(toManager[0]!.text).toContain(`/admin/collections/placements/${first.id}`)

    // On its last day the guarantee is marked as ended, once.
    expect(await watchGuarantees(payload, { now: noon(end), only })).toMatchObject({ ended: 1 })
    expect(await watchGuarantees(payload, { now: noon(addCalendarDays(end, 1)), only })).toMatchObject({ ended: 0, warned: 0 })
    const after = await payload.findByID({ collection: 'placements', id: first.id, depth: 0 })
    expect(after.guaranteeWarnedAt).toBeTruthy()
    expect(after.guaranteeEndedAt).toBeTruthy()
    // The marks are the watch's: nobody writes them through the API.
    const forged = await json<{ doc: Placement }>(await patch(first.id, { guaranteeEndedAt: null, guaranteeWarnedAt: null, notes: 'x' }))
    expect(forged.doc.guaranteeEndedAt).toBeTruthy()

    // A start date moved later gives a new guarantee end, watched afresh.
    const later = agencyDay(new Date(Date.now() + 5 * DAY))
    const moved = await json<{ doc: Placement }>(await patch(first.id, { startDate: `${later}T00:00:00.000Z` }))
    expect(moved.doc).toMatchObject({ guaranteeWarnedAt: null, guaranteeEndedAt: null })
    const newEnd = addCalendarDays(later, 90)
    expect(await watchGuarantees(payload, { now: noon(addCalendarDays(newEnd, -3)), only })).toMatchObject({ warned: 1, emails: 2 })
    expect(await mailTo(ownerEmail)).toHaveLength(2)
    // Back to the first dates for the next test.
    await patch(first.id, { startDate: `${start}T00:00:00.000Z` })
  })

  it('reopens the job on an early exit, with a note, and links the next hire as the replacement at no fee', async () => {
    const payload = await getTestPayload()
    // The job was filled and closed; its closing day has passed.
    await payload.update({
      collection: 'jobs',
      id: job,
      data: {
        status: 'closed',
        openingDate: new Date(Date.now() - 60 * DAY).toISOString(),
        closingDate: new Date(Date.now() - 2 * DAY).toISOString(),
      } as never,
      context: { disableRevalidate: true },
    })
    const start = agencyDay(new Date(first.startDate!))
    // Not without a leaving day within the guarantee; the recruiter of the split may not record it.
    expect((await patch(first.id, { status: 'earlyExit' })).status).toBe(400)
    expect((await patch(first.id, { status: 'earlyExit', exitDate: `${addCalendarDays(start, -1)}T12:00:00.000Z` })).status).toBe(400)
    expect((await patch(first.id, { status: 'earlyExit', exitDate: `${addCalendarDays(start, 90)}T12:00:00.000Z` })).status).toBe(400)
    const byOwner = await json<{ doc: Placement }>(
      await patch(first.id, { status: 'earlyExit', exitDate: `${addCalendarDays(start, 20)}T12:00:00.000Z` }, owner.auth),
    )
    expect(byOwner.doc.status).toBe('placed')
    const left = await patch(first.id, { status: 'earlyExit', exitDate: `${addCalendarDays(start, 20)}T12:00:00.000Z` })
    expect(left.status).toBe(200)
    expect((await json<{ doc: Placement }>(left)).doc).toMatchObject({ status: 'earlyExit', creditNetMinor: null, feeMinor: 4_800_000 })

    const reopened = await payload.findByID({ collection: 'jobs', id: job, depth: 0 })
    expect(reopened.status).toBe('open')
    expect(agencyDay(reopened.closingDate!) > agencyDay(new Date())).toBe(true)
    const notes = await payload.find({
      collection: 'application-activities',
      where: { and: [{ job: { equals: job } }, { kind: { equals: 'note' } }] },
      depth: 0,
    })
    expect(notes.docs.map((n) => n.text).join('\n')).toContain('Left within the guarantee')
    // Saving it again adds no second note.
    await patch(first.id, { notes: 'Resigned for family reasons' })
    expect(
      (
        await payload.count({
          collection: 'application-activities',
          where: { and: [{ job: { equals: job } }, { kind: { equals: 'note' } }] },
        })
      ).totalDocs,
    ).toBe(notes.totalDocs)

    // The next hire on the job replaces the placement: linked, and no second fee.
    const { placement } = await hire('second.guarantee@example.com', 'Noura Replacement')
    expect(placement.replaces).toBe(first.id)
    const priced = await json<{ doc: Placement }>(
      await patch(placement.id, { startDate: `${agencyDay(new Date())}T00:00:00.000Z`, monthlyBasic: '25,000' }),
    )
    expect(priced.doc).toMatchObject({ status: 'placed', feeMinor: 0, netMinor: 0, vatMinor: 0, grossMinor: 0 })
    const original = await json<Placement>(await rest('GET', `/placements/${first.id}?depth=0`, { headers: admin.auth }))
    expect(original.replacement?.docs.map((d) => (typeof d === 'object' ? d.id : d))).toEqual([placement.id])

    // One replacement per placement; only an early exit remedied by a replacement can be replaced.
    const third = await hire('third.guarantee@example.com', 'Third Hire')
    expect(third.placement.replaces ?? null).toBeNull()
    expect((await patch(third.placement.id, { replaces: first.id })).status).toBe(400)
    expect((await patch(third.placement.id, { replaces: placement.id })).status).toBe(400)
    expect((await patch(third.placement.id, { replaces: third.placement.id })).status).toBe(400)
  })

  it('credits the days not served when the client takes no replacement, VAT rounded once', async () => {
    const start = agencyDay(new Date(Date.now() - 40 * DAY))
    const made = await json<{ doc: Placement }>(
      await rest('POST', '/placements?depth=0', {
        headers: admin.auth,
        body: {
          candidateName: 'Credit Test',
          agreement,
          startDate: `${start}T12:00:00.000Z`,
          monthlyBasic: '12,345.67',
          splits: [{ recruiter: owner.id, share: '100' }],
        },
      }),
    )
    const placed = made.doc
    const exit = addCalendarDays(start, 31)
    const left = await json<{ doc: Placement }>(
      await patch(placed.id, { status: 'earlyExit', exitRemedy: 'credit', exitDate: `${exit}T12:00:00.000Z` }),
    )
    // Worked out independently: net × 59 / 90, half up; VAT 15 % of that, half up.
    const half = (n: bigint, d: bigint) => Number((n * 2n + d) / (2n * d))
    const creditNet = half(BigInt(placed.netMinor!) * 59n, 90n)
    const creditVat = half(BigInt(creditNet) * 1500n, 10_000n)
    expect(left.doc).toMatchObject({
      status: 'earlyExit',
      feeMinor: placed.feeMinor,
      creditNetMinor: creditNet,
      creditVatMinor: creditVat,
      creditGrossMinor: creditNet + creditVat,
    })
    // Back to a replacement as the remedy: the credit goes.
    const back = await json<{ doc: Placement }>(await patch(placed.id, { exitRemedy: 'replacement' }))
    expect(back.doc.creditNetMinor).toBeNull()
    await patch(placed.id, { exitRemedy: 'credit' })

    // The numbers show the credits as the rows add up, and the invoice lines carry a negative credit line.
    const payload = await getTestPayload()
    const rows = (
      await payload.find({
        collection: 'placements',
        where: { and: [{ status: { in: ['placed', 'earlyExit'] } }, { currency: { equals: 'SAR' } }] },
        pagination: false,
        depth: 0,
      })
    ).docs
    const numbers = await json<{
      totals: { currency: string; creditMinor: number; creditGrossMinor: number }[]
      byRecruiter: { key: string; currency: string; creditMinor: number }[]
    }>(await rest('GET', '/placements/numbers?period=all', { headers: admin.auth }))
    expect(numbers.totals.find((t) => t.currency === 'SAR')).toMatchObject({
      creditMinor: rows.reduce((a, p) => a + (p.creditNetMinor ?? 0), 0),
      creditGrossMinor: rows.reduce((a, p) => a + (p.creditGrossMinor ?? 0), 0),
    })
    expect(numbers.totals.find((t) => t.currency === 'SAR')!.creditMinor).toBeGreaterThanOrEqual(creditNet)
    const ownerCredit = rows
      .filter((p) => p.splits?.length === 1 && p.splits[0]!.recruiter === owner.id)
      .reduce((a, p) => a + (p.creditNetMinor ?? 0), 0)
    expect(numbers.byRecruiter.find((r) => r.key === String(owner.id) && r.currency === 'SAR')?.creditMinor).toBe(ownerCredit)
    const csv = await (await rest('GET', '/placements/invoice-lines?period=all&format=csv', { headers: admin.auth })).text()
    const line = csv.split('\r\n').find((l) => l.startsWith(`PL-${String(placed.id).padStart(5, '0')}-CR,`))
    const dec = (minor: number) => `-${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
    expect(line).toContain(`,${exit},${exit},SAR,${dec(creditNet)},15,${dec(creditVat)},${dec(creditNet + creditVat)}`)
  })
})
