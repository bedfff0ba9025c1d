import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { LocaleLink } from './LocaleLink'

/** A card's title link that makes the whole card clickable (the card is `relative`; the link's box covers it). */
export function CardLink({ locale, href, children }: { locale: Locale; href: string; children: ReactNode }) {
  return (
    <LocaleLink locale={locale} href={href} className="after:absolute after:inset-0">
      {children}
    </LocaleLink>
  )
}
