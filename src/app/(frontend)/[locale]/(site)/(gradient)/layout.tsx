import { HeaderShell } from '@/components/layout/HeaderShell'
import type { Locale } from '@/i18n/locales'

/** Pages whose header is the gradient variant (spec §2 "header flag"). */
export default async function GradientHeaderLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  return (
    <HeaderShell locale={locale as Locale} variant="gradient">
      {children}
    </HeaderShell>
  )
}
