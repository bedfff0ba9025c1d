import { getLocale } from 'next-intl/server'

import { isLocale, type Locale } from './locales'

/** Any value as one of our locales (English when it is not one). */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : 'en')

/**
 * The locale of the request a server action or route is answering: the page's `[locale]`, as the proxy told
 * next-intl. Server actions take it from here, never from an argument the browser sends.
 */
export async function requestLocale(): Promise<Locale> {
  return toLocale(await getLocale())
}
