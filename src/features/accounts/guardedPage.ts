import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/server'
import type { Query } from '@/lib/pageQuery'

import { requireCandidate, type CurrentCandidate } from './current'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> }

/**
 * What a guarded page of the candidate's own (/profile…) starts from: its locale, the signed-in candidate (else
 * requireCandidate sends the visitor to sign in and back to `path`) and its query.
 */
export async function guardedPage(
  { params, searchParams }: Props,
  path: string,
): Promise<{ locale: Locale; me: CurrentCandidate; query: Query }> {
  const locale = await pageLocale(params)
  const me = await requireCandidate(locale, path)
  return { locale, me, query: await searchParams }
}
