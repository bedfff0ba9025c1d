import type en from '../messages/en.json'

import type { locales } from './i18n/locales'

/** next-intl's types: the locales we have and the shape of the messages (English is the reference). */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof locales)[number]
    Messages: typeof en
  }
}
