import ar from '../../../messages/ar.json'
import en from '../../../messages/en.json'

export type ApplicationsText = typeof en.Applications

export const applicationsText = (locale: string | undefined): ApplicationsText => (locale === 'ar' ? ar : en).Applications
