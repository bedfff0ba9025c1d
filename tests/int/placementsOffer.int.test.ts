import { beforeAll, describe, expect, it } from 'vitest'

import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, ownedJob, staffMember, type Auth } from './helpers/recruiting'

/**
 * The offer asked when a card moves to "hired" on the board (issue 31): the board's move sends each hire's offer
 * (start date, monthly basic and allowances as typed, currency); the placement is opened with it and its fee
 * computed at once from the client's agreement. An offer that cannot be taken moves nothing and names its field,
 * in the admin's language.
 */
type Placement = {
  id: number
  status: string
  application: number
  currency: string | null
  monthlyBasic: string | null
  monthlyAllowances: string | null
  feeMinor: number | null
  vatMinor: number | null
  grossMinor: number | null
  startDate: string | null
  guaranteeEndsOn: string | null
}
type MoveAnswer = {
  moved: number[]
  refused: number[]
  placements: { application: number; placement: number; status: string; feeMinor: number | null; currency: string | null }[]
}
type Refusal = { errors: { message: string; field: string; application: number }[] }

describe('the offer on a move to hired', () => {
  let owner: { id: number; auth: Auth }
  let admin: { id: number; auth: Auth }
  let job: number
  let kuwaitJob: number
  let bareJob: number
  const applications: number[] = []
  let kuwaitApplication: number
  let bareApplication: number

  const statusOf = async (id: number) =>
    (await json<{ status: string }>(await rest('GET', `/applications/${id}?depth=0`, { headers: admin.auth }))).status
  const placementOf = async (id: number) =>
    (await json<{ docs: Placement[] }>(await rest('GET', `/placements?where[application][equals]=${id}&depth=0`, { headers: admin.auth })))
      .docs[0]
  const move = (auth: Auth, body: Record<string, unknown>, language: 'en' | 'ar' = 'en') =>
    rest('POST', '/recruiting/move', { body: { status: 'hired', ...body }, headers: { ...auth, 'Accept-Language': language } })

  beforeAll(async () => {
    const payload = await getTestPayload()
    owner = await staffMember('owner.offer@example.com', ['recruiter'])
    admin = await staffMember('admin.offer@example.com', ['admin'])
    const client = async (name: string) =>
      (await payload.create({ collection: 'clients', locale: 'en', data: { name, accountManager: owner.id } as never })).id
    const [riyadh, kuwait, bare] = [await client('Offer Test Hotels'), await client('Offer Test Kuwait'), await client('Offer Test Bare')]
    const agreement = (client: number, currency: string, country: string) =>
      payload.create({
        collection: 'fee-agreements',
        overrideAccess: true,
        data: {
          client,
          title: 'Standard terms',
          country,
          currency,
          feeKind: 'percentage',
          percentage: '20',
          base: 'basicPlusAllowances',
          paymentTermsDays: 30,
          guaranteeDays: 90,
          invoiceOn: 'startDate',
        } as never,
      })
    await agreement(riyadh, 'SAR', 'SA')
    await agreement(kuwait, 'KWD', 'KW')
    const jobOf = async (client: number) => {
      const id = await ownedJob(owner.id)
      await payload.update({ collection: 'jobs', id, data: { client } as never, context: { disableRevalidate: true } })
      return id
    }
    job = await jobOf(riyadh)
    kuwaitJob = await jobOf(kuwait)
    bareJob = await jobOf(bare)
    for (const [index, name] of ['Hind Zahrani', 'Omar Qahtani', 'Sara Dosari'].entries()) {
      applications.push(await applyTo(await applicant(`offer${index}@example.com`, { fullName: name }), job, 'en', name))
    }
    kuwaitApplication = await applyTo(await applicant('offer.kw@example.com'), kuwaitJob)
    bareApplication = await applyTo(await applicant('offer.bare@example.com'), bareJob)
  }, 360_000)

  it('tells the board the currency of the client’s agreement the offer is entered in', async () => {
    const board = await json<{ offerCurrency: string | null }>(await rest('GET', `/recruiting/board?job=${job}`, { headers: owner.auth }))
    expect(board.offerCurrency).toBe('SAR')
    const bare = await json<{ offerCurrency: string | null }>(
      await rest('GET', `/recruiting/board?job=${bareJob}`, { headers: owner.auth }),
    )
    expect(bare.offerCurrency).toBeNull()
  })

  it('refuses an offer in another currency than the agreement’s, in the admin’s language, and moves nothing', async () => {
    const answer = await move(
      owner.auth,
      {
        applications: [applications[0]],
        offers: [{ application: applications[0], startDate: '2026-12-01', monthlyBasic: '25,000', currency: 'AED' }],
      },
      'ar',
    )
    expect(answer.status).toBe(400)
    const { errors } = await json<Refusal>(answer)
    expect(errors[0]).toMatchObject({ field: 'currency', application: applications[0] })
    expect(errors[0]!.message).toContain('اتفاقية العميل بعملة ريال سعودي')
    expect(await statusOf(applications[0]!)).toBe('submitted')
    expect(await placementOf(applications[0]!)).toBeUndefined()
  })

  it('refuses an amount more precise than the currency, a basic of zero and a day that does not exist', async () => {
    for (const [offer, field] of [
      [{ monthlyBasic: '25,000.005' }, 'monthlyBasic'],
      [{ monthlyBasic: '0' }, 'monthlyBasic'],
      [{ monthlyBasic: '-5' }, 'monthlyBasic'],
      [{ monthlyBasic: '25000', monthlyAllowances: '1e3' }, 'monthlyAllowances'],
      [{ monthlyBasic: '25000', startDate: '2026-02-30' }, 'startDate'],
    ] as const) {
      const answer = await move(owner.auth, {
        applications: [applications[0]],
        offers: [{ application: applications[0], startDate: '2026-12-01', currency: 'SAR', ...offer }],
      })
      expect(answer.status, JSON.stringify(offer)).toBe(400)
      expect((await json<Refusal>(answer)).errors[0]!.field).toBe(field)
    }
    expect(await statusOf(applications[0]!)).toBe('submitted')
  })

  it('hires several at once, each with its offer: their placements are placed with the computed fee', async () => {
    const answer = await move(owner.auth, {
      applications: [applications[0], applications[1]],
      offers: [
        { application: applications[0], startDate: '2026-12-01', monthlyBasic: '25,000', monthlyAllowances: '10000.00', currency: 'SAR' },
        // Typed with Arabic-Indic digits and separators, as on an Arabic keyboard: 18,500.50 and 4,000.
        { application: applications[1], startDate: '2027-01-10', monthlyBasic: '١٨٬٥٠٠٫٥٠', monthlyAllowances: '٤٠٠٠', currency: 'SAR' },
      ],
    })
    expect(answer.status).toBe(200)
    const result = await json<MoveAnswer>(answer)
    expect(result.moved.sort()).toEqual([applications[0], applications[1]].sort())
    // 12 × 35,000.00 × 20 % = 84,000.00; 12 × 22,500.50 × 20 % = 54,001.20. The recruiter owns the job: they see both.
    expect(result.placements.find((p) => p.application === applications[0])).toMatchObject({
      status: 'placed',
      feeMinor: 8_400_000,
      currency: 'SAR',
    })
    expect(result.placements.find((p) => p.application === applications[1])).toMatchObject({ status: 'placed', feeMinor: 5_400_120 })
    const first = (await placementOf(applications[0]!))!
    expect(first).toMatchObject({
      status: 'placed',
      monthlyBasic: '25,000.00',
      monthlyAllowances: '10,000.00',
      feeMinor: 8_400_000,
      vatMinor: 1_260_000,
      grossMinor: 9_660_000,
    })
    expect(first.startDate?.slice(0, 10)).toBe('2026-12-01')
    expect(first.guaranteeEndsOn?.slice(0, 10)).toBe('2027-03-01')
    expect((await placementOf(applications[1]!))!.monthlyBasic).toBe('18,500.50')
  })

  it('takes three decimals for a Kuwaiti dinar agreement', async () => {
    const refused = await move(owner.auth, {
      applications: [kuwaitApplication],
      offers: [{ application: kuwaitApplication, startDate: '2026-12-01', monthlyBasic: '2,000.0005', currency: 'KWD' }],
    })
    expect(refused.status).toBe(400)
    const answer = await move(owner.auth, {
      applications: [kuwaitApplication],
      offers: [{ application: kuwaitApplication, startDate: '2026-12-01', monthlyBasic: '2,000.125', currency: 'KWD' }],
    })
    expect(answer.status).toBe(200)
    // 12 × 2,000.125 × 20 % = 4,800.300 KWD.
    expect(await placementOf(kuwaitApplication)).toMatchObject({ currency: 'KWD', monthlyBasic: '2,000.125', feeMinor: 4_800_300 })
  })

  it('keeps the offer on a client without an agreement, waiting for one', async () => {
    const answer = await move(owner.auth, {
      applications: [bareApplication],
      offers: [{ application: bareApplication, startDate: '2026-12-01', monthlyBasic: '9000', currency: 'AED' }],
    })
    expect(answer.status).toBe(200)
    expect(await placementOf(bareApplication)).toMatchObject({ status: 'awaitingOffer', monthlyBasic: '9,000.00', feeMinor: null })
  })

  it('still opens a placement awaiting the offer on a move without one (REST, the list)', async () => {
    const answer = await move(owner.auth, { applications: [applications[2]] })
    expect(answer.status).toBe(200)
    expect(await placementOf(applications[2]!)).toMatchObject({ status: 'awaitingOffer', feeMinor: null })
    // Moved back and hired again with the offer: the waiting placement takes it.
    await rest('POST', '/recruiting/move', { body: { applications: [applications[2]], status: 'offered' }, headers: owner.auth })
    const again = await move(owner.auth, {
      applications: [applications[2]],
      offers: [{ application: applications[2], startDate: '2026-12-15', monthlyBasic: '10,000', currency: 'SAR' }],
    })
    expect(again.status).toBe(200)
    expect(await placementOf(applications[2]!)).toMatchObject({ status: 'placed', feeMinor: 2_400_000 })
  })

  it('refuses offers that are not offers (a 400, never a 500)', async () => {
    for (const offers of [
      [{ application: applications[0], startDate: 'tomorrow', monthlyBasic: '1', currency: 'SAR' }],
      [{ application: applications[0], startDate: '2026-12-01', monthlyBasic: '1', currency: 'USD' }],
      [{ application: applications[0], startDate: '2026-12-01', monthlyBasic: { $gt: 1 }, currency: 'SAR' }],
      [{ application: applications[0], startDate: '2026-12-01', monthlyBasic: 'x'.repeat(50), currency: 'SAR' }],
      'all of them',
    ]) {
      expect((await move(owner.auth, { applications: [applications[0]], offers })).status).toBe(400)
    }
  })
})
