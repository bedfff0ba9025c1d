import type { ReactNode } from 'react'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { BreadcrumbJsonLd } from '@/features/seo/BreadcrumbJsonLd'
import type { Locale } from '@/i18n/locales'

type Breadcrumb = Omit<Parameters<typeof BreadcrumbJsonLd>[0], 'locale'>

/** A link back to where the page is listed, with the arrow pointing back in the reading direction. */
export function BackLink({
  locale,
  href,
  className = 'inline-flex items-center gap-1 hover:underline',
  children,
}: {
  locale: Locale
  href: string
  className?: string
  children: ReactNode
}) {
  return (
    <LocaleLink locale={locale} href={href} className={className}>
      <ArrowIcon className="h-4 w-4 rotate-180" />
      {children}
    </LocaleLink>
  )
}

/**
 * The top of a document page: its breadcrumb (JSON-LD: Home › section › this page) and the link back to where it
 * is listed. The page draws its own title, which differs with the kind of document.
 */
export function DetailHeader({
  locale,
  back,
  breadcrumb,
}: {
  locale: Locale
  back: { href: string; label: ReactNode }
  breadcrumb?: Breadcrumb
}) {
  return (
    <>
      {breadcrumb ? <BreadcrumbJsonLd locale={locale} {...breadcrumb} /> : null}
      <LocaleLink
        locale={locale}
        href={back.href}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowIcon className="h-4 w-4 rotate-180" />
        {back.label}
      </LocaleLink>
    </>
  )
}
