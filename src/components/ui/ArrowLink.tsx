import type { ReactNode } from 'react'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import type { Locale } from '@/i18n/locales'

import { LocaleLink } from './LocaleLink'

/** The classes of a page's call to action (an ArrowLink): white words on brand-700 (the forms' submit button is primaryButton). */
export const callToAction = 'inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800'

/** A link whose words are followed by the forward arrow ("Talk to us →"), as a page's calls to action. */
export function ArrowLink({ locale, href, className, children }: { locale: Locale; href: string; className: string; children: ReactNode }) {
  return (
    <LocaleLink locale={locale} href={href} className={className}>
      {children}
      <ArrowIcon />
    </LocaleLink>
  )
}
