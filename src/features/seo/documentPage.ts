import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/server'
import { readForPage } from '@/lib/http/pageErrors'
import { alternatesFor } from '@/lib/seo'

import { metadataWithSeo, withDocumentSeo, type DocumentSeo } from './records'

type Params = Promise<{ locale: string; id: string }>
type MaybePromise<T> = T | Promise<T>
type Load<D> = (locale: Locale, slugOrId: string) => Promise<D | null>

/** The document a page's `[id]` names (a slug or an id), in the page's locale; a 404 when there is none. */
export async function documentFromParams<D>(params: Params, load: Load<D>): Promise<{ locale: Locale; doc: D }> {
  const locale = await pageLocale(params)
  const { id } = await params
  const doc = await readForPage(() => load(locale, decodeURIComponent(id)))
  if (!doc) notFound()
  return { locale, doc }
}

/**
 * A document page's `generateMetadata`: what `describe` says of the document (title, description, robots), its
 * canonical and hreflang alternates for `path`, the document's own search fields, then the staff's SEO record for
 * the page key (matched by the document's id or slug too).
 */
export function documentMetadata<D extends { seo?: DocumentSeo }>(
  key: string,
  load: Load<D>,
  describe: (doc: D, locale: Locale) => MaybePromise<Omit<Metadata, 'alternates'> & { path: string }>,
) {
  return metadataWithSeo(
    key,
    async ({ params }: { params: Params }): Promise<Metadata> => {
      const locale = await pageLocale(params)
      const doc = await load(locale, decodeURIComponent((await params).id))
      if (!doc) return {}
      const { path, ...metadata } = await describe(doc, locale)
      return withDocumentSeo({ ...metadata, alternates: alternatesFor(locale, path) }, doc.seo)
    },
    { byDocument: true },
  )
}
