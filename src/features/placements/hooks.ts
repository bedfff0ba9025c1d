import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type GlobalBeforeChangeHook,
  type PayloadRequest,
} from 'payload'

import { recordActivity } from '@/features/recruiting/timeline'
import { adminLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { agencyDay } from '@/lib/dates'
import { formatDate } from '@/lib/format'
import { idOf } from '@/lib/ids'

import { SERVICE_LINES } from './labels'
import {
  addCalendarDays,
  BASIS_POINTS,
  daysBetween,
  earlyExitCredit,
  COUNTRY_CODES,
  formatAmountInput,
  type Country,
  type Currency,
  DEFAULT_VAT_RATES,
  isCurrency,
  MAX_SPLITS,
  parseAmount,
  placementMoney,
} from './money'
import { agreementInForce, type HireOffer } from './offer'
import { parsePercent } from './percent'

export const PLACEMENT_STATUSES = ['awaitingOffer', 'placed', 'earlyExit', 'cancelled'] as const
export const EXIT_REMEDIES = ['replacement', 'credit'] as const

type Rel = number | { id: number }

const t = (req: PayloadRequest) => translator(adminLocale(req.i18n), 'Placements')

type ErrorKey =
  | 'errors.agreementClient'
  | 'errors.choice'
  | 'errors.currency'
  | 'errors.amount'
  | 'errors.percentage'
  | 'errors.splitCount'
  | 'errors.splitTotal'
  | 'errors.country'
  | 'errors.exitDate'
  | 'errors.exitIncomplete'
  | 'errors.replaces'
  | 'errors.replaced'

const fail = (req: PayloadRequest, collection: string, path: string, key: ErrorKey): never => {
  throw new ValidationError({ collection, errors: [{ path, message: t(req)(key) }] }, req.t)
}

/**
 * Payload checks a select's value after the collection's hooks, and lets an object through to the database (a 500):
 * what these hooks read must be one of the options, else a 400 names the field.
 */
function checkChoices(req: PayloadRequest, collection: string, data: Record<string, unknown>, choices: Record<string, readonly string[]>) {
  for (const [field, allowed] of Object.entries(choices)) {
    const value = data[field]
    if (value !== undefined && value !== null && !(typeof value === 'string' && allowed.includes(value)))
      fail(req, collection, field, 'errors.choice')
  }
}

/** A relationship's id as sent (an id, a numeric string, or a document with an id); undefined when it is none of these. */
function relationId(value: unknown): number | undefined {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

const related = (req: PayloadRequest, collection: string, field: string, value: unknown): number | null => {
  if (value === undefined || value === null) return null
  return relationId(value) ?? fail(req, collection, field, 'errors.choice')
}

/** A date as stored by Payload's date fields (any time of the day), as the agency's calendar day, at noon UTC. */
export const asDay = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value) return null
  const time = new Date(value).getTime()
  // An unreadable date is left to Payload's own check of the field (a 400).
  return Number.isFinite(time) ? agencyDay(new Date(time)) : null
}
const stored = (day: string) => `${day}T12:00:00.000Z`

/** The VAT rates as typed ("15") kept as basis points. */
export const storeVatRates: GlobalBeforeChangeHook = ({ data, req }) => {
  if (!Array.isArray(data.vatRates)) return data
  const rows = (data.vatRates as unknown[]).map((row) => (row && typeof row === 'object' ? row : {})) as {
    country?: string
    rate?: string
    rateBasisPoints?: number | null
  }[]
  const seen = new Set<string>()
  const vatRates = rows.map((row, index) => {
    const bp = parsePercent(String(row.rate ?? ''))
    if (typeof row.country !== 'string' || !(COUNTRY_CODES as string[]).includes(row.country)) {
      return fail(req, 'billing-settings', `vatRates.${index}.country`, 'errors.choice')
    }
    if (bp === null) return fail(req, 'billing-settings', `vatRates.${index}.rate`, 'errors.percentage')
    if (seen.has(String(row.country))) return fail(req, 'billing-settings', `vatRates.${index}.country`, 'errors.country')
    seen.add(String(row.country))
    return { ...row, rateBasisPoints: bp }
  })
  return { ...data, vatRates }
}

