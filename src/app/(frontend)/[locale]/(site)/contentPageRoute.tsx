import { ContentPage, contentPageMetadata } from '@/features/content/components/ContentPage'
import { metadataWithSeo } from '@/features/seo/records'
import { pageLocale } from '@/i18n/server'

type RouteProps = { params: Promise<{ locale: string }> }

/**
 * What the route module of a fixed page with nothing but its `pages` document (article, privacy policy, terms)
 * exports: the page, and its metadata with the staff's SEO record (if any) laid over it.
 */
export function contentPageRoute(slug: string) {
  async function Page({ params }: RouteProps) {
    return <ContentPage locale={await pageLocale(params)} slug={slug} />
  }
  const pageMetadata = async ({ params }: RouteProps) => contentPageMetadata(await pageLocale(params), slug)
  return { Page, generateMetadata: metadataWithSeo(slug, pageMetadata) }
}
