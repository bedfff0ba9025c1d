import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { CardLink } from './CardLink'

type Props = { as?: 'h2' | 'h3'; className: string; locale: Locale; href: string; children: ReactNode }

/** A card's heading whose text is its CardLink (the link's box covers the `relative` card, so all of it is clickable). */
export function CardHeading({ as: Heading = 'h3', className, locale, href, children }: Props) {
  return (
    <Heading className={className}>
      <CardLink locale={locale} href={href}>
        {children}
      </CardLink>
    </Heading>
  )
}
