import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/server'

/** A page's search parameters, as Next gives them. */
export type Query = Record<string, string | string[] | undefined>

/** A page's locale (an unknown one is a 404, as pageLocale) and its query, from the page's props. */
export async function localeAndQuery({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>
  searchParams: Promise<Query>
}): Promise<{ locale: Locale; query: Query }> {
  return { locale: await pageLocale(params), query: await searchParams }
}
