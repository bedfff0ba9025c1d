'use client'

import { useEffect } from 'react'

import { rememberLocale } from '@/i18n/localeCookie'
import type { Locale } from '@/i18n/locales'

/** Records the screen's language in i18n_redirected, as every page's head script does (i18n/localeCookie.ts). */
export function RememberLocale({ locale }: { locale: Locale }) {
  useEffect(() => rememberLocale(locale), [locale])
  return null
}
