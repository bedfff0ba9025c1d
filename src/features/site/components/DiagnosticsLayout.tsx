import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { assertDiagnosticsAccess } from '@/access/diagnostics'
import { pageLocale } from '@/i18n/server'

import { DebugBanner } from './DebugBanner'

/**
 * The layout of the debug and the test pages (spec §2), which differ only by their banner: in production only staff
 * get past assertDiagnosticsAccess (everyone else sees a 404); the pages call it again next to their own data.
 */
export function diagnosticsLayout(banner: 'debugBanner' | 'testBanner') {
  return async function DiagnosticsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
    const locale = await pageLocale(params)
    await assertDiagnosticsAccess()
    const t = await getTranslations({ locale, namespace: 'Layouts' })
    return (
      <main id="main" className="flex flex-1 flex-col">
        <DebugBanner text={t(banner)} />
        {children}
      </main>
    )
  }
}
