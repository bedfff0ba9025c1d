import type { ReactNode } from 'react'

import { Header, type HeaderVariant } from '@/features/site/components/Header'
import type { Locale } from '@/i18n/locales'

/** Header above the page's <main>. Layouts choose the variant. */
export function HeaderShell({ locale, variant, children }: { locale: Locale; variant: HeaderVariant; children: ReactNode }) {
  return (
    <>
      <Header locale={locale} variant={variant} />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
    </>
  )
}
