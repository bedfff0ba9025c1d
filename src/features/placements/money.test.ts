import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  addCalendarDays,
  allocate,
  annualBase,
  computeFee,
  computeVat,
  CURRENCIES,
  CURRENCY_CODES,
  type Currency,
  daysBetween,
  earlyExitCredit,
  type FeeTerms,
  instalments,
  parseAmount,
  placementMoney,
  splitFee,
  toDecimalString,
} from './money'

/**
 * The reference: the same rules written in decimal arithmetic on the amounts as people write them (riyals with
 * their decimals, percentages as percentages), as an accountant's spreadsheet would, then converted to minor units.
 */
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP })
const toMajor = (minor: number, currency: Currency) => new D(minor).div(new D(10).pow(CURRENCIES[currency]))
const toMinor = (major: Decimal, currency: Currency) => major.mul(new D(10).pow(CURRENCIES[currency]))

function referenceFee(terms: FeeTerms, basic: number, allowances: number, currency: Currency): Decimal {
  if (terms.kind === 'flat') return new D(terms.amount)
  const monthly = toMajor(basic, currency).add(terms.base === 'basicPlusAllowances' ? toMajor(allowances, currency) : 0)
  const percent = new D(terms.basisPoints).div(100)
  const feeMajor = monthly.mul(12).mul(percent).div(100)
  return toMinor(feeMajor, currency).toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
}

const currency = fc.constantFrom(...CURRENCY_CODES)
// Monthly pay from nothing to 5 million in the major unit (a board member's package), in minor units.
const monthly = fc.integer({ min: 0, max: 5_000_000_000 })
const terms: fc.Arbitrary<FeeTerms> = fc.oneof(
  fc.record({
    kind: fc.constant('percentage' as const),
    basisPoints: fc.integer({ min: 0, max: 10_000 }),
    base: fc.constantFrom('basic' as const, 'basicPlusAllowances' as const),
  }),
  fc.record({ kind: fc.constant('flat' as const), amount: fc.integer({ min: 0, max: 10_000_000_000 }) }),
)
const vatRate = fc.oneof(fc.constantFrom(0, 500, 1000, 1500), fc.integer({ min: 0, max: 10_000 }))
const shares: fc.Arbitrary<number[]> = fc
  .integer({ min: 1, max: 3 })
  .chain((count) =>
    count === 1
      ? fc.constant<number[]>([10_000])
      : fc
          .uniqueArray(fc.integer({ min: 1, max: 9_999 }), { minLength: count - 1, maxLength: count - 1 })
          .map((cuts) => [0, ...cuts.sort((a, b) => a - b), 10_000].flatMap((cut, i, all) => (i ? [cut - all[i - 1]!] : []))),
  )
const runs = { numRuns: 5_000 }

