import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import ar from '../../../messages/ar.json'
import en from '../../../messages/en.json'
import { currencyLabel } from '@/lib/format'

/** Issue 15, "Arabic that reads as native": the counted noun agrees with its number (ICU plural rules). */
const tAr = createTranslator({ locale: 'ar', messages: ar, namespace: 'Jobs' })
const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'Jobs' })

describe('years of experience', () => {
  it('agree with the last number in Arabic', () => {
    expect(tAr('experienceRange', { min: 10, max: 15 })).toBe('من 10 إلى 15 سنة')
    expect(tAr('experienceRange', { min: 3, max: 5 })).toBe('من 3 إلى 5 سنوات')
    expect(tAr('experienceRange', { min: 1, max: 2 })).toBe('من 1 إلى سنتين')
    expect(tAr('experienceUpTo', { max: 1 })).toBe('حتى سنة واحدة')
    expect(tAr('experienceUpTo', { max: 2 })).toBe('حتى سنتين')
    expect(tAr('experienceUpTo', { max: 7 })).toBe('حتى 7 سنوات')
    expect(tAr('bands.0-2')).toBe('حتى سنتين')
    expect(tAr('experienceFrom', { min: 11 })).toBe('11 سنة أو أكثر')
  })
  it('read naturally in English', () => {
    expect(tEn('experienceUpTo', { max: 1 })).toBe('Up to 1 year')
    expect(tEn('experienceRange', { min: 3, max: 5 })).toBe('3–5 years')
  })
})

describe('currencies', () => {
  it('are named in Arabic, coded in English', () => {
    expect(currencyLabel('SAR', 'ar')).toBe('ريال سعودي')
    expect(currencyLabel('AED', 'ar')).toBe('درهم إماراتي')
    expect(currencyLabel('SAR', 'en')).toBe('SAR')
    expect(tAr('salaryRange', { min: '35,000', max: '45,000', currency: currencyLabel('SAR', 'ar'), period: 'month' })).toBe(
      'من 35,000 إلى 45,000 ريال سعودي شهريًا',
    )
  })
})
