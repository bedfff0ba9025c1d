import { Footer } from '@/features/site/components/Footer'
import { pageLocale } from '@/i18n/server'

/** The default layout: header (from the nested group) above, footer below. */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params)
  return (
    <>
      {children}
      <Footer locale={locale} />
    </>
  )
}