// Thousands of cases per property: on a busy machine they take longer than Vitest's default 5 s.
describe('placement money', { timeout: 120_000 }, () => {
  it('computes the fee as a decimal spreadsheet does, in every currency', () => {
    fc.assert(
      fc.property(currency, terms, monthly, monthly, (code, agreed, basic, allowances) => {
        const fee = computeFee(agreed, { monthlyBasic: basic, monthlyAllowances: allowances })
        expect(Number.isSafeInteger(fee)).toBe(true)
        expect(fee).toBe(referenceFee(agreed, basic, allowances, code).toNumber())
      }),
      runs,
    )
  })

  it('rounds VAT once, half up, on the net, and the gross is net plus VAT', () => {
    fc.assert(
      fc.property(
        currency,
        terms,
        monthly,
        monthly,
        vatRate,
        shares,
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (code, agreed, basic, allowances, rate, split, retainer) => {
          const money = placementMoney({
            terms: agreed,
            offer: { monthlyBasic: basic, monthlyAllowances: allowances },
            vatBasisPoints: rate,
            retainer,
            sharesBasisPoints: split,
          })
          const net = referenceFee(agreed, basic, allowances, code).sub(
            Decimal.min(retainer, referenceFee(agreed, basic, allowances, code)),
          )
          const vat = toMinor(toMajor(net.toNumber(), code).mul(new D(rate).div(10_000)), code).toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
          expect(money.invoice.net).toBe(net.toNumber())
          expect(money.invoice.vat).toBe(vat.toNumber())
          expect(money.invoice.gross).toBe(net.add(vat).toNumber())
          // The splits share the fee, not the invoice: they add up to it exactly, each within one unit of its exact part.
          expect(money.splits.reduce((a, b) => a + b, 0)).toBe(money.fee)
          money.splits.forEach((part, i) => {
            const exact = new D(money.fee).mul(split[i]!).div(10_000)
            expect(new D(part).sub(exact).abs().lessThan(1)).toBe(true)
          })
        },
      ),
      runs,
    )
  })

  it('allocates any total over any weights exactly, never a negative part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0))
          const parts = allocate(total, weights)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
          const sum = weights.reduce((a, b) => a + b, 0)
          parts.forEach((part, i) => {
            expect(part).toBeGreaterThanOrEqual(0)
            expect(new D(part).sub(new D(total).mul(weights[i]!).div(sum)).abs().lessThan(1)).toBe(true)
            if (weights[i] === 0) expect(part).toBe(0)
          })
        },
      ),
      runs,
    )
  })

  it('reads and writes amounts with the currency’s decimals', () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: 0, max: 1e14 }), (code, minor) => {
        expect(parseAmount(toDecimalString(minor, code), code)).toBe(minor)
      }),
      runs,
    )
    expect(parseAmount('12,500.50', 'SAR')).toBe(1_250_050)
    expect(parseAmount('1.250', 'KWD')).toBe(1250)
    expect(parseAmount('1.2505', 'KWD')).toBeNull()
    expect(parseAmount('1e5', 'SAR')).toBeNull()
    expect(parseAmount('-5', 'SAR')).toBeNull()
    expect(toDecimalString(1250, 'BHD')).toBe('1.250')
    expect(toDecimalString(5, 'SAR')).toBe('0.05')
  })

  it('works the examples an agency owner would check by hand', () => {
    // 20 % of a SAR 25,000 + 10,000 monthly package: 12 × 35,000 × 20 % = 84,000; VAT 15 % = 12,600.
    const saudi = placementMoney({
      terms: { kind: 'percentage', basisPoints: 2000, base: 'basicPlusAllowances' },
      offer: { monthlyBasic: 2_500_000, monthlyAllowances: 1_000_000 },
      vatBasisPoints: 1500,
      sharesBasisPoints: [6000, 4000],
    })
    expect(saudi).toMatchObject({
      annualPackage: 42_000_000,
      fee: 8_400_000,
      invoice: { net: 8_400_000, vat: 1_260_000, gross: 9_660_000 },
      splits: [5_040_000, 3_360_000],
    })
    // On the basic only: 12 × 25,000 × 20 % = 60,000.
    expect(
      computeFee({ kind: 'percentage', basisPoints: 2000, base: 'basic' }, { monthlyBasic: 2_500_000, monthlyAllowances: 1_000_000 }),
    ).toBe(6_000_000)
    // KWD has three decimals: 17.5 % of 12 × 1,234.567 = 2,592.5907 → 2,592.591.
    expect(computeFee({ kind: 'percentage', basisPoints: 1750, base: 'basic' }, { monthlyBasic: 1_234_567, monthlyAllowances: 0 })).toBe(
      2_592_591,
    )
    // Half up on the VAT line: 5 % of 0.10 AED is 0.005 → 0.01.
    expect(computeVat(10, 500)).toBe(1)
    expect(computeVat(9, 500)).toBe(0)
    // Three equal recruiters share 100.00: 33.34, 33.33, 33.33.
    expect(splitFee(10_000, [3334, 3333, 3333])).toEqual([3334, 3333, 3333])
    expect(allocate(10_000, [1, 1, 1])).toEqual([3334, 3333, 3333])
    expect(instalments(10_000, 3)).toEqual([3334, 3333, 3333])
    expect(annualBase({ monthlyBasic: 100, monthlyAllowances: 50 }, 'basic')).toBe(1200)
  })

  it('refuses shares that do not add up to 100 % or more than three recruiters', () => {
    expect(() => splitFee(100, [5000, 4000])).toThrow(RangeError)
    expect(() => splitFee(100, [2500, 2500, 2500, 2500])).toThrow(RangeError)
    expect(() => splitFee(100, [])).toThrow(RangeError)
    expect(() => computeFee({ kind: 'percentage', basisPoints: 2000, base: 'basic' }, { monthlyBasic: 1.5, monthlyAllowances: 0 })).toThrow(
      RangeError,
    )
    expect(() => computeVat(-1, 1500)).toThrow(RangeError)
  })

  it('credits an early exit pro rata to the unserved guarantee, as a decimal spreadsheet does, in every currency', () => {
    fc.assert(
      fc.property(
        currency,
        fc.integer({ min: 0, max: 10_000_000_000 }),
        vatRate,
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: -30, max: 400 }),
        (code, net, rate, guaranteeDays, daysServed) => {
          const credit = earlyExitCredit({ net, vatBasisPoints: rate, guaranteeDays, daysServed })
          const served = Math.min(Math.max(daysServed, 0), guaranteeDays)
          // The spreadsheet: riyals × unserved ÷ guarantee, to the currency's decimals, half up; VAT on that, half up.
          const creditMajor = toMajor(net, code)
            .mul(guaranteeDays - served)
            .div(guaranteeDays)
          const creditNet = toMinor(creditMajor, code).toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
          const vat = toMinor(toMajor(creditNet.toNumber(), code).mul(new D(rate).div(10_000)), code).toDecimalPlaces(
            0,
            Decimal.ROUND_HALF_UP,
          )
          expect(credit).toEqual({ net: creditNet.toNumber(), vat: vat.toNumber(), gross: creditNet.add(vat).toNumber() })
          // Never more than was invoiced, and a day more served never credits more.
          expect(credit.net).toBeLessThanOrEqual(net)
          expect(credit.vat).toBeLessThanOrEqual(computeVat(net, rate))
          const later = earlyExitCredit({ net, vatBasisPoints: rate, guaranteeDays, daysServed: daysServed + 1 })
          expect(later.net).toBeLessThanOrEqual(credit.net)
        },
      ),
      runs,
    )
    // 74,000.00 net, 90-day guarantee, left after 30 days: 60 of 90 unserved = 49,333.33 (…333 rounds down), VAT 7,400.00.
    expect(earlyExitCredit({ net: 7_400_000, vatBasisPoints: 1500, guaranteeDays: 90, daysServed: 30 })).toEqual({
      net: 4_933_333,
      vat: 740_000,
      gross: 5_673_333,
    })
    // Left on the first day: the whole net; on the last: nothing.
    expect(earlyExitCredit({ net: 1001, vatBasisPoints: 500, guaranteeDays: 60, daysServed: 0 }).net).toBe(1001)
    expect(earlyExitCredit({ net: 1001, vatBasisPoints: 500, guaranteeDays: 60, daysServed: 60 }).gross).toBe(0)
  })

  it('counts calendar days across months and leap years', () => {
    expect(daysBetween('2028-02-01', '2028-05-01')).toBe(90)
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -2000, max: 2000 }), (offset, days) => {
        const from = addCalendarDays('2000-01-01', offset)
        return daysBetween(from, addCalendarDays(from, days)) === days
      }),
      runs,
    )
    expect(addCalendarDays('2028-02-01', 90)).toBe('2028-05-01')
    expect(addCalendarDays('2027-12-15', 30)).toBe('2028-01-14')
    expect(addCalendarDays('2026-03-01T00:00:00.000Z', 0)).toBe('2026-03-01')
  })
})

describe('percentages as typed', async () => {
  const { parsePercent, percentText } = await import('./percent')
  it('reads 0 to 100 with two decimals, in Western or Arabic-Indic digits', () => {
    expect(parsePercent('20')).toBe(2000)
    expect(parsePercent('17.5 %')).toBe(1750)
    expect(parsePercent('١٥')).toBe(1500)
    expect(parsePercent('33.333')).toBeNull()
    expect(parsePercent('100.01')).toBeNull()
    expect(parsePercent('-1')).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => parsePercent(percentText(bp)) === bp),
      runs,
    )
  })
})
