import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { SaveJobText } from './components/SaveJobButton'

/** The Save button's copy, from next-intl (the button is a client component and gets finished strings). */
export async function saveJobText(locale: Locale): Promise<SaveJobText> {
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
}
