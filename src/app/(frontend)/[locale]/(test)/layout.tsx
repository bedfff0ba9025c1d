import { getTranslations } from 'next-intl/server'

import { DebugBanner } from '@/features/site/components/DebugBanner'
import { assertDiagnosticsAccess } from '@/access/diagnostics'
import { pageLocale } from '@/i18n/server'

/**
 * The test layout (spec §2): never indexed; in production only staff get
 * past assertDiagnosticsAccess (everyone else sees a 404). Pages in this group
 * call it again next to their own data.
 */
export const metadata = { robots: { index: false, follow: false } }

export default async function TestLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params)
  await assertDiagnosticsAccess()
  const t = await getTranslations({ locale, namespace: 'Layouts' })
  return (
    <main id="main" className="flex flex-1 flex-col">
      <DebugBanner text={t('testBanner')} />
      {children}
    </main>
  )
}