type AgreementData = {
  currency?: string
  country?: string
  feeKind?: 'percentage' | 'flat'
  percentage?: string | null
  base?: 'basic' | 'basicPlusAllowances'
  flatFee?: string | null
  retainer?: { amount?: string | null; instalments?: number | null } | null
  feeBasisPoints?: number | null
  flatFeeMinor?: number | null
  retainerMinor?: number | null
  paymentTermsDays?: number | null
  guaranteeDays?: number | null
  invoiceOn?: 'startDate' | 'hireDate' | null
}

/**
 * A fee agreement's amounts are typed as people write them ("17.5", "25,000.00") and kept as integers: basis points
 * and minor units of the agreement's currency. What a client sends for the integers is replaced.
 */
export const storeAgreementAmounts: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc as AgreementData | undefined), ...data } as AgreementData
  checkChoices(req, 'fee-agreements', merged, {
    country: COUNTRY_CODES,
    feeKind: ['percentage', 'flat'],
    base: ['basic', 'basicPlusAllowances'],
    invoiceOn: ['startDate', 'hireDate'],
  })
  const currency = merged.currency
  if (!isCurrency(currency)) return fail(req, 'fee-agreements', 'currency', 'errors.currency')
  const out: Record<string, unknown> = { ...data, feeBasisPoints: null, flatFeeMinor: null, retainerMinor: null }
  if (merged.feeKind === 'flat') {
    const flat = parseAmount(String(merged.flatFee ?? ''), currency)
    if (flat === null) return fail(req, 'fee-agreements', 'flatFee', 'errors.amount')
    out.flatFeeMinor = flat
    // The field reads back in the currency's own form, in major units: "25,000.00".
    out.flatFee = formatAmountInput(flat, currency)
  } else {
    const bp = parsePercent(String(merged.percentage ?? ''))
    if (bp === null || bp === 0) return fail(req, 'fee-agreements', 'percentage', 'errors.percentage')
    out.feeBasisPoints = bp
  }
  const retainerAmount = merged.retainer && typeof merged.retainer === 'object' ? merged.retainer.amount : undefined
  const retainerText = typeof retainerAmount === 'string' || typeof retainerAmount === 'number' ? String(retainerAmount).trim() : ''
  if (retainerText) {
    const retainer = parseAmount(retainerText, currency)
    if (retainer === null) return fail(req, 'fee-agreements', 'retainer.amount', 'errors.amount')
    out.retainerMinor = retainer
    out.retainer = { ...(merged.retainer as object), amount: formatAmountInput(retainer, currency) }
  }
  return out
}

type Split = { recruiter?: Rel | null; share?: string | null; shareBasisPoints?: number | null; amountMinor?: number | null; id?: string }
type PlacementData = {
  id?: number
  application?: Rel | null
  job?: Rel | null
  exitDate?: string | null
  exitRemedy?: string | null
  replaces?: Rel | null
  guaranteeEndsOn?: string | null
  client?: Rel | null
  agreement?: Rel | null
  status?: string
  startDate?: string | null
  hireDate?: string | null
  monthlyBasic?: string | null
  monthlyAllowances?: string | null
  splits?: Split[] | null
}

/** The VAT rate of a country from the billing settings (basis points; 0 when the country has none set). */
export async function vatRateOf(req: PayloadRequest, country: Country | string | undefined): Promise<number> {
  const settings = (await req.payload.findGlobal({ slug: 'billing-settings', depth: 0, overrideAccess: true, req })) as {
    updatedAt?: string | null
    vatRates?: { country?: string; rateBasisPoints?: number | null }[] | null
  }
  // Never saved yet: the defaults (Saudi Arabia 15 %, the UAE 5 %), as the seed saves them.
  const rates = settings.updatedAt ? (settings.vatRates ?? []) : DEFAULT_VAT_RATES
  return rates.find((row) => row.country === country)?.rateBasisPoints ?? 0
}

/**
 * A placement's money, from its agreement, its offer and the VAT setting of the agreement's country (money.ts):
 * fee, retainer credit, the invoice line (net, VAT, gross), each recruiter's part, the invoice date (the start date,
 * or the hire date when the agreement says so), the due date (payment terms) and the guarantee's end. Until the offer
 * is complete the placement waits for it and carries no money. What a client sends for the computed fields is replaced.
 */
