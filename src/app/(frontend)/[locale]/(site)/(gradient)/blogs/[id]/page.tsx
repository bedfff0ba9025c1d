import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/ui/JsonLd'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { RichText } from '@/components/ui/RichText'
import { ContentImage } from '@/features/content/components/ContentImage'
import { PostCard } from '@/features/content/components/PostCard'
import { getPost, getRelatedPosts } from '@/features/content/queries'
import { formatDate } from '@/lib/format'
import { getBrand } from '@/features/site/queries'
import { metadataWithSeo, withDocumentSeo } from '@/features/seo/records'
import { env } from '@/lib/env'
import { alternatesFor, localizedPath } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'
import { DetailHeader } from '@/features/content/components/DetailHeader'
import { TitledSection } from '@/components/ui/TitledSection'

type Props = PageProps<'/[locale]/blogs/[id]'>

/** Each post is rendered on its first request, then cached until staff change content (its queries' tags). */
export function generateStaticParams() {
  return []
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { id } = await params
  const post = await getPost(locale, decodeURIComponent(id))
  const t = await getTranslations({ locale, namespace: 'Blog' })
  if (!post) return { title: t('notFoundTitle'), robots: { index: false } }
  return withDocumentSeo(
    {
      title: post.title,
      description: post.excerpt,
      alternates: alternatesFor(locale, `/blogs/${post.slug}`),
      openGraph: {
        type: 'article',
        title: post.title,
        description: post.excerpt,
        images: post.cover.url
          ? [{ url: post.cover.url, width: post.cover.width ?? undefined, height: post.cover.height ?? undefined, alt: post.cover.alt }]
          : undefined,
      },
    },
    post.seo,
  )
}

/**
 * /blogs/{slug or id}: a published post with related posts of its category.
 * A missing post shows the spec's "Blog not found" screen with a 404 status.
 */
export default async function BlogPostPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { id } = await params
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const post = await getPost(locale, decodeURIComponent(id))
  if (!post) notFound()
  const [related, brand] = await Promise.all([getRelatedPosts(locale, post), getBrand(locale)])
  const url = `${env.serverUrl}${localizedPath(locale, `/blogs/${post.slug}`)}`

  return (
    <article className="pb-16" data-testid="blog-post">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          inLanguage: locale,
          mainEntityOfPage: url,
          image: post.cover.url ? new URL(post.cover.url, env.serverUrl).href : undefined,
          author: { '@type': 'Person', name: post.author.name },
          publisher: { '@type': 'Organization', name: brand },
        }}
      />
      <header className="mx-auto w-full max-w-3xl px-4 pt-10">
        <DetailHeader
          locale={locale}
          back={{ href: '/blogs', label: t('backToBlogs') }}
          breadcrumb={{ section: 'blogs', sectionPath: '/blogs', name: post.title, path: `/blogs/${post.slug ?? post.id}` }}
        />
        <p className="mt-6 text-sm font-semibold text-brand-700">
          <LocaleLink locale={locale} href={`/blogs/category/${post.category.slug}`} className="hover:underline">
            {post.category.name}
          </LocaleLink>
        </p>
        <h1 className="mt-2 text-3xl leading-tight font-bold text-brand-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-sm text-muted">
          {t('byline', { author: post.author.name })} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time> ·{' '}
          {t('readingTime', { minutes: post.readingTime ?? 1 })}
        </p>
      </header>
      <div className="mx-auto mt-8 w-full max-w-4xl px-4">
        <ContentImage
          media={post.cover}
          sizes="(min-width: 896px) 56rem, 100vw"
          priority
          className="aspect-[1200/630] h-auto w-full rounded-xl object-cover"
        />
      </div>
      <div className="mx-auto mt-8 w-full max-w-3xl px-4">
        <RichText data={post.body} className="text-ink" />
        <p className="mt-10 border-t border-slate-200 pt-6 text-sm">
          {t('writtenBy')}{' '}
          <LocaleLink locale={locale} href={`/member/${post.author.slug}`} className="font-semibold text-brand-700 hover:underline">
            {post.author.name}
          </LocaleLink>
          , {post.author.role}
        </p>
      </div>
      <TitledSection id="related" title={t('related')} className="mx-auto mt-14 w-full max-w-6xl px-4">
        {related.length ? (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <PostCard key={other.id} post={other} locale={locale} headingLevel={3} />
            ))}
          </div>
        ) : (
          <p className="mt-3 text-muted" data-testid="no-related">
            {t('noRelated')}
          </p>
        )}
      </TitledSection>
    </article>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('blogs/:id', pageMetadata, { byDocument: true })
