import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { localeCookieScript, rememberLocale } from './localeCookie'

/** Runs the head script against a document whose cookie jar is `jar`; returns what it wrote, if anything. */
function run(locale: 'en' | 'ar', jar: string, protocol = 'http:') {
  const written: string[] = []
  const document = {
    get cookie() {
      return jar
    },
    set cookie(value: string) {
      written.push(value)
    },
  }
  runInNewContext(localeCookieScript(locale), { document, location: { protocol } })
  return written
}

describe('the locale cookie head script', () => {
  it('records the page language for 365 days when the cookie differs or is missing', () => {
    expect(run('ar', '')).toEqual(['i18n_redirected=ar; max-age=31536000; path=/; samesite=lax'])
    expect(run('en', 'cookie_consent=accepted; i18n_redirected=ar')).toEqual(['i18n_redirected=en; max-age=31536000; path=/; samesite=lax'])
    expect(run('ar', '', 'https:')[0]).toMatch(/; secure$/)
  })

  it('writes nothing when the cookie already holds the language', () => {
    expect(run('ar', 'i18n_redirected=ar')).toEqual([])
    expect(run('en', 'a=1; i18n_redirected=en; b=2')).toEqual([])
  })
})

describe('rememberLocale', () => {
  it('writes the cookie the head script writes, and only when it differs', () => {
    const jar = { cookie: 'i18n_redirected=en' }
    rememberLocale('ar', jar, 'http:')
    expect(jar.cookie).toBe(run('ar', '')[0])
    const same = { cookie: 'a=1; i18n_redirected=ar' }
    rememberLocale('ar', same, 'https:')
    expect(same.cookie).toBe('a=1; i18n_redirected=ar')
  })
})
