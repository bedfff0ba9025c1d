import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { PageHero } from '@/features/content/components/PageHero'
import { getServices } from '@/features/content/queries'
import { metadataWithSeo } from '@/features/seo/records'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'
import { CardHeading } from '@/components/ui/CardHeading'

type Props = PageProps<'/[locale]/services'>

/** A service's card; the whole card is the link (CardHeading). */
const serviceCard = 'relative flex flex-col rounded-xl border border-slate-200 p-6 hover:border-brand-600'

const pageMetadata = messagesMetadata('ServicePages', 'title', { description: 'lead', path: '/services' })

/** /services: the six services as cards, in the order staff set. */
export default async function ServicesPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, services] = await Promise.all([getTranslations({ locale, namespace: 'ServicePages' }), getServices(locale)])
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <ul className="mx-auto grid w-full max-w-6xl gap-6 px-4 pb-16 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id} className={serviceCard} data-testid="service-card">
            <CardHeading as="h2" className="text-lg font-semibold text-brand-900" locale={locale} href={`/services/${service.slug}`}>
              {service.title}
            </CardHeading>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{service.summary}</p>
            <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              {t('learnMore')}
              <ArrowIcon className="h-4 w-4" />
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('services', pageMetadata)
