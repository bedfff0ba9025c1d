import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectReadings } from '../../../tests/fixtures/amounts'
import { CURRENCIES, type Currency } from './constants'
import { toDecimalString } from '@/lib/money'

import { parseAmount, roundSignificant } from './money'

const currency = fc.constantFrom(...(Object.keys(CURRENCIES) as Currency[]))

describe('money in integer minor units (issue 33)', () => {
  it('reads back what it writes, for every currency and amount', () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: 0, max: 10_000_000_000 }), (c, minor) => {
        const parsed = parseAmount(toDecimalString(minor, c), c)
        expect(parsed).toBe(minor)
        expect(Number.isSafeInteger(parsed)).toBe(true)
      }),
    )
  })

  it('reads thousands separators and Arabic-Indic digits, and refuses more decimals than the currency has', () => {
    expectReadings(parseAmount, 'SAR', { '12,500.50': 1_250_050, '': 0 })
    expectReadings(parseAmount, 'AED', { '١٢٬٥٠٠٫٥': 1_250_050 })
    expectReadings(parseAmount, 'KWD', { '1 250.125': 1_250_125 })
    expectReadings(parseAmount, 'SAR', { '1250.125': null, '-5': null, '1e5': null })
  })

  it('rounds to significant figures with whole minor units, never more than half a step away', () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: 1, max: 10_000_000_000 }), fc.integer({ min: 1, max: 4 }), (c, minor, figures) => {
        const rounded = roundSignificant(minor, c, figures)
        expect(Number.isSafeInteger(rounded)).toBe(true)
        const scale = 10 ** CURRENCIES[c]
        const major = minor / scale
        const step = 10 ** Math.max(0, Math.floor(Math.log10(major)) + 1 - figures) * scale
        expect(rounded % step).toBe(0)
        expect(Math.abs(rounded - minor)).toBeLessThanOrEqual(step / 2)
      }),
    )
  })
})
