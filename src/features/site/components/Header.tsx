import { getTranslations } from 'next-intl/server'

import { LanguageSwitcher } from '@/features/site/components/LanguageSwitcher'
import { accountItems, navItems } from '@/features/site/components/navItems'
import { LogoMark } from '@/components/icons/LogoMark'
import { MenuIcon } from '@/components/icons/MenuIcon'
import { getBrand } from '@/features/site/queries'
import { locales, type Locale } from '@/i18n/locales'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { SignOutButton } from '@/features/accounts/components/SignOutButton'

export type HeaderVariant = 'gradient' | 'plain'

/** The gradient darkens toward the start, under the logo, in both directions (docs/ARCHITECTURE.md, "Right to left"). */
// eslint-disable-next-line site/logical-directions -- a gradient has no logical direction: to-r in English, to-l in Arabic
const gradient = 'bg-linear-to-r from-brand-900 via-brand-800 to-brand-600 text-white rtl:bg-linear-to-l'

/**
 * The site header. `plain` is the spec's header-without-gradient flag (home,
 * auth pages, contact, legal and service pages); `gradient` everywhere else.
 * The mobile menu is a <details> element: it works without JavaScript (Escape and a click outside close it:
 * MENU_SCRIPT). A signed-in visitor finds their applications and saved jobs in it on a phone, and from 640 px in
 * the account menu beside "My profile" (another <details>).
 */
export async function Header({ locale, variant }: { locale: Locale; variant: HeaderVariant }) {
  const [t, tLang, tAccount, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'LanguageSwitcher' }),
    getTranslations({ locale, namespace: 'Account' }),
    getBrand(locale),
  ])
  const signOutText = { bye: tAccount('seeYouSoon'), failedLogout: tAccount('failedLogout'), failedClear: tAccount('failedClearState') }
  const other = locales.find((l) => l !== locale) ?? locale
  const plain = variant === 'plain'
  const linkClass = plain ? 'text-ink hover:text-brand-700' : 'text-white hover:text-accent-400'
  // The small controls' tone (language, account menu, sign out) and the sign-in / my-profile links (bar and phone menu).
  const quiet = plain ? 'text-brand-700 hover:bg-brand-50' : 'text-white hover:bg-white/10'
  const accountLink = `hidden rounded-md px-3 py-1.5 sm:inline-block ${plain ? 'bg-brand-700 text-white hover:bg-brand-800' : 'bg-white text-brand-900 hover:bg-brand-50'}`
  const menuAccountLink = 'block rounded px-3 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 sm:hidden'
  /** The sign-in and my-profile links, in the bar and in the phone's menu (CSS shows one of the two: auth-out, auth-in). */
  const accountPage = (href: '/login' | '/profile', key: 'signIn' | 'myProfile', className: string) => (
    <LocaleLink locale={locale} href={href} className={className}>
      {t(key)}
    </LocaleLink>
  )
  /** The items of a drop-down menu (the account menu, the phone's menu). */
  const menuLinks = (items: readonly ((typeof navItems)[number] | (typeof accountItems)[number])[]) =>
    items.map((item) => (
      <li key={item.key}>
        <LocaleLink locale={locale} href={item.href} className="block rounded px-3 py-2.5 hover:bg-brand-50">
          {t(item.key)}
        </LocaleLink>
      </li>
    ))

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-ink focus:not-sr-only focus:absolute focus:start-2 focus:top-2"
      >
        {t('skipToContent')}
      </a>
      <header data-variant={variant} className={plain ? 'border-b border-slate-200 bg-white' : gradient}>
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <LocaleLink
            locale={locale}
            href="/"
            className={`flex items-center gap-2 text-lg font-bold ${plain ? 'text-brand-900' : 'text-white'}`}
          >
            <LogoMark />
            <span>{brand}</span>
          </LocaleLink>

          <nav aria-label={t('mainNavigation')} className="hidden lg:block">
            <ul className="flex items-center gap-6 text-sm font-medium">
              {navItems.map((item) => (
                <li key={item.key}>
                  <LocaleLink locale={locale} href={item.href} className={linkClass}>
                    {t(item.key)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-3 text-sm font-medium">
            <LanguageSwitcher target={other} label={tLang('label')} text={tLang('target')} className={`rounded-md px-2 py-1.5 ${quiet}`} />
            <span className="auth-out">{accountPage('/login', 'signIn', accountLink)}</span>
            <span className="auth-in">
              {accountPage('/profile', 'myProfile', accountLink)}
              <details className="relative hidden sm:block" data-account-menu>
                <summary
                  className={`flex h-8 w-8 cursor-pointer list-none items-center justify-center rounded-md [&::-webkit-details-marker]:hidden ${quiet}`}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                  <span className="sr-only">{t('account')}</span>
                </summary>
                <nav
                  aria-label={t('account')}
                  className="absolute end-0 top-10 z-40 w-56 rounded-lg border border-slate-200 bg-white p-2 text-ink shadow-lg"
                >
                  <ul className="flex flex-col">{menuLinks(accountItems)}</ul>
                </nav>
              </details>
              <SignOutButton
                locale={locale}
                label={t('signOut')}
                text={signOutText}
                className={`hidden rounded-md px-2 py-1.5 sm:inline-block ${quiet}`}
              />
            </span>
            <details className="relative lg:hidden" data-menu>
              <summary
                className={`flex h-10 w-10 cursor-pointer items-center justify-center rounded-md ${plain ? 'text-ink hover:bg-slate-100' : 'text-white hover:bg-white/10'}`}
              >
                <MenuIcon />
                <span className="sr-only">{t('openMenu')}</span>
              </summary>
              <nav
                aria-label={t('openMenu')}
                className="absolute end-0 top-12 z-40 w-60 rounded-lg border border-slate-200 bg-white p-2 text-ink shadow-lg"
              >
                <ul className="flex flex-col">
                  {menuLinks(navItems)}
                  <li className="auth-out">{accountPage('/login', 'signIn', menuAccountLink)}</li>
                  <li className="auth-in">
                    {accountPage('/profile', 'myProfile', menuAccountLink)}
                    {accountItems.map((item) => (
                      <LocaleLink
                        key={item.key}
                        locale={locale}
                        href={item.href}
                        className="block rounded px-3 py-2.5 text-brand-700 hover:bg-brand-50 sm:hidden"
                      >
                        {t(item.key)}
                      </LocaleLink>
                    ))}
                    <SignOutButton
                      locale={locale}
                      label={t('signOut')}
                      text={signOutText}
                      className="block w-full rounded px-3 py-2.5 text-start text-brand-700 hover:bg-brand-50 sm:hidden"
                    />
                  </li>
                </ul>
              </nav>
            </details>
          </div>
        </div>
      </header>
    </>
  )
}
