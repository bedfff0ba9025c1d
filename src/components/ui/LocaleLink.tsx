import NextLink from 'next/link'
import type { ComponentProps } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/lib/seo'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { locale: Locale; href: string }

/**
 * A link to a page of the site in the given locale: `href="/jobs"` →
 * `/ar/jobs`. A server component over next/link, so no i18n code reaches
 * the browser (next-intl's own Link needs its client provider and runtime).
 */
export function LocaleLink({ locale, href, ...rest }: Props) {
  return <NextLink href={localizedPath(locale, href)} {...rest} />
}
