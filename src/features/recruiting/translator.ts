import { createTranslator, type Messages } from 'next-intl'

import type { Locale } from '@/i18n/locales'

/** The workspace's messages (messages/*.json `Recruiting`, typed through next-intl's AppConfig). */
export type RecruitingMessages = Messages['Recruiting']

/** An ICU translator (plurals, numbers) for the `Recruiting` messages, on the server or in the admin's browser (no message files bundled). */
export function recruitingTranslator(locale: Locale, messages: RecruitingMessages) {
  return createTranslator({ locale, messages: { Recruiting: messages }, namespace: 'Recruiting' })
}
export type RecruitingT = ReturnType<typeof recruitingTranslator>
