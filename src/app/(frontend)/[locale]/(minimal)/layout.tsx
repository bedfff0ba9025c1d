import { LogoMark } from '@/components/icons/LogoMark'
import { getBrand } from '@/features/site/queries'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { pageLocale } from '@/i18n/server'

/** The minimal layout: a brand bar that leads home, then the page. */
export default async function MinimalLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params)
  const brand = await getBrand(locale)
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-3">
          <LocaleLink locale={locale} href="/" className="inline-flex items-center gap-2 font-bold text-brand-900">
            <LogoMark />
            <span>{brand}</span>
          </LocaleLink>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
    </>
  )
}
