import ar from '../../../messages/ar.json'
import en from '../../../messages/en.json'

import type { AccountErrorKey } from './schema'

type ErrorKey = AccountErrorKey | 'wrongPassword' | 'validationFailed'
type Key = keyof typeof en.Account

/** Account messages for server code outside React (hooks, GraphQL, endpoints), in the request's locale. */
export function accountError(locale: string | undefined, key: ErrorKey): string {
  return (locale === 'ar' ? ar : en).Account.errors[key]
}

export function accountMessage(locale: string | undefined, key: Key): string {
  const value = (locale === 'ar' ? ar : en).Account[key]
  return typeof value === 'string' ? value : key
}

export function profileMessage(locale: string | undefined, key: keyof typeof en.Profile): string {
  const value = (locale === 'ar' ? ar : en).Profile[key]
  return typeof value === 'string' ? value : key
}
