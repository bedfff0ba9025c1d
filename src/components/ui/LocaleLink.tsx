import type { ComponentProps } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/lib/seo'

type Props = Omit<ComponentProps<'a'>, 'href'> & { locale: Locale; href: string }

/**
 * A link to a page of the site in the given locale: `href="/jobs"` → `/ar/jobs`. A plain link, drawn on the
 * server: pages are cached and small, so a full load is quick, and no router code (next/link's client component
 * and its prefetch of every link in view, which a phone pays for on every page) reaches the browser
 * (docs/PERFORMANCE.md). No i18n code either.
 */
export function LocaleLink({ locale, href, ...rest }: Props) {
  return <a href={localizedPath(locale, href)} {...rest} />
}
