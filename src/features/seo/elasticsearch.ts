import type { Endpoint, Where } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/locales'

const FIELDS = ['metaTag', 'en', 'ar', 'uniqueComponentName', 'objectID'] as const

const query = z.object({
  index: z.literal('metatags', { error: 'index must be "metatags"' }),
  searchValue: z.string().max(120, 'searchValue is too long').optional().default(''),
  fields: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean)
        : [...FIELDS],
    )
    .pipe(z.array(z.enum(FIELDS, { error: `fields must be a comma-separated list of ${FIELDS.join(', ')}` })).min(1)),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .default(1),
  size: z.coerce
    .number({ error: 'size must be a whole number from 1 to 100' })
    .int('size must be a whole number from 1 to 100')
    .min(1, 'size must be a whole number from 1 to 100')
    .max(100, 'size must be a whole number from 1 to 100')
    .default(100),
  cacheBuster: z.string().optional(),
})

type Meta = {
  title?: string | null
  description?: string | null
  keywords?: { keyword: string }[] | null
  robots?: string | null
  canonical?: string | null
  social?: unknown[] | null
}

/**
 * GET /api/elasticsearch?index=metatags&searchValue=&fields=…&page=1&size=100
 * (spec §7): the SEO records in the shape existing clients read,
 * `{ results: [{ _source: { uniqueComponentName, objectID, metaTag, en, ar } }] }`.
 * Read-only; `searchValue` empty or `*` means all, otherwise it matches the
 * page key or document id.
 */
export const elasticsearchEndpoint: Endpoint = {
  path: '/elasticsearch',
  method: 'get',
  handler: async (req) => {
    const url = new URL(req.url ?? '/', 'http://local')
    const parsed = query.safeParse(Object.fromEntries(url.searchParams))
    if (!parsed.success) {
      return Response.json({ error: parsed.error.issues.map((i) => i.message).join('; ') }, { status: 400 })
    }
    const { searchValue, fields, page, size } = parsed.data
    const term = searchValue.trim()
    const where: Where | undefined =
      term === '' || term === '*' ? undefined : { or: [{ uniqueComponentName: { like: term } }, { objectID: { equals: term } }] }
    const result = await req.payload.find({
      collection: 'seo-metadata',
      where,
      page,
      limit: size,
      locale: 'all',
      depth: 1,
      overrideAccess: false,
      req,
      sort: 'uniqueComponentName',
    })
    const pick = (meta: Record<string, Meta> | undefined, locale: Locale): Meta => {
      const m = (meta ?? {}) as Record<string, unknown>
      const value = (key: string) => {
        const v = m[key] as Record<string, unknown> | unknown
        return v && typeof v === 'object' && !Array.isArray(v) && locale in (v as object) ? (v as Record<string, unknown>)[locale] : v
      }
      return {
        title: value('title') as string,
        description: value('description') as string,
        keywords: value('keywords') as Meta['keywords'],
        robots: m.robots as string,
        canonical: m.canonical as string,
        social: value('social') as unknown[],
      }
    }
    const results = result.docs.map((doc) => {
      const meta = doc.metaTag as unknown as Record<string, Meta>
      const all = {
        uniqueComponentName: doc.uniqueComponentName ?? null,
        objectID: doc.objectID ?? null,
        metaTag: pick(meta, 'en'),
        en: pick(meta, 'en'),
        ar: pick(meta, 'ar'),
      }
      return { _id: String(doc.id), _source: Object.fromEntries(fields.map((f) => [f, all[f]])) }
    })
    return Response.json(
      { results, total: result.totalDocs, page: result.page, size },
      { headers: { 'Cache-Control': 'public, max-age=60' } },
    )
  },
}
