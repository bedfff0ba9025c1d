import { HeaderShell } from '@/features/site/components/HeaderShell'
import { pageLocale } from '@/i18n/server'

/** Pages whose header is the gradient variant (spec §2 "header flag"). */
export default async function GradientHeaderLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params)
  return (
    <HeaderShell locale={locale} variant="gradient">
      {children}
    </HeaderShell>
  )
}
