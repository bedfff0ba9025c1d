import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatAmount, minorDigits, parseAmount, toMinor } from './money'

describe('money in minor units', () => {
  it('knows each currency’s minor digits', () => {
    expect(minorDigits('SAR')).toBe(2)
    expect(minorDigits('KWD')).toBe(3)
    expect(minorDigits('OMR')).toBe(3)
  })

  it('reads what candidates type, in either digits', () => {
    expect(parseAmount('12,000', 'SAR')).toBe(1_200_000)
    expect(parseAmount('١٢٬٥٠٠٫٥', 'SAR')).toBe(1_250_050)
    expect(parseAmount('1500.125', 'KWD')).toBe(1_500_125)
    expect(parseAmount('1500.125', 'SAR')).toBeNull()
    expect(parseAmount('-5', 'SAR')).toBeNull()
    expect(parseAmount('abc', 'SAR')).toBeNull()
    expect(parseAmount('9'.repeat(40), 'SAR')).toBeNull()
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
