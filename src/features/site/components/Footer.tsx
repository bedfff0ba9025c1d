import { getTranslations } from 'next-intl/server'

import { navItems } from '@/features/site/components/navItems'
import { getBrand, getSiteSettings } from '@/features/site/queries'
import type { Locale } from '@/i18n/locales'
import { LocaleLink } from '@/components/ui/LocaleLink'

/** Footer: about, navigation, contact details and offices from site settings, social and legal links. */
export async function Footer({ locale }: { locale: Locale }) {
  const [t, tHeader, settings, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Header' }),
    getSiteSettings(locale),
    getBrand(locale),
  ])
  const { contact, socialLinks } = settings
  const year = new Date().getFullYear()

  return (
    <footer className="mt-auto bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{brand}</p>
          <p className="mt-3 text-sm leading-relaxed text-brand-100">{t('about')}</p>
        </div>

        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
            {t('explore')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {navItems.map((item) => (
              <li key={item.key}>
                <LocaleLink locale={locale} href={item.href} className="hover:text-white hover:underline">
                  {tHeader(item.key)}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {contact?.email ? (
              <li>
                <span className="sr-only">{t('email')}: </span>
                <a href={`mailto:${contact.email}`} className="hover:text-white hover:underline">
                  {contact.email}
                </a>
              </li>
            ) : null}
            {contact?.phones?.map((phone) => (
              <li key={phone.id ?? phone.number}>
                {phone.label ? <span className="text-brand-200">{phone.label}: </span> : <span className="sr-only">{t('phone')}: </span>}
                <a href={`tel:${phone.number.replace(/\s+/g, '')}`} dir="ltr" className="hover:text-white hover:underline">
                  {phone.number}
                </a>
              </li>
            ))}
            {contact?.addresses?.map((office) => (
              <li key={office.id ?? office.city}>
                <span className="font-semibold text-white">{office.city}</span>
                {office.address ? <span className="block text-brand-100">{office.address}</span> : null}
                {office.mapUrl ? (
                  <a href={office.mapUrl} rel="noopener noreferrer" target="_blank" className="text-accent-400 hover:underline">
                    {t('viewOnMap', { city: office.city })}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>

        <div>
          {socialLinks?.length ? (
            <>
              <h2 className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('followUs')}</h2>
              <ul className="mt-3 flex flex-wrap gap-3 text-sm">
                {socialLinks.map((link) => (
                  <li key={link.id ?? link.url}>
                    <a href={link.url} rel="noopener noreferrer me" target="_blank" className="hover:text-white hover:underline">
                      {t(`social.${link.platform}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('legal')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <LocaleLink locale={locale} href="/privacy-policy" className="hover:text-white hover:underline">
                {t('privacy')}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink locale={locale} href="/terms-and-conditions" className="hover:text-white hover:underline">
                {t('terms')}
              </LocaleLink>
            </li>
            <li>
              {/* Works through the inline consent script (components/site/consent.ts): no client code here. */}
              <button type="button" data-consent-reopen className="hover:text-white hover:underline">
                {t('cookieSettings')}
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-brand-100">{t('rights', { year, brand })}</p>
      </div>
    </footer>
  )
}
