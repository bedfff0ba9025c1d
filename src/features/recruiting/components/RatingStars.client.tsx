'use client'

import { useField } from '@payloadcms/ui'
import { useId, useMemo } from 'react'

import type { Locale } from '@/i18n/locales'

import { RATING_MAX } from '../constants'
import { recruitingTranslator, type RecruitingMessages } from '../translator'
import styles from './Application.module.css'

/**
 * 1–5 stars for the application's `rating` field, as a group of native radios (one "No rating" first): the browser
 * gives them radio-group semantics and the arrow keys, mirrored in right-to-left pages (the stars follow the page's
 * direction, and Arrow Left moves to the next star in Arabic). Each radio's name says "3 stars of 5"; the group's is
 * "Rating". The value goes into Payload's form and is saved with the document.
 */
export function RatingStars({
  path,
  locale,
  messages,
  readOnly,
}: {
  path: string
  locale: Locale
  messages: RecruitingMessages
  readOnly: boolean
}) {
  const t = useMemo(() => recruitingTranslator(locale, messages), [locale, messages])
  const { value, setValue } = useField<number | null>({ path })
  const name = useId()
  const current = typeof value === 'number' && value >= 1 ? Math.min(RATING_MAX, Math.round(value)) : 0
  const choices = Array.from({ length: RATING_MAX }, (_, i) => i + 1)
  return (
    <fieldset className={`field-type ${styles.rating}`} data-testid="rating-stars">
      <legend className="field-label">{t('application.rating')}</legend>
      <div className={styles.stars}>
        <input
          type="radio"
          id={`${name}-0`}
          name={name}
          value=""
          checked={current === 0}
          disabled={readOnly}
          onChange={() => setValue(null)}
        />
        <label htmlFor={`${name}-0`} className={`${styles.star} ${styles.clear}`}>
          {t('application.noRating')}
        </label>
        {choices.map((n) => (
          <span key={n} style={{ display: 'contents' }}>
            <input
              type="radio"
              id={`${name}-${n}`}
              name={name}
              value={n}
              checked={current === n}
              disabled={readOnly}
              aria-label={t('application.stars', { count: n })}
              onChange={() => setValue(n)}
            />
            <label htmlFor={`${name}-${n}`} className={`${styles.star} ${n <= current ? styles.on : ''}`} aria-hidden="true">
              {n <= current ? '★' : '☆'}
            </label>
          </span>
        ))}
      </div>
      {!readOnly && <p className={styles.muted}>{t('application.ratingHint')}</p>}
    </fieldset>
  )
}
