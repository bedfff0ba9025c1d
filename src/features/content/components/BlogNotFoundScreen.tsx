'use client'

import { useParams } from 'next/navigation'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { isLocale, type Locale } from '@/i18n/locales'

export type BlogNotFoundText = { title: string; heading: string; message: string; back: string }

/**
 * "Blog not found" in the page's language, chosen from the route's `[locale]` (rendered on the server too). The
 * server passes both languages' words: a not-found screen has no params, and reading the locale from the request
 * would make every post page dynamic.
 */
export function BlogNotFoundScreen({ text }: { text: Record<Locale, BlogNotFoundText> }) {
  const param = useParams<{ locale?: string }>()?.locale
  const locale: Locale = isLocale(param) ? param : 'en'
  const words = text[locale]
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-20 text-center" data-testid="blog-not-found">
      <title>{words.title}</title>
      <h1 className="text-3xl font-bold text-brand-900">{words.heading}</h1>
      <p className="mt-3 text-muted">{words.message}</p>
      <a
        href={`/${locale}/blogs`}
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <ArrowIcon className="h-4 w-4 rotate-180" />
        {words.back}
      </a>
    </div>
  )
}
