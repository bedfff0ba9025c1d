import type { Locale } from '@/i18n/locales'
import { intlLocale } from '@/lib/format'

/** The interview's time in the reader's language, in the interview's own time zone, zone named. */
export function interviewTime(startsAt: string, timeZone: string | null | undefined, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone || 'Asia/Riyadh',
    timeZoneName: 'long',
  }).format(new Date(startsAt))
}
