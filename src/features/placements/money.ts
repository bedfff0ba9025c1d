import { toDecimalString } from '@/lib/money'

/**
 * Placement money (issue 31): fees, VAT, splits and instalments in integer minor units, with no floating point on
 * the way. Every amount is a bigint-safe integer of the currency's minor unit (halalas, fils, baisa); percentages
 * are integer basis points (1 % = 100, 17.5 % = 1750). The arithmetic runs on BigInt so that no product loses
 * precision, and comes back as a `number` (a Gulf fee stays far below 2^53 minor units).
 *
 * Rounding rules (docs/PLACEMENTS.md says the same):
 * 1. The annual package is 12 × the monthly amounts (Gulf offers are stated per month): exact, no rounding.
 * 2. The fee (net) is the base × the percentage, or the agreed flat fee. A percentage fee is rounded once, half up, to
 *    the minor unit, from the exact product (an invoice cannot carry a fraction of a halala).
 * 3. A retainer already invoiced is credited: the placement's invoice net is the fee less the retainer, never below 0.
 * 4. VAT is computed on the invoice net (what the invoice shows) and rounded once, half up. The gross is the net plus
 *    the VAT: added, never rounded again.
 * 5. Splits between recruiters and a retainer's instalments are allocated by largest remainder: each share is the
 *    floor of its exact part, and the minor units left over go one each to the largest remainders (ties: first
 *    listed first), so the parts always add up to the whole exactly.
 * 6. An early exit within the guarantee is remedied by a replacement (a linked placement with no fee) or, when the
 *    client takes no replacement, by a credit of the invoice net pro rata to the guarantee days not served
 *    (net × unserved ÷ guarantee days, rounded once, half up), with its own VAT line (rule 4) at the placement's rate.
 */

/** The GCC currencies with their minor units (ISO 4217). */
export const CURRENCIES = {
  SAR: 2,
  AED: 2,
  QAR: 2,
  KWD: 3,
  BHD: 3,
  OMR: 3,
} as const

export type Currency = keyof typeof CURRENCIES
export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[]

export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && Object.hasOwn(CURRENCIES, value)

export const minorUnits = (currency: Currency): number => CURRENCIES[currency]

/** GCC countries (ISO 3166 alpha-2) and the currency an agreement there is usually in. */
export const COUNTRIES = { SA: 'SAR', AE: 'AED', QA: 'QAR', KW: 'KWD', BH: 'BHD', OM: 'OMR' } as const satisfies Record<string, Currency>
export type Country = keyof typeof COUNTRIES
export const COUNTRY_CODES = Object.keys(COUNTRIES) as Country[]

/** The seeded VAT rates in basis points: Saudi Arabia 15 %, the UAE 5 % (admins add the others in the settings). */
export const DEFAULT_VAT_RATES: { country: Country; rateBasisPoints: number }[] = [
  { country: 'SA', rateBasisPoints: 1500 },
  { country: 'AE', rateBasisPoints: 500 },
]

export const BASIS_POINTS = 10_000
export const MAX_SPLITS = 3

