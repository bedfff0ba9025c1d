import { describe, expect, it } from 'vitest'

import { dayKey, formatDate, formatNumber } from './format'

describe('dates and numbers', () => {
  it('writes dates with Arabic month names and Western digits in Arabic', () => {
    expect(formatDate('2026-11-22T12:00:00.000Z', 'ar')).toBe('22 نوفمبر 2026')
    expect(formatDate('2026-11-22T12:00:00.000Z', 'en')).toBe('22 November 2026')
  })

  it('uses the Gulf day: 22:00 UTC is already the next day in Riyadh', () => {
    expect(dayKey('2026-11-22T22:00:00.000Z')).toBe('2026-11-23')
    expect(formatDate('2026-11-22T22:00:00.000Z', 'en')).toBe('23 November 2026')
  })

  it('groups thousands in both languages', () => {
    expect(formatNumber(25000, 'en')).toBe('25,000')
    expect(formatNumber(25000, 'ar')).toMatch(/^25.000$/)
  })
})

describe('money', () => {
  it('writes minor units with the currency’s own decimals in both languages', async () => {
    const { formatMoney } = await import('./format')
    expect(formatMoney(8_400_000, 'SAR', 'en')).toBe('SAR 84,000.00')
    expect(formatMoney(2_592_591, 'KWD', 'en')).toBe('KWD 2,592.591')
    expect(formatMoney(5, 'BHD', 'en')).toBe('BHD 0.005')
    expect(formatMoney(8_400_000, 'SAR', 'ar')).toBe('84,000.00 ريال سعودي')
    expect(formatMoney(1_260_050, 'AED', 'ar')).toBe('12,600.50 درهم إماراتي')
    // Beyond a float's exact decimals: the digits come from the integer.
    expect(formatMoney(900_719_925_474_099, 'SAR', 'en')).toBe('SAR 9,007,199,254,740.99')
  })

  it('writes a figure in whole major units of its own currency, then the currency', async () => {
    const { formatWholeMoney } = await import('./format')
    expect(formatWholeMoney(1_200_050, 'SAR', 'en')).toBe('12,001 SAR')
    expect(formatWholeMoney(1_500_000, 'KWD', 'en')).toBe('1,500 KWD')
    expect(formatWholeMoney(1_500_000, 'KWD', 'ar')).toBe('1,500 دينار كويتي')
  })
})
