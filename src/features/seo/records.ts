import 'server-only'

import type { Metadata } from 'next'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { CACHE_TAGS } from '@/lib/cacheTags'
import { toLocale, type Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { Media, SeoMetadatum } from '@/payload-types'

export type SeoKey = { component?: string; objectID?: string }

/** The staff's SEO record for a page (by page key) or a document (by id or slug), in a locale; cached like content. */
export const getSeoRecord = (locale: Locale, key: SeoKey): Promise<SeoMetadatum | null> =>
  unstable_cache(
    async () => {
      const or: Where[] = [
        ...(key.objectID ? [{ objectID: { equals: key.objectID } }] : []),
        ...(key.component ? [{ uniqueComponentName: { equals: key.component } }] : []),
      ]
      if (!or.length) return null
      const payload = await getPayloadClient()
      const { docs } = await payload.find({ collection: 'seo-metadata', where: { or }, locale, depth: 1, limit: 2, overrideAccess: false })
      // A document's own record wins over its page type's.
      return docs.find((d) => key.objectID && d.objectID === key.objectID) ?? docs[0] ?? null
    },
    ['seo-record', locale, key.component ?? '', key.objectID ?? ''],
    { tags: [CACHE_TAGS.content], revalidate: 3600 },
  )()

/**
 * The page's own metadata with the staff's record laid over it: title,
 * description, keywords, robots, canonical and social cards. Fields the
 * record leaves empty keep the page's values (taken from its content).
 */
export async function withSeo(locale: Locale, key: SeoKey, base: Metadata): Promise<Metadata> {
  const record = await getSeoRecord(locale, key).catch(() => null)
  const meta = record?.metaTag
  if (!meta) return base
  const social = (network: string) => meta.social?.find((s) => s.socialNetwork === network)
  const image = (entry?: { image?: number | Media | null }) =>
    entry?.image && typeof entry.image === 'object' && entry.image.url ? [{ url: entry.image.url }] : undefined
  const og = social('facebook') ?? social('linkedin')
  const tw = social('twitter')
  const robots = meta.robots ? { index: !meta.robots.startsWith('noindex'), follow: !meta.robots.endsWith('nofollow') } : base.robots
  return {
    ...base,
    ...(meta.title ? { title: meta.title } : {}),
    ...(meta.description ? { description: meta.description } : {}),
    ...(meta.keywords?.length ? { keywords: meta.keywords.map((k) => k.keyword) } : {}),
    robots,
    alternates: meta.canonical ? { ...base.alternates, canonical: meta.canonical } : base.alternates,
    openGraph: {
      ...base.openGraph,
      ...(og?.title || meta.title ? { title: og?.title ?? meta.title ?? undefined } : {}),
      ...(og?.description || meta.description ? { description: og?.description ?? meta.description ?? undefined } : {}),
      ...(image(og) ? { images: image(og) } : {}),
    },
    twitter: {
      ...base.twitter,
      card: 'summary_large_image',
      ...(tw?.title || meta.title ? { title: tw?.title ?? meta.title ?? undefined } : {}),
      ...(tw?.description || meta.description ? { description: tw?.description ?? meta.description ?? undefined } : {}),
      ...(image(tw) ? { images: image(tw) } : {}),
    },
  }
}

/** A document's own "Search and sharing" fields (collections/shared/content.ts seoField). */
export type DocumentSeo =
  { title?: string | null; description?: string | null; image?: number | Media | null; noindex?: boolean | null } | null | undefined

/**
 * The page's metadata from its content, with the document's own search and
 * sharing fields laid over it where staff filled them in (title, description,
 * sharing image, hide from search engines). Pages then pass the result
 * through withSeo, so a staff SEO record still has the last word.
 */
export async function withDocumentSeo(base: Metadata, seo: DocumentSeo): Promise<Metadata> {
  if (!seo) return base
  let image = typeof seo.image === 'object' ? seo.image : null
  if (typeof seo.image === 'number') {
    const payload = await getPayloadClient()
    image = await payload.findByID({ collection: 'media', id: seo.image, depth: 0, overrideAccess: false }).catch(() => null)
  }
  const title = seo.title?.trim() || undefined
  const description = seo.description?.trim() || undefined
  const images = image?.url
    ? [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt }]
    : undefined
  return {
    ...base,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(seo.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      ...base.openGraph,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(images ? { images } : {}),
    },
    twitter: {
      ...base.twitter,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(images ? { images, card: 'summary_large_image' as const } : {}),
    },
  }
}

type PageParams = { locale: string; id?: string; slug?: string }

/**
 * A page's `generateMetadata`: its own metadata (from its content), with the
 * staff's SEO record laid over it (`withSeo`). `component` is the page key;
 * `byDocument` also matches records by the route's id (a document's id or slug).
 */
export function metadataWithSeo<P extends { params: Promise<PageParams> }>(
  component: string | ((params: PageParams) => string),
  pageMetadata: (props: P) => Promise<Metadata>,
  { byDocument = false }: { byDocument?: boolean } = {},
) {
  return async (props: P): Promise<Metadata> => {
    const params = await props.params
    const key: SeoKey = {
      component: typeof component === 'function' ? component(params) : component,
      ...(byDocument && params.id ? { objectID: decodeURIComponent(params.id) } : {}),
    }
    return withSeo(toLocale(params.locale), key, await pageMetadata(props))
  }
}
