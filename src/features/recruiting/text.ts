import type { Locale } from '@/i18n/locales'
import { messagesOf, translator } from '@/i18n/messages'

import type { RecruitingMessages } from './translator'

export type { RecruitingMessages, RecruitingT } from './translator'

/** The workspace's messages in one language: passed whole to the admin's client components, which translate with them. */
export const recruitingMessages = (locale: Locale): RecruitingMessages => messagesOf(locale, 'Recruiting')

/** next-intl's translator for the `Recruiting` messages, for the admin's server components and the endpoints. */
export const recruitingTranslator = (locale: Locale) => translator(locale, 'Recruiting')
