import { getTranslations } from 'next-intl/server'

import { LocaleLink } from '@/components/ui/LocaleLink'
import { Pagination } from '@/components/ui/Pagination'
import type { Locale } from '@/i18n/locales'

import { getBlogCategories, getPosts } from '../queries'
import type { BlogCategory } from '@/payload-types'
import { PostCard } from './PostCard'

/** `?page=2` → 2; anything else (missing, 0, -3, "x", 1e9) → 1, with `invalid` set. */
export function pageFrom(raw: string | string[] | undefined): { page: number; invalid: boolean } {
  if (raw === undefined) return { page: 1, invalid: false }
  const value = Array.isArray(raw) ? raw[0] : raw
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? { page, invalid: false } : { page: 1, invalid: true }
}

/** A category link ("All posts" or one category), filled when it is the page shown. */
const categoryLink =
  'rounded-full border border-slate-300 px-3 py-1 text-sm font-medium hover:border-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white'

/** The posts of /blogs or of a category, newest first, with category links and Previous/Next. */
export async function BlogList({
  locale,
  rawPage,
  category,
}: {
  locale: Locale
  rawPage: string | string[] | undefined
  category?: BlogCategory
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const { page: requested, invalid } = pageFrom(rawPage)
  const [categories, first] = await Promise.all([getBlogCategories(locale), getPosts(locale, requested, category?.id)])
  const outOfRange = requested > first.totalPages
  const result = outOfRange ? await getPosts(locale, first.totalPages, category?.id) : first
  const base = category ? `/blogs/category/${category.slug}` : '/blogs'

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16">
      <nav aria-label={t('categories')} className="flex flex-wrap gap-2">
        <LocaleLink locale={locale} href="/blogs" aria-current={category ? undefined : 'page'} className={categoryLink}>
          {t('allPosts')}
        </LocaleLink>
        {categories.map((c) => (
          <LocaleLink
            key={c.id}
            locale={locale}
            href={`/blogs/category/${c.slug}`}
            aria-current={category?.id === c.id ? 'page' : undefined}
            className={categoryLink}
          >
            {c.name}
          </LocaleLink>
        ))}
      </nav>
      {invalid || outOfRange ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="blog-notice"
        >
          {invalid ? t('invalidPage') : t('pageOutOfRange', { page: requested, last: result.totalPages })}
        </p>
      ) : null}
      {result.docs.length ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {result.docs.map((post) => (
            <PostCard key={post.id} post={post} locale={locale} />
          ))}
        </div>
      ) : (
        <p className="mt-8 text-muted" data-testid="no-posts">
          {category ? t('noRelated') : t('noPosts')}
        </p>
      )}
      <Pagination locale={locale} page={result.page} pages={result.totalPages} hrefFor={(p) => (p === 1 ? base : `${base}?page=${p}`)} />
    </div>
  )
}
