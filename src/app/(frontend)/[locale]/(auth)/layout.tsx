import { Footer } from '@/features/site/components/Footer'
import { Header } from '@/features/site/components/Header'
import { pageLocale } from '@/i18n/server'

/**
 * The auth layout (login, signup, forget-password, oauth): plain header, a
 * narrow centred column, footer. Account pages are never indexed.
 */
export const metadata = { robots: { index: false, follow: false } }

export default async function AuthLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params)
  return (
    <>
      <Header locale={locale} variant="plain" />
      <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-12">
        {children}
      </main>
      <Footer locale={locale} />
    </>
  )
}
