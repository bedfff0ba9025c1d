'use client'

import { Button } from '@payloadcms/ui'

import { intlLocale } from '@/lib/format'
import type { Locale } from '@/i18n/locales'

import { SEARCH_PAGE_SIZE } from '../constants'
import type { RecruitingT } from '../translator'
import styles from './Dashboard.module.css'
import own from './Application.module.css'
import type { SearchAnswer } from './SearchForm'

/**
 * One page of the candidate search's answer (issue 28, item 9): a card per candidate with the text their CV matched
 * (the words in <mark>: each part is a text node, nothing from a CV becomes markup) and their applications to the
 * recruiter's jobs under it, and the way to the other pages.
 */
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
        <strong>{t('search.foundCandidates', { count: answer.total })}</strong>
        {answer.total > 0 && answer.applications !== answer.total && (
          <span className={styles.muted}> ({t('search.applications', { count: answer.applications })})</span>
        )}
      </p>
      {answer.groups.length > 0 && (
        <ol className={own.groups}>
          {answer.groups.map((group) => {
            const latest = group.applications[0]!
            return (
              <li key={group.candidate ?? `a${latest.application}`} className={own.group} data-testid="search-hit">
                <h2 className={own.groupHead}>
                  <a href={`/admin/collections/applications/${latest.application}`}>{group.fullName}</a>
                  <span className={styles.muted}>
                    {[group.city, group.experienceYears === null ? null : t('search.years', { count: group.experienceYears })]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </h2>
                {group.snippet && (
                  <p className={own.snippet} dir="auto" data-testid="search-snippet">
                    {group.snippet.map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : part.text))}
                  </p>
                )}
                <ul className={own.apps} aria-label={t('search.applications', { count: group.applications.length })}>
                  {group.applications.map((app) => (
                    <li key={app.application} data-testid="search-application">
                      <a href={`/admin/collections/applications/${app.application}`}>{app.jobTitle}</a>
                      <span>{t(`column.${app.status}` as 'column.submitted')}</span>
                      <span className={styles.muted}>
                        {t('search.applied')}: {date.format(new Date(app.createdAt))}
                      </span>
                      <a className={styles.muted} href={`/admin/recruiting/board/${app.job}`}>
                        {t('dashboard.openBoard')}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ol>
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
