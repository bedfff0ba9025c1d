import { getTranslations } from 'next-intl/server'

import { LogoMark } from '@/components/icons/LogoMark'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { getBrand } from '@/features/site/queries'
import { pageLocale } from '@/i18n/server'

/**
 * The client portal's layout (issue 30): a brand bar naming the portal, then the page in a narrow column. Personal
 * pages: never indexed, never cached for another visitor (server/personalPages.mjs).
 */
export const metadata = { robots: { index: false, follow: false } }

// Rendered for each request, never prerendered: the pages read the contact's session and the link's status (a page
// prerendered at build time answered 500 in production).
export const dynamic = 'force-dynamic'

export default async function PortalLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params)
  const [brand, t] = await Promise.all([getBrand(locale), getTranslations({ locale, namespace: 'Clients' })])
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <LocaleLink locale={locale} href="/clients" className="inline-flex items-center gap-2 font-bold text-brand-900">
            <LogoMark />
            <span>{brand}</span>
            <span className="font-normal text-muted">· {t('portalName')}</span>
          </LocaleLink>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        {children}
      </main>
    </>
  )
}
