'use client'

import { Button } from '@payloadcms/ui'

import { intlLocale } from '@/lib/format'
import type { Locale } from '@/i18n/locales'

import { SEARCH_PAGE_SIZE } from '../constants'
import type { RecruitingT } from '../translator'
import styles from './Dashboard.module.css'
import type { SearchAnswer } from './SearchForm'

/** One page of the candidate search's answer: a table of applications, and the way to the other pages. */
export function SearchResults({
  locale,
  t,
  answer,
  busy,
  onPage,
}: {
  locale: Locale
  t: RecruitingT
  answer: SearchAnswer
  busy: boolean
  onPage: (page: number) => void
}) {
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'Asia/Riyadh' })
  const pages = Math.max(1, Math.ceil(answer.total / SEARCH_PAGE_SIZE))
  return (
    <section data-testid="search-results" aria-live="polite">
      <p>
        <strong>{t('search.found', { count: answer.total })}</strong>
      </p>
      {answer.hits.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('search.candidate')}</th>
                <th scope="col">{t('search.job')}</th>
                <th scope="col">{t('search.status')}</th>
                <th scope="col">{t('search.city')}</th>
                <th scope="col">{t('search.experience')}</th>
                <th scope="col">{t('search.applied')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.hits.map((hit) => (
                <tr key={hit.application} data-testid="search-hit">
                  <td>
                    <a href={`/admin/collections/applications/${hit.application}`}>{hit.fullName}</a>
                  </td>
                  <td>
                    <a href={`/admin/recruiting/board/${hit.job}`}>{hit.jobTitle}</a>
                  </td>
                  <td>{t(`column.${hit.status}` as 'column.submitted')}</td>
                  <td>{hit.city}</td>
                  <td>{hit.experienceYears === null ? '—' : t('search.years', { count: hit.experienceYears })}</td>
                  <td>{date.format(new Date(hit.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('search.page', { page: answer.page, pages })}>
          {answer.page > 1 && (
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => onPage(answer.page - 1)}>
              {t('search.previous')}
            </Button>
          )}
          <span>{t('search.page', { page: answer.page, pages })}</span>
          {answer.page < pages && (
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => onPage(answer.page + 1)}>
              {t('search.next')}
            </Button>
          )}
        </nav>
      )}
    </section>
  )
}
