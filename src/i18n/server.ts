import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getLocale, getMessages, setRequestLocale } from 'next-intl/server'
import type { Messages } from 'next-intl'

import { locales, toLocale, type Locale } from './locales'

/**
 * The locale of a page, layout or `generateMetadata`: the `[locale]` segment, narrowed to one of ours (an unknown
 * one is a 404) and handed to next-intl (`setRequestLocale`) so the page can be rendered statically.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!hasLocale(locales, locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/**
 * The locale of the request a server action or route is answering: the page's `[locale]`, as the proxy told
 * next-intl. Server actions take it from here, never from an argument the browser sends.
 */
export async function requestLocale(): Promise<Locale> {
  return toLocale(await getLocale())
}

/**
 * A namespace's messages for a client component. Client components get their copy as props, from next-intl on
 * the server, so no i18n runtime ships to the browser (docs/ARCHITECTURE.md, "Messages"). A message with ICU
 * arguments is formatted on the server (`getTranslations`, or a server action's answer) and passed as a finished
 * sentence; one whose value only the browser knows leaves a slot for it (`i18n/slots.ts`).
 */
export async function clientMessages<N extends keyof Messages>(locale: Locale, namespace: N): Promise<Messages[N]> {
  return (await getMessages({ locale }))[namespace]
}
