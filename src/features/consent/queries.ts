import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { getPayloadClient } from '@/lib/payload'

import { consentWording, keepTermMonths } from './record'

/**
 * The consent-to-keep box of the sign-up and application forms: the sentence (the wording recorded when it is
 * ticked, with the term from site settings) and the link to the privacy page that explains it.
 */
export async function keepConsentText(locale: Locale): Promise<{ label: string; href: string; link: string }> {
  const months = await keepTermMonths(await getPayloadClient())
  return {
    label: consentWording('keep', locale, months).wording,
    href: `/${locale}/privacy-policy`,
    link: translator(locale, 'ConsentRecord')('keepLink'),
  }
}