export const computePlacement: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc as PlacementData | undefined), ...data } as PlacementData
  checkChoices(req, 'placements', merged, { status: PLACEMENT_STATUSES, serviceLine: SERVICE_LINES, exitRemedy: EXIT_REMEDIES })
  const self = (originalDoc as PlacementData | undefined)?.id
  const splits = (Array.isArray(merged.splits) ? merged.splits : []).filter((row): row is Split =>
    Boolean(row && typeof row === 'object' && row.recruiter),
  )
  const computed: Record<string, unknown> = {
    currency: null,
    annualPackageMinor: null,
    monthlyBasicMinor: null,
    monthlyAllowancesMinor: null,
    feeMinor: null,
    retainerCreditMinor: null,
    netMinor: null,
    vatBasisPoints: null,
    vatMinor: null,
    grossMinor: null,
    invoiceDate: null,
    dueDate: null,
    guaranteeEndsOn: null,
    creditNetMinor: null,
    creditVatMinor: null,
    creditGrossMinor: null,
  }
  if (splits.length > MAX_SPLITS) return fail(req, 'placements', 'splits', 'errors.splitCount')
  const shares = splits.map((row) => parsePercent(String(row.share ?? '')))
  if (shares.some((share) => share === null)) return fail(req, 'placements', 'splits', 'errors.percentage')
  if (splits.length && shares.reduce<number>((a, b) => a + (b ?? 0), 0) !== BASIS_POINTS)
    return fail(req, 'placements', 'splits', 'errors.splitTotal')
  const splitRows: Split[] = splits.map((row, index) => ({
    ...row,
    recruiter: related(req, 'placements', 'splits', row.recruiter),
    shareBasisPoints: shares[index],
    amountMinor: null,
  }))
  const agreementId = related(req, 'placements', 'agreement', merged.agreement)
  // A replacement (rule 6 in money.ts): of a placement that ended early and is remedied by one, for the same client,
  // at no fee. One replacement per placement (the field is unique).
  const replaces = related(req, 'placements', 'replaces', merged.replaces)
  let replaced: (PlacementData & { id: number }) | null = null
  if (replaces !== null) {
    replaced = (await req.payload.findByID({
      collection: 'placements',
      id: replaces,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })) as (PlacementData & { id: number }) | null
    if (!replaced || replaced.id === self || replaced.status !== 'earlyExit' || (replaced.exitRemedy ?? 'replacement') !== 'replacement')
      return fail(req, 'placements', 'replaces', 'errors.replaces')
    const taken = await req.payload.count({
      collection: 'placements',
      where: { and: [{ replaces: { equals: replaces } }, ...(self ? [{ id: { not_equals: self } }] : [])] },
      overrideAccess: true,
      req,
    })
    if (taken.totalDocs) return fail(req, 'placements', 'replaces', 'errors.replaced')
  }

  const agreement = agreementId
    ? ((await req.payload.findByID({
        collection: 'fee-agreements',
        id: agreementId,
        depth: 0,
        overrideAccess: true,
        req,
        disableErrors: true,
      })) as (AgreementData & { id: number; client?: Rel | null }) | null)
    : null
  // The agreement is the client's: a placement takes its client from it, and refuses another client's.
  let client = related(req, 'placements', 'client', merged.client)
  if (agreement?.client) {
    if (client !== null && client !== idOf(agreement.client)) return fail(req, 'placements', 'agreement', 'errors.agreementClient')
    client = idOf(agreement.client)
  }
  if (replaced?.client && client !== null && idOf(replaced.client) !== client) return fail(req, 'placements', 'replaces', 'errors.replaces')
  const currency = agreement?.currency as Currency | undefined
  const typed = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '')
  const basic = currency && typed(merged.monthlyBasic) ? parseAmount(typed(merged.monthlyBasic), currency) : undefined
  const allowances = currency ? (typed(merged.monthlyAllowances) ? parseAmount(typed(merged.monthlyAllowances), currency) : 0) : undefined
  if (basic === null) return fail(req, 'placements', 'monthlyBasic', 'errors.amount')
  if (allowances === null) return fail(req, 'placements', 'monthlyAllowances', 'errors.amount')
  // The offer's amounts read back in the currency's own form, in major units ("25,000.00"); the integers are kept below.
  const offerText =
    currency && basic !== undefined
      ? {
          monthlyBasic: formatAmountInput(basic, currency),
          ...(typed(merged.monthlyAllowances) ? { monthlyAllowances: formatAmountInput(allowances ?? 0, currency) } : {}),
        }
      : {}
  const complete = agreement && currency && basic !== undefined && allowances !== undefined && asDay(merged.startDate) && splitRows.length
  let status = merged.status ?? 'awaitingOffer'
  // The guarantee watch's marks belong to one guarantee end: a new end (the start date moved) is watched afresh.
  const previousEnd = asDay((originalDoc as PlacementData | undefined)?.guaranteeEndsOn)
  const marks = { guaranteeWarnClaimedAt: null, guaranteeWarnedAt: null, guaranteeEndedAt: null }
  if (!complete) {
    if (status === 'earlyExit') return fail(req, 'placements', 'status', 'errors.exitIncomplete')
    if (status === 'placed') status = 'awaitingOffer'
    return { ...data, ...offerText, ...computed, ...(previousEnd ? marks : {}), client, status, splits: splitRows }
  }
  const vatBasisPoints = await vatRateOf(req, agreement.country)
  const money = placementMoney({
    terms: replaced
      ? { kind: 'flat', amount: 0 }
      : agreement.feeKind === 'flat'
        ? { kind: 'flat', amount: agreement.flatFeeMinor ?? 0 }
        : { kind: 'percentage', basisPoints: agreement.feeBasisPoints ?? 0, base: agreement.base ?? 'basic' },
    offer: { monthlyBasic: basic, monthlyAllowances: allowances },
    vatBasisPoints,
    retainer: replaced ? 0 : (agreement.retainerMinor ?? 0),
    sharesBasisPoints: splitRows.map((row) => row.shareBasisPoints!),
  })
  const startDate = asDay(merged.startDate)!
  const invoiceDate = (agreement.invoiceOn === 'hireDate' && asDay(merged.hireDate)) || startDate
  if (status === 'awaitingOffer') status = 'placed'
  const guaranteeDays = agreement.guaranteeDays ?? 90
  const guaranteeEndsOn = addCalendarDays(startDate, guaranteeDays)
  // An early exit is a leaving day within the guarantee: from the start date to the day before it ends.
  let credit: ReturnType<typeof earlyExitCredit> | null = null
  if (status === 'earlyExit') {
    const exit = asDay(merged.exitDate)
    if (!exit || exit < startDate || exit >= guaranteeEndsOn) return fail(req, 'placements', 'exitDate', 'errors.exitDate')
    if (merged.exitRemedy === 'credit')
      credit = earlyExitCredit({ net: money.invoice.net, vatBasisPoints, guaranteeDays, daysServed: daysBetween(startDate, exit) })
  }
  return {
    ...data,
    ...offerText,
    ...computed,
    client,
    status,
    currency,
    monthlyBasicMinor: basic,
    monthlyAllowancesMinor: allowances,
    annualPackageMinor: money.annualPackage,
    feeMinor: money.fee,
    retainerCreditMinor: money.retainerCredit,
    netMinor: money.invoice.net,
    vatBasisPoints,
    vatMinor: money.invoice.vat,
    grossMinor: money.invoice.gross,
    invoiceDate: stored(invoiceDate),
    dueDate: stored(addCalendarDays(invoiceDate, agreement.paymentTermsDays ?? 30)),
    guaranteeEndsOn: stored(guaranteeEndsOn),
    ...(previousEnd && previousEnd !== guaranteeEndsOn ? marks : {}),
    ...(credit ? { creditNetMinor: credit.net, creditVatMinor: credit.vat, creditGrossMinor: credit.gross } : {}),
    splits: splitRows.map((row, index) => ({ ...row, amountMinor: money.splits[index] })),
  }
}

