import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { RichText } from '@/components/ui/RichText'
import { ContentImage } from '@/features/content/components/ContentImage'
import { getPartner } from '@/features/content/queries'
import { BreadcrumbJsonLd } from '@/features/seo/BreadcrumbJsonLd'
import { metadataWithSeo, withDocumentSeo } from '@/features/seo/records'
import { alternatesFor } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/partners/[id]'>

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { id } = await params
  const partner = await getPartner(locale, decodeURIComponent(id))
  if (!partner) return {}
  return withDocumentSeo(
    { title: partner.name, description: partner.summary, alternates: alternatesFor(locale, `/partners/${partner.slug}`) },
    partner.seo,
  )
}

/** /partners/{slug or id}: logo, description and link. */
export default async function PartnerPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { id } = await params
  const partner = await getPartner(locale, decodeURIComponent(id))
  if (!partner) notFound()
  const t = await getTranslations({ locale, namespace: 'About' })
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="partner">
      <BreadcrumbJsonLd
        locale={locale}
        section="about"
        sectionPath="/about"
        name={partner.name}
        path={`/partners/${partner.slug ?? partner.id}`}
      />
      <LocaleLink
        locale={locale}
        href="/about"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowIcon className="h-4 w-4 rotate-180" />
        {t('backToAbout')}
      </LocaleLink>
      <ContentImage media={partner.logo} sizes="15rem" priority className="mt-6 h-24 w-auto rounded-lg border border-slate-200" />
      <h1 className="mt-6 text-3xl font-bold text-brand-900">{partner.name}</h1>
      <p className="mt-2 text-lg text-muted">{partner.summary}</p>
      <RichText data={partner.description} className="mt-6 text-ink" />
      {partner.website ? (
        <a
          href={partner.website}
          rel="noopener noreferrer"
          target="_blank"
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          {t('visitWebsite', { name: partner.name })}
          <ArrowIcon className="h-4 w-4" />
        </a>
      ) : null}
    </article>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('partners', pageMetadata, { byDocument: true })
