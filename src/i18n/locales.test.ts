import { describe, expect, it } from 'vitest'

import { adminLocale, dirOf, isLocale, localeOfPath, switchLocalePath } from './locales'

describe('locales', () => {
  it('knows English is left to right and Arabic right to left', () => {
    expect(dirOf('en')).toBe('ltr')
    expect(dirOf('ar')).toBe('rtl')
  })

  it('recognises only the configured locales', () => {
    expect(isLocale('ar')).toBe(true)
    expect(isLocale('fr')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })

  it('reads the locale from the start of a path only', () => {
    expect(localeOfPath('/ar/jobs')).toBe('ar')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/jobs/ar')).toBeUndefined()
    expect(localeOfPath('/arabic')).toBeUndefined()
  })

  it('switches the language and keeps the page', () => {
    expect(switchLocalePath('/en/jobs/42', 'ar')).toBe('/ar/jobs/42')
    expect(switchLocalePath('/ar', 'en')).toBe('/en')
    expect(switchLocalePath('/ar/', 'en')).toBe('/en')
    expect(switchLocalePath('/about', 'ar')).toBe('/ar/about')
    expect(switchLocalePath('/', 'ar')).toBe('/ar')
    expect(switchLocalePath('/english-teachers', 'ar')).toBe('/ar/english-teachers')
  })

  it("takes the admin's language as one of ours, English otherwise", () => {
    expect(adminLocale({ language: 'ar' })).toBe('ar')
    expect(adminLocale({ language: 'en' })).toBe('en')
    expect(adminLocale({ language: 'fr' })).toBe('en')
    expect(adminLocale({})).toBe('en')
    expect(adminLocale(undefined)).toBe('en')
  })
})
