import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

/** An application status in the reader's language (the raw value if it is unknown). */
export function statusLabel(locale: Locale, status: string): string {
  const t = translator(locale, 'Applications.status')
  return t.has(status as never) ? t(status as never) : status
}
