import type { Payload, PayloadRequest } from 'payload'

import { adminLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { currencyLabel } from '@/lib/format'
import { idOf } from '@/lib/ids'
import { z } from '@/lib/zod'

import { CURRENCY_CODES, type Currency, formatAmountInput, isCurrency, parseAmount } from './money'

type Rel = number | { id: number }

/**
 * The offer a recruiter enters when a card moves to "hired" on the board (issue 31): the start date, the monthly
 * basic and allowances as typed ("25,000.00"), and the currency. The placement the hire opens is made with it
 * (openPlacementOnHire), so its fee is computed at once from the client's agreement.
 */
export const offerSchema = z.object({
  application: z.number().int().positive(),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  monthlyBasic: z.string().max(20),
  monthlyAllowances: z.string().max(20).default(''),
  currency: z.enum(CURRENCY_CODES as [Currency, ...Currency[]]),
})
export type OfferInput = z.output<typeof offerSchema>

/** An offer as checked: amounts rewritten in the currency's own form ("25,000.00"), the day as typed. */
export type HireOffer = { startDate: string; monthlyBasic: string; monthlyAllowances: string; currency: Currency }

export type OpenedPlacement = { application: number; placement: number; status: string; feeMinor: number | null; currency: string | null }

/** A refused offer: which application, which field, and why (in the admin's language). A 400. */
export class OfferError extends Error {
  constructor(
    readonly application: number,
    readonly field: 'startDate' | 'monthlyBasic' | 'monthlyAllowances' | 'currency',
    message: string,
  ) {
    super(message)
    this.name = 'OfferError'
  }
}

/** The client's fee agreement in force (the newest active one), read with the server's rights (in `req`'s transaction). */
export async function agreementInForce(payload: Payload, client: number, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'fee-agreements',
    where: { and: [{ client: { equals: client } }, { active: { equals: true } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

/** A real calendar day between 2000 and 2100 (the start date of a hire). */
const isDay = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return y >= 2000 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * Checks the offers of a move to "hired" against each job's client agreement: the currency must be the agreement's
 * (its fee is computed in it; without an agreement any GCC currency is taken and the placement waits for one), the
 * amounts must be written with at most the currency's decimals, the basic salary above zero, the start date a real
 * day. Offers for applications the mover cannot read are left out (the move refuses those).
 */
export async function checkOffers(
  req: PayloadRequest,
  applications: { id: number; job: Rel }[],
  offers: OfferInput[],
): Promise<Map<number, HireOffer>> {
  const locale = adminLocale(req.i18n)
  const t = translator(locale, 'Placements')
  const checked = new Map<number, HireOffer>()
  const currencyOfJob = new Map<number, Currency | null>()
  for (const offer of offers) {
    const application = applications.find((doc) => doc.id === offer.application)
    if (!application) continue
    const jobId = idOf(application.job)
    if (!currencyOfJob.has(jobId)) {
      const job = (await req.payload.findByID({
        collection: 'jobs',
        id: jobId,
        depth: 0,
        overrideAccess: true,
        req,
        disableErrors: true,
        select: { client: true },
      })) as { client?: Rel | null } | null
      const agreement = job?.client ? await agreementInForce(req.payload, idOf(job.client), req) : undefined
      currencyOfJob.set(jobId, isCurrency(agreement?.currency) ? agreement.currency : null)
    }
    const agreed = currencyOfJob.get(jobId) ?? null
    if (agreed && offer.currency !== agreed)
      throw new OfferError(offer.application, 'currency', t('errors.offerCurrency', { currency: currencyLabel(agreed, locale) }))
    if (!isDay(offer.startDate)) throw new OfferError(offer.application, 'startDate', t('errors.offerStartDate'))
    const basic = parseAmount(offer.monthlyBasic, offer.currency)
    if (basic === null || basic === 0) throw new OfferError(offer.application, 'monthlyBasic', t('errors.amount'))
    const allowances = offer.monthlyAllowances.trim() ? parseAmount(offer.monthlyAllowances, offer.currency) : 0
    if (allowances === null) throw new OfferError(offer.application, 'monthlyAllowances', t('errors.amount'))
    checked.set(offer.application, {
      startDate: offer.startDate,
      monthlyBasic: formatAmountInput(basic, offer.currency),
      monthlyAllowances: formatAmountInput(allowances, offer.currency),
      currency: offer.currency,
    })
  }
  return checked
}

/** The placements these hires opened, as far as the mover may read them (a recruiter: those split with them). */
export async function openedPlacements(req: PayloadRequest, applications: number[]): Promise<OpenedPlacement[]> {
  const { docs } = await req.payload.find({
    collection: 'placements',
    where: { application: { in: applications } },
    depth: 0,
    pagination: false,
    select: { application: true, status: true, feeMinor: true, currency: true },
    user: req.user,
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    application: idOf(doc.application as Rel),
    placement: doc.id,
    status: String(doc.status),
    feeMinor: doc.feeMinor ?? null,
    currency: doc.currency ?? null,
  }))
}
