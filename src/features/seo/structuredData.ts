import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { localizedPath } from '@/lib/seo'
import type { SiteSetting } from '@/payload-types'

/** schema.org Organization for every page, from the staff-edited site settings. */
export function organizationJsonLd(settings: SiteSetting, locale: Locale, brand: string) {
  const contact = settings.contact
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${env.serverUrl}/#organization`,
    name: brand,
    url: `${env.serverUrl}${localizedPath(locale, '/')}`,
    logo: `${env.serverUrl}/icon.svg`,
    ...(settings.tagline ? { description: settings.tagline } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.phones?.length
      ? {
          contactPoint: contact.phones.map((p) => ({
            '@type': 'ContactPoint',
            telephone: p.number,
            contactType: 'customer service',
            areaServed: 'SA AE QA KW BH OM'.split(' '),
            availableLanguage: ['en', 'ar'],
          })),
        }
      : {}),
    ...(contact?.addresses?.length
      ? {
          address: contact.addresses.map((a) => ({
            '@type': 'PostalAddress',
            addressLocality: a.city,
            ...(a.address ? { streetAddress: a.address } : {}),
          })),
        }
      : {}),
    ...(settings.socialLinks?.length ? { sameAs: settings.socialLinks.map((s) => s.url) } : {}),
  }
}

/** schema.org BreadcrumbList: Home, then each level down to the page itself. */
export function breadcrumbJsonLd(locale: Locale, homeName: string, trail: { name: string; path: string }[]) {
  const items = [{ name: homeName, path: '/' }, ...trail]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${env.serverUrl}${localizedPath(locale, item.path)}`,
    })),
  }
}

/** schema.org FAQPage for a list of questions with plain-text answers. */
export function faqPageJsonLd(questions: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
  }
}
