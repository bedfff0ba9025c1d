import type { AdminViewServerProps } from 'payload'

import { intlLocale } from '@/features/jobs/format'

import { scopeOf } from '../scope'
import { candidateQuerySchema, SEARCH_PAGE_SIZE, searchCandidates } from '../search'
import { adminLocale, recruitingMessages, recruitingTranslator } from '../text'
import styles from './Dashboard.module.css'
import { RecruitingTemplate } from './RecruitingTemplate'
import { SearchForm } from './SearchForm'

/** /admin/recruiting/search — candidates of the viewer's jobs by CV words, skills, city, experience and job. */
export async function SearchView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const locale = adminLocale(req.i18n.language)
  const t = recruitingTranslator(locale)
  const scope = await scopeOf(req)
  const parsed = candidateQuerySchema.safeParse(props.searchParams ?? {})
  const query = parsed.success ? parsed.data : { q: '', page: 1 }
  const asked = parsed.success && Object.keys(props.searchParams ?? {}).some((key) => key !== 'page')
  const [results, jobs] = scope
    ? await Promise.all([
        asked ? searchCandidates(req.payload, scope, query, locale) : null,
        req.payload.find({
          collection: 'jobs',
          where: scope === 'all' ? {} : { id: { in: [...scope, 0] } },
          select: { title: true, referenceCode: true },
          sort: '-openingDate',
          pagination: false,
          depth: 0,
          locale,
          user: req.user,
          overrideAccess: false,
        }),
      ])
    : [null, null]
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'Asia/Riyadh' })
  const pages = results ? Math.max(1, Math.ceil(results.total / SEARCH_PAGE_SIZE)) : 1
  const pageLink = (page: number) => {
    const params = new URLSearchParams(
      Object.entries(props.searchParams ?? {}).filter(([, v]) => typeof v === 'string') as [string, string][],
    )
    params.set('page', String(page))
    return `?${params}`
  }
  return (
    <RecruitingTemplate props={props}>
      <h1>{t('search.title')}</h1>
      <p className={styles.muted}>{t('search.intro')}</p>
      <SearchForm
        locale={locale}
        messages={recruitingMessages(locale)}
        initial={{
          q: query.q,
          city: query.city ?? '',
          minExperience: query.minExperience?.toString() ?? '',
          job: query.job?.toString() ?? '',
        }}
        jobs={(jobs?.docs ?? []).map((job) => ({ value: String(job.id), label: `${job.title} (${job.referenceCode})` }))}
      />
      {results && (
        <section data-testid="search-results" aria-live="polite">
          <p>
            <strong>{t('search.found', { count: results.total })}</strong>
          </p>
          {results.hits.length > 0 && (
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
                  {results.hits.map((hit) => (
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
            <nav style={{ display: 'flex', gap: 'var(--base)', marginBlock: 'var(--base)' }}>
              {query.page > 1 && <a href={pageLink(query.page - 1)}>{t('search.previous')}</a>}
              <span>{t('search.page', { page: query.page, pages })}</span>
              {query.page < pages && <a href={pageLink(query.page + 1)}>{t('search.next')}</a>}
            </nav>
          )}
        </section>
      )}
    </RecruitingTemplate>
  )
}
