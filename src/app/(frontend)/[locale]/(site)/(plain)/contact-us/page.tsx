import { getTranslations } from 'next-intl/server'

import { ContactForm, type ContactFormText } from '@/features/contact/components/ContactForm'
import { countryOptions } from '@/features/contact/countries'
import { MESSAGE_MAX } from '@/features/contact/schema'
import { PageHero } from '@/features/content/components/PageHero'
import { getContactSubjects } from '@/features/content/queries'
import { getSiteSettings } from '@/features/site/queries'
import { metadataWithSeo } from '@/features/seo/records'
import { pageLocale } from '@/i18n/server'
import { slot } from '@/i18n/slots'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/contact-us'>

const pageMetadata = messagesMetadata('Contact', 'title', { description: 'lead', path: '/contact-us' })

const errorKeys = [
  'nameRequired',
  'nameTooLong',
  'emailRequired',
  'emailInvalid',
  'countryRequired',
  'phoneRequired',
  'phoneInvalid',
  'subjectRequired',
  'messageRequired',
  'messageTooShort',
  'messageTooLong',
  'spam',
  'retry',
  'rateLimited',
  'unexpected',
  'network',
] as const

/** /contact-us: the form (the one client component here) and the agency's offices from site settings. */
export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, settings, subjects] = await Promise.all([
    getTranslations({ locale, namespace: 'Contact' }),
    getSiteSettings(locale),
    getContactSubjects(locale),
  ])
  const text: ContactFormText = {
    name: t('fields.name'),
    email: t('fields.email'),
    country: t('fields.country'),
    chooseCountry: t('fields.chooseCountry'),
    gulf: t('fields.gulf'),
    otherCountries: t('fields.otherCountries'),
    phone: t('fields.phone'),
    subject: t('fields.subject'),
    chooseSubject: t('fields.chooseSubject'),
    message: t('fields.message'),
    count: t('count', { count: slot('count'), max: String(MESSAGE_MAX) }),
    send: t('send'),
    sending: t('sending'),
    successTitle: t('successTitle'),
    successBody: t('successBody'),
    sendAnother: t('sendAnother'),
    honeypot: t('honeypot'),
    errors: Object.fromEntries(errorKeys.map((key) => [key, t(`errors.${key}`, { max: MESSAGE_MAX })])) as ContactFormText['errors'],
  }
  const contact = settings.contact
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 pb-16 lg:grid-cols-[1fr_22rem]">
        <ContactForm text={text} subjects={subjects} countries={countryOptions(locale)} />
        <aside className="space-y-6 text-sm" data-testid="contact-details">
          {contact?.email ? (
            <div>
              <h2 className="font-semibold text-brand-900">{t('emailUs')}</h2>
              <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline" dir="ltr">
                {contact.email}
              </a>
            </div>
          ) : null}
          {contact?.phones?.length ? (
            <div>
              <h2 className="font-semibold text-brand-900">{t('callUs')}</h2>
              <ul>
                {contact.phones.map((phone) => (
                  <li key={phone.id ?? phone.number}>
                    {phone.label}:{' '}
                    <a href={`tel:${phone.number.replace(/\s/g, '')}`} className="text-brand-700 hover:underline" dir="ltr">
                      {phone.number}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {contact?.addresses?.map((office) => (
            <div key={office.id ?? office.city}>
              <h2 className="font-semibold text-brand-900">{office.city}</h2>
              <p className="text-muted">{office.address}</p>
              {office.mapUrl ? (
                <a href={office.mapUrl} rel="noopener noreferrer" target="_blank" className="text-brand-700 hover:underline">
                  {t('map', { city: office.city })}
                </a>
              ) : null}
            </div>
          ))}
        </aside>
      </div>
    </>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('contact-us', pageMetadata)
