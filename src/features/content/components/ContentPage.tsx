import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { RichText } from '@/components/ui/RichText'
import type { Locale } from '@/i18n/locales'
import { alternatesFor } from '@/lib/seo'

import { getPage } from '../queries'
import { PageHero } from './PageHero'

/** Metadata of a fixed-route page (about, article, privacy, terms) from its Payload document. */
export async function contentPageMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const page = await getPage(locale, slug)
  if (!page) return {}
  return { title: page.title, description: page.description, alternates: alternatesFor(locale, `/${slug}`) }
}

/** A fixed-route page rendered from the `pages` collection; a missing or unpublished page is a 404. */
export async function ContentPage({ locale, slug, children }: { locale: Locale; slug: string; children?: ReactNode }) {
  setRequestLocale(locale)
  const page = await getPage(locale, slug)
  if (!page) notFound()
  return (
    <article className="pb-16" data-testid="content-page">
      <PageHero title={page.title} lead={page.description} />
      <div className="mx-auto w-full max-w-3xl px-4">
        <RichText data={page.body} className="text-ink" />
      </div>
      {children}
    </article>
  )
}
