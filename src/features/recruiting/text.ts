import type { Messages } from 'next-intl'

import { toLocale } from '@/i18n/locales'
import { messages, translator } from '@/i18n/messages'

import type { AdminLocale, RecruitingMessages } from './translator'

export type { AdminLocale, RecruitingMessages, RecruitingT } from './translator'

/** The admin's language as Payload reports it (its own language switch), narrowed to ours. */
export const adminLocale = (language: string | undefined | null): AdminLocale => toLocale(language)

/** The workspace's messages in one language: passed whole to the admin's client components, which translate with them. */
export const recruitingMessages = (locale: AdminLocale): RecruitingMessages => (messages[locale] as Messages).Recruiting

/** next-intl's translator for the `Recruiting` messages, for the admin's server components and the endpoints. */
export const recruitingTranslator = (locale: AdminLocale) => translator(locale, 'Recruiting')
