import { toLocale } from '@/i18n/locales'

/**
 * The agency's name when site settings have none (an empty database, before the seed): the one fallback, in each
 * language. The name itself is `siteName` in site settings; callers read it and pass it to `brandName`.
 */
export const BRAND_FALLBACK = { en: 'Nukhba', ar: 'نخبة' } as const

/** The name mail is sent from and calendar invitations are organized by (the adapter starts before any request). */
export const MAIL_FROM_NAME = 'Nukhba Talent'

/**
 * The site's name from site settings, or the fallback in that language. Without a name (the account emails, which
 * read no settings) it is the fallback.
 */
export function brandName(locale: string | undefined, siteName?: string | null): string {
  return siteName || BRAND_FALLBACK[toLocale(locale)]
}
