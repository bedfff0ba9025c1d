import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { serviceItems } from '@/components/layout/navItems'
import type { Locale } from '@/i18n/locales'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { alternatesFor } from '@/lib/seo'

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    title: t('homeTitle'),
    description: t('homeDescription'),
    alternates: alternatesFor(locale as Locale, '/'),
  }
}

/**
 * Home (spec §2). This is the foundation's shell: hero with the two calls
 * to action, the six services, the figures and a contact call to action.
 * The public-content issue turns these into blocks staff edit in the admin.
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, tServices] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Services' }),
  ])

  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700">{t('heroEyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold text-brand-900 sm:text-5xl">{t('heroTitle')}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{t('heroLead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LocaleLink
              locale={locale as Locale}
              href="/jobs"
              className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {t('findJob')}
              <ArrowIcon />
            </LocaleLink>
            <LocaleLink
              locale={locale as Locale}
              href="/contact-us"
              className="inline-flex items-center rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-white"
            >
              {t('talkToUs')}
            </LocaleLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="services-title" className="text-3xl font-bold text-brand-900">
          {t('servicesTitle')}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{t('servicesLead')}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceItems.map((service) => (
            <li key={service.key} className="flex flex-col rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-brand-900">{tServices(service.key)}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{t(`serviceBlurb.${service.key}`)}</p>
              <LocaleLink
                locale={locale as Locale}
                href={`/services/${service.slug}`}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('learnMore', { service: tServices(service.key) })}
                <ArrowIcon className="h-4 w-4" />
              </LocaleLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="stats-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="stats-title" className="text-2xl font-bold">
            {t('statsTitle')}
          </h2>
          <dl className="mt-8 grid gap-8 sm:grid-cols-3">
            {(['Participants', 'Countries', 'Reply'] as const).map((stat) => (
              <div key={stat} className="flex flex-col">
                <dt className="text-sm text-brand-100">{t(`stat${stat}Label`)}</dt>
                <dd className="order-first text-4xl font-extrabold text-accent-400">{t(`stat${stat}`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold text-brand-900">{t('ctaTitle')}</h2>
        <p className="mt-3 text-muted">{t('ctaLead')}</p>
        <LocaleLink
          locale={locale as Locale}
          href="/contact-us"
          className="mt-6 inline-flex items-center gap-2 rounded-md bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-400"
        >
          {t('ctaButton')}
          <ArrowIcon />
        </LocaleLink>
      </section>
    </>
  )
}
