import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { HomeBlocks } from '@/features/content/components/HomeBlocks'
import { getHome } from '@/features/content/queries'
import { metadataWithSeo } from '@/features/seo/records'
import { alternatesFor } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'

async function pageMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    title: t('homeTitle'),
    description: t('homeDescription'),
    alternates: alternatesFor(locale, '/'),
  }
}

/**
 * Home (spec §2): the blocks staff arrange in the `home` global (hero, services,
 * latest jobs, testimonials with the participants figure, partner logos,
 * latest posts, contact call to action). Cached; expired when staff save.
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params)
  const [home, t] = await Promise.all([getHome(locale), getTranslations({ locale, namespace: 'Home' })])
  const blocks = home.layout ?? []
  if (!blocks.some((block) => block.blockType === 'hero')) {
    // Staff removed every hero: the page still needs its heading.
    return (
      <>
        <h1 className="sr-only">{t('heroTitle')}</h1>
        <HomeBlocks blocks={blocks} locale={locale} />
      </>
    )
  }
  return <HomeBlocks blocks={blocks} locale={locale} />
}

/** The home page's metadata, with the staff's SEO record `home` (if any) laid over it. */
export const generateMetadata = metadataWithSeo('home', pageMetadata)
