import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectReadings } from '../../../tests/fixtures/amounts'
import { formatAmount, minorDigits, parseAmount, toMinor } from './money'

describe('money in minor units', () => {
  it('knows each currency’s minor digits', () => {
    expect(minorDigits('SAR')).toBe(2)
    expect(minorDigits('KWD')).toBe(3)
    expect(minorDigits('OMR')).toBe(3)
  })

  it('reads what candidates type, in either digits', () => {
    expectReadings(parseAmount, 'SAR', { '12,000': 1_200_000, '١٢٬٥٠٠٫٥': 1_250_050 })
    expectReadings(parseAmount, 'KWD', { '1500.125': 1_500_125 })
    expectReadings(parseAmount, 'SAR', { '1500.125': null, '-5': null, abc: null, ['9'.repeat(40)]: null })
  })

  it('reads back every amount it shows, exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('SAR', 'AED', 'KWD', 'BHD', 'OMR', 'USD'),
        (minor, currency) => {
          const shown = formatAmount(minor, currency)
          const digits = minorDigits(currency)
          // Amounts beyond 13 whole digits are refused rather than read wrong.
          if (shown.split('.')[0]!.length > 13) return parseAmount(shown, currency) === null
          return parseAmount(shown, currency) === minor && Number.isSafeInteger(minor) && (shown.split('.')[1]?.length ?? digits) === digits
        },
      ),
    )
  })

  it('turns a whole major amount into minor units without drift (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom('SAR', 'KWD'), (major, currency) => {
        return toMinor(major, currency) === major * 10 ** minorDigits(currency)
      }),
    )
  })
})
