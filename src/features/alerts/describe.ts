import type { Payload } from 'payload'

import { employmentTypeLabels, workplaceLabels } from '@/collections/Jobs/constants'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import type { AlertSearch } from './search'

type Names = { industries: Map<string, string>; locations: Map<string, string> }

/** Industry and location names by URL key, in a language (for describing searches). */
export async function taxonomyNames(payload: Payload, locale: Locale): Promise<Names> {
  const [industries, locations] = await Promise.all([
    payload.find({ collection: 'industries', locale, depth: 0, limit: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'locations', locale, depth: 0, limit: 0, pagination: false, overrideAccess: true }),
  ])
  return {
    industries: new Map(industries.docs.map((d) => [d.slug ?? '', d.name])),
    locations: new Map(locations.docs.map((d) => [d.slug ?? '', d.city])),
  }
}

/** A saved search in words: `“nurse” · Healthcare · Riyadh · Full-time`, or "All jobs". */
export function describeSearch(search: AlertSearch, locale: Locale, names: Names): string {
  const t = translator(locale, 'Alerts')
  const tJobs = translator(locale, 'Jobs')
  const parts = [
    search.q ? t('searchKeyword', { q: search.q }) : null,
    search.industry ? (names.industries.get(search.industry) ?? search.industry) : null,
    search.location ? (names.locations.get(search.location) ?? search.location) : null,
    search.workplace ? workplaceLabels[search.workplace][locale] : null,
    search.type ? employmentTypeLabels[search.type][locale] : null,
    search.experience ? tJobs(`bands.${search.experience}`) : null,
  ].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join(' · ') : t('searchAll')
}
