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
