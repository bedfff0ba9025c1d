import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { currencyLabel, formatMoney } from '@/lib/format'

import { expectReadings } from '../../../tests/fixtures/amounts'

import { CURRENCY_CODES, type Currency, formatAmountInput, minorUnits, parseAmount } from './amounts'

/**
 * The admin's amount fields (issue 31): staff read and type major units ("12,500.00" SAR, "1,250.500" KWD), the
 * database keeps integer minor units. Format then parse gives back the integer; a parse never gives a fraction; the
 * parse agrees with a decimal computation of the same text; Arabic digits and separators read the same.
 */
const runs = { numRuns: 5_000 }
const currency = fc.constantFrom(...CURRENCY_CODES)
/** Every amount the fields take: up to 13 whole digits, within what a number holds exactly. */
const amountIn = (code: Currency) => fc.integer({ min: 0, max: Math.min(Number.MAX_SAFE_INTEGER, 10 ** (13 + minorUnits(code)) - 1) })
/** A currency with an amount its fields take. */
const amounts = currency.chain((code) => fc.tuple(fc.constant(code), amountIn(code)))
const toArabicIndic = (text: string) =>
  text
    .replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    .replace(/,/g, '\u066C')
    .replace(/\./g, '\u066B')

describe('amounts in major units', () => {
  it('reads back exactly what it writes, in every currency, in Latin and Arabic-Indic digits', () => {
    fc.assert(
      fc.property(amounts, ([code, minor]) => {
        const text = formatAmountInput(minor, code)
        expect(parseAmount(text, code)).toBe(minor)
        expect(parseAmount(toArabicIndic(text), code)).toBe(minor)
        // The text has the currency's decimals and grouped thousands.
        expect(text).toMatch(new RegExp(`^\\d{1,3}(,\\d{3})*\\.\\d{${minorUnits(code)}}$`))
      }),
      runs,
    )
  })

  it('never gives a fraction or a negative number, whatever is typed', () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 24 }),
      fc.stringMatching(/^-?[\d,.\u0660-\u0669\u066B\u066C ]{0,24}$/),
      fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.stringMatching(/^\d{0,5}$/)).map(([whole, fraction]) => `${whole}.${fraction}`),
    )
    fc.assert(
      fc.property(typed, currency, (text, code) => {
        const minor = parseAmount(text, code)
        if (minor !== null) {
          expect(Number.isSafeInteger(minor)).toBe(true)
          expect(minor).toBeGreaterThanOrEqual(0)
        }
      }),
      runs,
    )
  })

  it('agrees with a decimal computation of the same text, and refuses more decimals than the currency has', () => {
    const written = fc.tuple(currency, fc.stringMatching(/^[1-9]\d{0,12}$/), fc.stringMatching(/^\d{1,4}$/))
    fc.assert(
      fc.property(written, ([code, whole, fraction]) => {
        const text = `${whole}.${fraction}`
        const minor = parseAmount(text, code)
        if (fraction.length > minorUnits(code)) {
          expect(minor).toBeNull()
          return
        }
        const reference = new Decimal(text).mul(new Decimal(10).pow(minorUnits(code)))
        expect(reference.isInteger()).toBe(true)
        expect(minor).toBe(reference.toNumber())
      }),
      runs,
    )
  })

  it('is the amount the admin shows in each language, with the currency named as the admin names it', () => {
    fc.assert(
      fc.property(amounts, ([code, minor]) => {
        const text = formatAmountInput(minor, code)
        expect(formatMoney(minor, code, 'en')).toBe(`${code} ${text}`)
        expect(formatMoney(minor, code, 'ar')).toBe(`${text} ${currencyLabel(code, 'ar')}`)
      }),
      { numRuns: 500 },
    )
    expect(formatAmountInput(1_250_000, 'SAR')).toBe('12,500.00')
    expect(formatAmountInput(1_250_500, 'KWD')).toBe('1,250.500')
    expect(formatAmountInput(5, 'BHD')).toBe('0.005')
    expectReadings(parseAmount, 'SAR', { '١٢٬٥٠٠٫٥٠': 1_250_050, '12,500.505': null, '0x10': null, Infinity: null })
    expectReadings(parseAmount, 'AED', { '۱۲۵۰۰': 1_250_000 })
    expectReadings(parseAmount, 'OMR', { '12 500.5': 12_500_500 })
    // Beyond what a number holds exactly: refused, not thrown (a 500 before).
    expectReadings(parseAmount, 'BHD', { '9007199254741.0': null })
  })
})
