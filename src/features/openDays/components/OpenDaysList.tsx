import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import type { OpenDay } from '@/payload-types'

/** The upcoming open days as a list of cards: title, date, city and venue, summary, and the registration link. */
export async function OpenDaysList({ openDays, locale }: { openDays: OpenDay[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OpenDays' })
  if (!openDays.length) return <p className="text-muted">{t('empty')}</p>
  return (
    <ul className="space-y-4" data-testid="open-days">
      {openDays.map((day) => (
        <li key={day.id} className="rounded-lg border border-brand-100 bg-white p-5 shadow-sm">
          <h2 className="text-xl font-bold text-brand-900">{day.title}</h2>
          <p className="mt-1 text-sm font-semibold text-brand-700">
            {t('when', { date: formatDate(day.startsAt, locale), city: day.city, venue: day.venue })}
          </p>
          <p className="mt-2 text-muted">{day.summary}</p>
          {day.registrationUrl ? (
            <a
              href={day.registrationUrl}
              rel="noopener noreferrer"
              target="_blank"
              className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
            >
              {t('register', { title: day.title })}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
