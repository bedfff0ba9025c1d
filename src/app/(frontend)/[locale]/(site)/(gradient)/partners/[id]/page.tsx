import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { RichText } from '@/components/ui/RichText'
import { ContentImage } from '@/features/content/components/ContentImage'
import { getPartner } from '@/features/content/queries'
import { documentFromParams, documentMetadata } from '@/features/seo/documentPage'
import { DetailHeader } from '@/features/content/components/DetailHeader'

type Props = PageProps<'/[locale]/partners/[id]'>

/** Each partner is rendered on its first request, then cached until staff change content (its queries' tags). */
export function generateStaticParams() {
  return []
}

/** /partners/{slug or id}: logo, description and link. */
export default async function PartnerPage({ params }: Props) {
  const { locale, doc: partner } = await documentFromParams(params, getPartner)
  const t = await getTranslations({ locale, namespace: 'About' })
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="partner">
      <DetailHeader
        locale={locale}
        back={{ href: '/about', label: t('backToAbout') }}
        breadcrumb={{ section: 'about', sectionPath: '/about', name: partner.name, path: `/partners/${partner.slug ?? partner.id}` }}
      />
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

/** The page's metadata (the document's, its own search fields, then the staff's SEO record). */
export const generateMetadata = documentMetadata('partners', getPartner, (partner) => ({
  title: partner.name,
  description: partner.summary,
  path: `/partners/${partner.slug}`,
}))
