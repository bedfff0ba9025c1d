import { Footer } from '@/components/layout/Footer'
import type { Locale } from '@/i18n/locales'

/** The default layout: header (from the nested group) above, footer below. */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  return (
    <>
      {children}
      <Footer locale={locale as Locale} />
    </>
  )
}
