import { messages, translator } from '@/i18n/messages'
import type { Locale } from '@/i18n/locales'

/**
 * One stand-in for Next.js's request scope, for integration tests that call server actions and server components
 * directly: the request's headers and cookies (`next/headers`), its locale (`next-intl/server`) and the errors
 * `redirect()` and `notFound()` throw (`next/navigation`), with the digests Next.js gives them.
 *
 * `vi.mock` is hoisted only in the test file itself, so each file registers the modules it needs there, each with a
 * factory that imports this module (a factory may import; it may not use the file's own variables):
 *
 *   import { nextRequest } from './helpers/nextMocks'
 *   vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
 *   vi.mock('next/navigation', () => import('./helpers/nextMocks').then((m) => m.nextNavigation))
 *   vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))
 *
 * The test then sets `nextRequest`'s headers, cookies and locale before each call. Vitest gives each test file its
 * own module graph, so the state starts empty in every file.
 */
export const nextRequest = {
  headers: new Headers(),
  cookies: new Map<string, string>(),
  locale: 'en' as Locale,
}

/**
 * A new client address on every call, from `prefix` (its first two octets): the per-address limits are tested on
 * their own, so other tests' posts do not share one. Sets the request's headers to that address alone.
 */
export function addressesFrom(prefix: `${number}.${number}`) {
  let n = 0
  return () => {
    n++
    nextRequest.headers = new Headers({ 'x-forwarded-for': `${prefix}.${Math.floor(n / 250)}.${n % 250}` })
  }
}

export const nextHeaders = {
  headers: async () => nextRequest.headers,
  cookies: async () => ({
    get: (name: string) => (nextRequest.cookies.has(name) ? { name, value: nextRequest.cookies.get(name)! } : undefined),
    getAll: () => [...nextRequest.cookies].map(([name, value]) => ({ name, value })),
    has: (name: string) => nextRequest.cookies.has(name),
    set: (name: string, value: string) => void nextRequest.cookies.set(name, value),
    delete: (name: string) => void nextRequest.cookies.delete(name),
  }),
}

export const nextNavigation = {
  redirect: (url: string): never => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { digest: `NEXT_REDIRECT;replace;${url};303;` })
  },
  notFound: (): never => {
    throw Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })
  },
}

export const nextIntlServer = {
  getLocale: async () => nextRequest.locale,
  getTranslations: async (options: { locale?: string; namespace: never }) =>
    translator(options.locale ?? nextRequest.locale, options.namespace),
  getMessages: async ({ locale }: { locale?: Locale } = {}) => messages[locale ?? nextRequest.locale],
  setRequestLocale: () => {},
}
