import type { ReactNode } from 'react'

import { pageLocale } from '@/i18n/server'

import type { HeaderVariant } from './Header'
import { HeaderShell } from './HeaderShell'

/** The layout of a group of pages that share a header variant (spec §2 "header flag"): that header above <main>. */
export function headerLayout(variant: HeaderVariant) {
  return async function HeaderLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
    const locale = await pageLocale(params)
    return (
      <HeaderShell locale={locale} variant={variant}>
        {children}
      </HeaderShell>
    )
  }
}