const assertMinor = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer of minor units`)
}
const assertBasisPoints = (value: number, what: string, max = BASIS_POINTS) => {
  if (!Number.isInteger(value) || value < 0 || value > max) throw new RangeError(`${what} must be an integer of basis points (0 to ${max})`)
}

/** numerator / denominator rounded half up (both non-negative, denominator positive). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator
  return (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient
}

const toNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount too large')
  return Number(value)
}

/**
 * A typed amount ("12500", "12,500.50", "1.250", "١٢٬٥٠٠٫٥٠") in minor units, exactly, or null when malformed,
 * negative or more precise than the currency; minor units as a plain decimal with the currency's digits
 * ("1250.500" for KWD), for CSV and inputs. Both are the kit's (lib/money.ts).
 */
export { parseAmount, toDecimalString } from '@/lib/money'

/**
 * Minor units as staff type and read them in the admin's amount fields: the major unit with its thousands grouped
 * and the currency's decimals ("12,500.00" SAR, "1,250.500" KWD). The admin writes Latin digits in both languages
 * (lib/format.ts `intlLocale`), so the text is the same in English and Arabic; `parseAmount` reads it back exactly.
 */
export function formatAmountInput(minor: number, currency: Currency): string {
  const [whole, fraction] = toDecimalString(minor, currency).split('.') as [string, string | undefined]
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

export type PackageBase = 'basic' | 'basicPlusAllowances'

export interface Offer {
  /** Monthly basic salary, minor units. */
  monthlyBasic: number
  /** Monthly allowances (housing, transport…), minor units. */
  monthlyAllowances: number
}

export type FeeTerms = { kind: 'percentage'; basisPoints: number; base: PackageBase } | { kind: 'flat'; amount: number }

/** The annual amount the percentage applies to: 12 × (basic, or basic plus allowances). */
export function annualBase(offer: Offer, base: PackageBase): number {
  assertMinor(offer.monthlyBasic, 'monthly basic')
  assertMinor(offer.monthlyAllowances, 'monthly allowances')
  const monthly = BigInt(offer.monthlyBasic) + (base === 'basicPlusAllowances' ? BigInt(offer.monthlyAllowances) : 0n)
  return toNumber(monthly * 12n)
}

/** The fee (net of VAT) for this offer under these terms, rounded once, half up (rule 2). */
export function computeFee(terms: FeeTerms, offer: Offer): number {
  if (terms.kind === 'flat') {
    assertMinor(terms.amount, 'flat fee')
    return terms.amount
  }
  assertBasisPoints(terms.basisPoints, 'fee percentage')
  return toNumber(divideHalfUp(BigInt(annualBase(offer, terms.base)) * BigInt(terms.basisPoints), BigInt(BASIS_POINTS)))
}

/** VAT on a net amount at a rate in basis points, rounded once, half up (rule 4). */
export function computeVat(net: number, rateBasisPoints: number): number {
  assertMinor(net, 'net')
  assertBasisPoints(rateBasisPoints, 'VAT rate')
  return toNumber(divideHalfUp(BigInt(net) * BigInt(rateBasisPoints), BigInt(BASIS_POINTS)))
}

export interface InvoiceLine {
  net: number
  vat: number
  gross: number
}

/** An invoice line: the net, its VAT, their sum. */
export function invoiceLine(net: number, vatBasisPoints: number): InvoiceLine {
  const vat = computeVat(net, vatBasisPoints)
  return { net, vat, gross: toNumber(BigInt(net) + BigInt(vat)) }
}

/**
 * Splits `total` in proportion to integer `weights` by largest remainder (rule 5): the parts add up to `total`
 * exactly, each is within one minor unit of its exact share, and equal weights get parts that differ by at most one
 * (the earlier ones get the extra unit).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertMinor(total, 'total')
  if (!weights.length) throw new RangeError('nothing to allocate to')
  weights.forEach((weight) => assertMinor(weight, 'weight'))
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n)
  if (sum === 0n) throw new RangeError('the weights add up to zero')
  const whole = BigInt(total)
  const parts = weights.map((weight) => (whole * BigInt(weight)) / sum)
  const remainders = weights.map((weight, index) => ({ index, remainder: (whole * BigInt(weight)) % sum }))
  let left = whole - parts.reduce((acc, part) => acc + part, 0n)
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
  for (const { index } of remainders) {
    if (left === 0n) break
    parts[index] = parts[index]! + 1n
    left -= 1n
  }
  return parts.map(toNumber)
}

/** Recruiters' shares of a fee: basis points that must add up to 100 % for 1 to 3 recruiters. */
export function splitFee(fee: number, sharesBasisPoints: readonly number[]): number[] {
  if (sharesBasisPoints.length < 1 || sharesBasisPoints.length > MAX_SPLITS)
    throw new RangeError(`a fee is split between 1 and ${MAX_SPLITS} recruiters`)
  sharesBasisPoints.forEach((share) => assertBasisPoints(share, 'share'))
  if (sharesBasisPoints.reduce((a, b) => a + b, 0) !== BASIS_POINTS) throw new RangeError('the shares must add up to 100 %')
  return allocate(fee, sharesBasisPoints)
}

/** A retainer in `count` equal instalments (largest remainder, so they add up to the retainer). */
export function instalments(retainer: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1 || count > 12) throw new RangeError('1 to 12 instalments')
  return allocate(
    retainer,
    Array.from({ length: count }, () => 1),
  )
}

export interface PlacementMoney {
  annualPackage: number
  fee: number
  retainerCredit: number
  invoice: InvoiceLine
  splits: number[]
}

/** Everything a placement stores, from the agreement's terms, the offer, the VAT rate and the recruiters' shares. */
export function placementMoney(input: {
  terms: FeeTerms
  offer: Offer
  vatBasisPoints: number
  retainer?: number
  sharesBasisPoints: readonly number[]
}): PlacementMoney {
  const fee = computeFee(input.terms, input.offer)
  const retainer = input.retainer ?? 0
  assertMinor(retainer, 'retainer')
  const retainerCredit = Math.min(retainer, fee)
  return {
    annualPackage: annualBase(input.offer, 'basicPlusAllowances'),
    fee,
    retainerCredit,
    invoice: invoiceLine(fee - retainerCredit, input.vatBasisPoints),
    splits: splitFee(fee, input.sharesBasisPoints),
  }
}

/** `days` calendar days after a date (YYYY-MM-DD), as a date. */
export function addCalendarDays(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (!match) throw new RangeError('not a date')
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}

/** Calendar days from one agency day to another (YYYY-MM-DD), negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  const day = (text: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
    if (!match) throw new RangeError('not a date')
    return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  }
  return Math.round((day(to) - day(from)) / 86_400_000)
}

/**
 * The credit for an early exit the client takes no replacement for (rule 6): the placement's invoice net pro rata to
 * the guarantee days not served, rounded once, half up, and its VAT line at the placement's rate. Days served are
 * clamped to the guarantee (an exit on the start day credits the whole net; on the guarantee's last day, nothing).
 */
export function earlyExitCredit(input: { net: number; vatBasisPoints: number; guaranteeDays: number; daysServed: number }): InvoiceLine {
  assertMinor(input.net, 'net')
  if (!Number.isInteger(input.guaranteeDays) || input.guaranteeDays < 0) throw new RangeError('guarantee days must be a whole number')
  if (!Number.isInteger(input.daysServed)) throw new RangeError('days served must be a whole number')
  if (input.guaranteeDays === 0) return invoiceLine(0, input.vatBasisPoints)
  const served = Math.min(Math.max(input.daysServed, 0), input.guaranteeDays)
  const net = divideHalfUp(BigInt(input.net) * BigInt(input.guaranteeDays - served), BigInt(input.guaranteeDays))
  return invoiceLine(toNumber(net), input.vatBasisPoints)
}
