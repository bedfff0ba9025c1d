import ar from '../../../messages/ar.json'
import en from '../../../messages/en.json'

/** The Account and Profile copy as plain strings for the client forms (placeholders filled there). */
export type AccountText = typeof en.Account
export type ProfileText = typeof en.Profile

export const accountText = (locale: string): AccountText => (locale === 'ar' ? ar : en).Account
export const profileText = (locale: string): ProfileText => (locale === 'ar' ? ar : en).Profile
