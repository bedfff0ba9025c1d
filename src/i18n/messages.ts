import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl'

import ar from '../../messages/ar.json'
import en from '../../messages/en.json'

import { toLocale, type Locale } from './locales'

/**
 * The message files, read here and nowhere else (request.ts hands them to next-intl). Their keys and ICU
 * arguments are typed through next-intl's `AppConfig` (src/global.d.ts), so `t('Jobs.results', { count })`
 * is checked by the compiler.
 */
export const messages: Record<Locale, Messages> = { en, ar }

/** The agency works on Gulf time; dates print the same on server and client. */
export const TIME_ZONE = 'Asia/Riyadh'

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>
type Translator<N extends Namespace> = ReturnType<typeof createTranslator<Messages, N>>

/** One translator per language and namespace, made on first use (each keeps its compiled messages). */
const made = new Map<string, unknown>()

/**
 * next-intl's translator for code that runs outside a page render, where `getTranslations` has no request to
 * read: Payload hooks and endpoints, emails, the REST and GraphQL guards, the live stream. Any value is taken as
 * a locale (English when it is not one), so a request's `locale` parameter can be passed as it came.
 */
export function translator<N extends Namespace>(locale: unknown, namespace: N): Translator<N> {
  const lang = toLocale(locale)
  const key = `${lang}:${namespace}`
  let t = made.get(key) as Translator<N> | undefined
  if (!t) {
    t = createTranslator({ locale: lang, messages: messages[lang], namespace, timeZone: TIME_ZONE })
    made.set(key, t)
  }
  return t
}

/**
 * One namespace's messages in one language, for code outside a page render that hands them whole to a client
 * component (the admin's recruiting views, which translate with them in the browser). Any value is taken as a
 * locale, as in `translator`. Pages use `clientMessages` (i18n/server.ts) instead.
 */
export function messagesOf<N extends keyof Messages>(locale: unknown, namespace: N): Messages[N] {
  return messages[toLocale(locale)][namespace]
}
