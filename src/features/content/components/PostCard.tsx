import { getTranslations } from 'next-intl/server'

import { formatDate } from '@/lib/format'
import type { Locale } from '@/i18n/locales'
import { CardHeading } from '@/components/ui/CardHeading'

import type { PostWithRelations } from '../queries'
import { ContentImage } from './ContentImage'

export async function PostCard({ post, locale, headingLevel = 2 }: { post: PostWithRelations; locale: Locale; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return (
    <article
      className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:border-brand-600 hover:shadow-sm"
      data-testid="post-card"
    >
      <ContentImage
        media={post.cover}
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
        className="aspect-[1200/630] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold text-brand-700">{post.category.name}</p>
        <CardHeading
          as={`h${headingLevel}`}
          className="mt-1 text-lg leading-snug font-semibold text-brand-900"
          locale={locale}
          href={`/blogs/${post.slug}`}
        >
          {post.title}
        </CardHeading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{post.excerpt}</p>
        <p className="mt-4 text-xs text-muted">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time> ·{' '}
          {t('readingTime', { minutes: post.readingTime ?? 1 })}
        </p>
      </div>
    </article>
  )
}
