import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { jobSearchFields } from '@/features/jobs/searchIndex'
import { locales } from '@/i18n/locales'

type Localized<T> = Partial<Record<string, T>>

/**
 * Runs a Local API read in every locale inside the hook's transaction. Payload
 * sets `req.locale` on the request it is given, so the caller's locale and
 * fallback are put back afterwards, or the save would go on in locale `all`.
 */
async function inAllLocales<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

async function namesOf(req: PayloadRequest, collection: 'industries' | 'locations', id: unknown, field: string): Promise<string[]> {
  const key = typeof id === 'object' && id !== null ? (id as { id: unknown }).id : id
  if (key === null || key === undefined || key === '') return []
  const doc = (await inAllLocales(req, () =>
    req.payload.findByID({ collection, id: key as number, locale: 'all', depth: 0, req, overrideAccess: true }),
  )) as unknown as Record<string, Localized<string>>
  return Object.values(doc[field] ?? {}).filter((v): v is string => typeof v === 'string')
}

/**
 * Keeps `searchText` and `searchStems` (features/jobs/searchIndex.ts): the
 * words of the title and description in every language, the industry and
 * city names in every language, the workplace and employment type labels in
 * both languages, the reference code, and their stems. One pair of fields
 * serves a query typed in either language; the database's full-text index is
 * built on them (see features/jobs/search).
 */
export const updateSearchText: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const stored = originalDoc?.id
    ? ((await inAllLocales(req, () =>
        req.payload.findByID({ collection: 'jobs', id: originalDoc.id, locale: 'all', depth: 0, req, overrideAccess: true }),
      )) as unknown as {
        title?: Localized<string>
        description?: Localized<unknown>
      })
    : {}
  const current = req.locale && req.locale !== 'all' ? req.locale : 'en'
  const titles: unknown[] = []
  const descriptions: unknown[] = []
  for (const locale of locales) {
    titles.push(locale === current && data.title !== undefined ? data.title : stored.title?.[locale])
    descriptions.push(locale === current && data.description !== undefined ? data.description : stored.description?.[locale])
  }
  const fields = jobSearchFields({
    titles: titles.filter((t): t is string => typeof t === 'string'),
    descriptions,
    industryNames: await namesOf(req, 'industries', data.industry ?? originalDoc?.industry, 'name'),
    cityNames: await namesOf(req, 'locations', data.location ?? originalDoc?.location, 'city'),
    workplace: data.workplace ?? originalDoc?.workplace,
    employmentType: data.employmentType ?? originalDoc?.employmentType,
    referenceCode: String(data.referenceCode ?? originalDoc?.referenceCode ?? ''),
  })
  return { ...data, ...fields }
}
