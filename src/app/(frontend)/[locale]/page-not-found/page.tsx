import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { blogNotFoundText, isBlogPostPath } from '@/features/content/blogNotFound'
import { BlogNotFoundScreen } from '@/features/content/components/BlogNotFoundScreen'
import { NotFoundScreen } from '@/features/site/components/NotFoundScreen'
import { pageLocale } from '@/i18n/server'

import { REQUESTED_PATH_HEADER } from '@/lib/http/requestedPath'

type Props = { params: Promise<{ locale: string }> }

/**
 * The not-found screen as a page, so that it is drawn on the server: the site's server answers every page that is
 * not found with this one, status 404, and tells it the path the visitor asked for (server/errorPages.mjs); a
 * missing post gets "Blog not found", as its route's own not-found screen says.
 * Next.js would leave that screen to the browser.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: true } }

/** The requested path as a reader sees it (`/ar/وظائف`), or as sent when it does not decode. */
function readable(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

export default async function PageNotFound({ params }: Props) {
  const locale = await pageLocale(params)
  const requested = (await headers()).get(REQUESTED_PATH_HEADER)
  // A missing post has the spec's own screen, "Blog not found" with a way back to the blogs.
  if (requested && isBlogPostPath(requested)) return <BlogNotFoundScreen text={await blogNotFoundText()} />
  return <NotFoundScreen locale={locale} path={readable(requested ?? `/${locale}/page-not-found`)} />
}
