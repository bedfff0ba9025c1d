import { describe, expect, it } from 'vitest'

import { AUTH_HINT_COOKIE, FLASH_COOKIE, GUARDED_PATHS, ID_TOKEN_COOKIE, OAUTH_COOKIE, SIGN_IN_COOKIE } from '@/features/accounts/constants'
import { NOINDEX_PATHS } from '@/features/seo/sitemap'
import { locales } from '@/i18n/locales'
import { PAGES_CHANGED_EVENT, revalidateTags } from '@/lib/revalidate'

import { cacheableRequest, FLUSH_EVENT } from '../../server/pageCache.mjs'
import { PERSONAL_PAGE } from '../../server/personalPages.mjs'

/**
 * Facts the site's server (server/*.mjs) and the app share. Each has one home in server/ that the app imports; where
 * a copy must remain (the locales in PERSONAL_PAGE, which server/ cannot read from the TypeScript list), these tests
 * fail when the copies disagree.
 */
describe('facts shared by the server and the app', () => {
  it('personal pages are those of every locale the site has, and of no other', () => {
    const listed = /^\^\\\/\(\?:([^)]+)\)/.exec(PERSONAL_PAGE.source)?.[1]?.split('|')
    expect(listed?.toSorted()).toEqual([...locales].sort())
  })

  it('every page that needs a signed-in candidate, and every page robots.txt disallows, is personal in every locale', () => {
    for (const locale of locales) {
      for (const path of [...GUARDED_PATHS, ...NOINDEX_PATHS])
        expect(PERSONAL_PAGE.test(`/${locale}${path}`), `/${locale}${path}`).toBe(true)
    }
    expect(PERSONAL_PAGE.test('/en/jobs')).toBe(false)
  })

  it("the page cache never answers a request carrying a candidate's session, sign-in or message cookie", () => {
    const request = (cookie: string) => ({ method: 'GET', url: '/en/jobs', headers: { cookie: `i18n_redirected=en; ${cookie}` } })
    for (const name of [ID_TOKEN_COOKIE, SIGN_IN_COOKIE, FLASH_COOKIE, OAUTH_COOKIE])
      expect(cacheableRequest(request(`${name}=x`)), name).toBe(false)
    // The auth hint only repeats the ID token's expiry: alone (an expired session) it does not make a page personal.
    expect(cacheableRequest(request(`${AUTH_HINT_COOKIE}=1`))).toBe(true)
  })

  it('revalidating a tag emits the event the page cache flushes on', () => {
    expect(PAGES_CHANGED_EVENT).toBe(FLUSH_EVENT)
    const heard: unknown[] = []
    const listener = (tags: unknown) => heard.push(tags)
    process.on(FLUSH_EVENT as never, listener)
    try {
      revalidateTags(['jobs'])
    } finally {
      process.off(FLUSH_EVENT as never, listener)
    }
    expect(heard).toEqual([['jobs']])
  })
})