/**
 * An application moved to "hired" opens its placement (once): the job, the candidate's name, the hire date and the
 * job's owner as the one recruiter of the split, and the client's agreement. With the offer the board asked for
 * (`context.hireOffer`, features/placements/offer.ts) the placement is complete at once and its fee computed;
 * without it (a move by REST or in the list) it waits for the offer. A hire again of an application whose placement
 * still waits for its offer gives that placement the offer. Runs with the server's rights: the recruiter who hires
 * may not create placements themselves.
 */
export const openPlacementOnHire: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (doc.status !== 'hired' || previousDoc?.status === 'hired') return doc
  const offer = (context as { hireOffer?: HireOffer } | undefined)?.hireOffer
  const offerData = offer
    ? { startDate: stored(offer.startDate), monthlyBasic: offer.monthlyBasic, monthlyAllowances: offer.monthlyAllowances }
    : {}
  const existing = await req.payload.find({
    collection: 'placements',
    where: { application: { equals: doc.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { status: true },
  })
  if (existing.docs[0]) {
    if (offer && existing.docs[0].status === 'awaitingOffer') {
      await req.payload.update({
        collection: 'placements',
        id: existing.docs[0].id,
        data: offerData as never,
        overrideAccess: true,
        depth: 0,
        req,
      })
    }
    return doc
  }
  const job = (await req.payload.findByID({
    collection: 'jobs',
    id: idOf(doc.job as Rel),
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })) as {
    id: number
    owner?: Rel | null
    client?: Rel | null
  } | null
  if (!job) return doc
  const recruiter = job.owner ? idOf(job.owner) : req.user?.collection === 'users' ? Number(req.user.id) : null
  const agreement = job.client ? await agreementInForce(req.payload, idOf(job.client), req) : undefined
  // A hire on a job reopened after an early exit replaces that placement (no second fee), the oldest first.
  const replaced = (
    await req.payload.find({
      collection: 'placements',
      where: { and: [{ job: { equals: job.id } }, { status: { equals: 'earlyExit' } }, { exitRemedy: { equals: 'replacement' } }] },
      sort: 'exitDate',
      depth: 0,
      limit: 20,
      overrideAccess: true,
      req,
      select: { status: true },
    })
  ).docs
  let replaces: number | undefined
  for (const candidate of replaced) {
    const taken = await req.payload.count({
      collection: 'placements',
      where: { replaces: { equals: candidate.id } },
      overrideAccess: true,
      req,
    })
    if (!taken.totalDocs) {
      replaces = Number(candidate.id)
      break
    }
  }
  await req.payload.create({
    collection: 'placements',
    data: {
      ...(replaces ? { replaces } : {}),
      application: doc.id,
      job: job.id,
      ...(job.client ? { client: idOf(job.client) } : {}),
      ...(agreement ? { agreement: agreement.id } : {}),
      candidateName: String(doc.fullName ?? ''),
      hireDate: stored(agencyDay(new Date())),
      status: 'awaitingOffer',
      ...offerData,
      splits: recruiter ? [{ recruiter, share: '100' }] : [],
    } as never,
    overrideAccess: true,
    req,
  })
  return doc
}

/** How long a job reopened for a replacement stays open when its closing day has passed. */
export const REOPEN_DAYS = 30

/**
 * A placement that becomes "left within the guarantee" (issue 31): the application's timeline gets a note (the
 * leaving day and the remedy), and when the remedy is a replacement the job is reopened (status "open", its closing
 * day moved a month on if it has passed) so the next hire on it is linked as the replacement. Once per early exit:
 * only on the change of status. Runs in the request's transaction.
 */
export const followEarlyExit: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (doc.status !== 'earlyExit' || (operation === 'update' && previousDoc?.status === 'earlyExit')) return doc
  const locale = adminLocale(req.i18n)
  const tr = translator(locale, 'Placements')
  const exit = asDay(doc.exitDate) ?? agencyDay(new Date())
  const remedy = doc.exitRemedy === 'credit' ? 'credit' : 'replacement'
  const jobId = doc.job ? idOf(doc.job as Rel) : null
  if (remedy === 'replacement' && jobId) {
    const job = (await req.payload.findByID({
      collection: 'jobs',
      id: jobId,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })) as {
      status?: string
      closingDate?: string | null
    } | null
    if (job) {
      const today = agencyDay(new Date())
      const closes = asDay(job.closingDate)
      await req.payload.update({
        collection: 'jobs',
        id: jobId,
        data: {
          status: 'open',
          ...(!closes || closes < today ? { closingDate: stored(addCalendarDays(today, REOPEN_DAYS)) } : {}),
        } as never,
        overrideAccess: true,
        depth: 0,
        req,
      })
    }
  }
  if (doc.application && jobId) {
    await recordActivity(
      { payload: req.payload, req },
      {
        application: idOf(doc.application as Rel),
        job: jobId,
        kind: 'note',
        text: tr(remedy === 'credit' ? 'earlyExit.noteCredit' : 'earlyExit.noteReplacement', { date: formatDate(stored(exit), locale) }),
      },
    )
  }
  return doc
}
