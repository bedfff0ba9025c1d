import { getTranslations } from 'next-intl/server'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'

import type { SaveJobText } from './components/SaveJobButton'

/**
 * The Save button's copy, from next-intl (the button is a client component and gets finished strings). One object
 * per request and language: a list of twenty jobs passes the same object to its twenty buttons, and React writes it
 * into the page's payload once (later props refer to it) instead of twenty times.
 */
export const saveJobText = cache(async (locale: Locale): Promise<SaveJobText> => {
  const t = await getTranslations({ locale, namespace: 'Applications' })
  return {
    save: t('save'),
    saved: t('saved'),
    unsave: t('unsave'),
    savedToast: t('savedToast'),
    unsavedToast: t('unsavedToast'),
    saveFailed: t('saveFailed'),
    viewSaved: t('viewSaved'),
  }
})
