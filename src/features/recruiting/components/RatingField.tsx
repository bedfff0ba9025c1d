import type { ServerFieldBase } from 'payload'

import { adminLocale } from '@/i18n/locales'

import { recruitingMessages } from '../text'
import { RatingStars } from './RatingStars.client'

/** The application's rating as 1–5 stars (issue 28, item 8): the admin's language and whether this user may change it. */
export function RatingField({ field, i18n, permissions, readOnly }: ServerFieldBase) {
  const locale = adminLocale(i18n)
  const mayUpdate = permissions === true || (typeof permissions === 'object' && permissions?.update === true)
  return (
    <RatingStars
      path={'name' in field && field.name ? field.name : 'rating'}
      locale={locale}
      messages={recruitingMessages(locale)}
      readOnly={Boolean(readOnly) || !mayUpdate}
    />
  )
}
