import type { ServerProps } from 'payload'
import type { ReactNode } from 'react'

import { isAdminUser } from '@/access/isAdmin'
import { isRecruiterUser } from '@/access/isRecruiter'
import { ownedJobIds } from '@/access/ownership'
import { intlLocale } from '@/lib/format'
import { adminLocale } from '@/i18n/locales'

import { FIRST_REVIEW_DAYS, FUNNEL_PATH, PIPELINE } from '../constants'
import { loadDashboard } from '../dashboard'
import { scopeOf } from '../scope'
import { recruitingTranslator } from '../text'
import styles from './Dashboard.module.css'

/**
 * The admin's home for recruiters and admins (before Payload's collection cards): today's work in figures, the
 * interviews coming up, the jobs about to close and each open job's funnel. Every figure is one indexed query
 * (features/recruiting/dashboard.ts) over the jobs the viewer handles.
 */
export async function Dashboard({ payload, user, i18n, searchParams }: ServerProps) {
  if (!isRecruiterUser(user)) return null
  const locale = adminLocale(i18n)
  const t = recruitingTranslator(locale)
  const req = { payload, user: user ?? null, context: {} }
  // Admins see every job, or only those they own or co-own (`?jobs=mine`); recruiters always their own.
  const admin = isAdminUser(user)
  const mine = admin && searchParams?.jobs === 'mine'
  const scope = mine ? await ownedJobIds(req) : await scopeOf(req)
  if (!scope) return null
  const data = await loadDashboard({ payload, scope, now: new Date(), locale })
  const number = new Intl.NumberFormat(intlLocale(locale))
  const day = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'Asia/Riyadh' })
  const time = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))
  const stats = [
    { key: 'new-today', label: t('dashboard.newToday'), value: data.newToday, href: '/admin/collections/applications?sort=-createdAt' },
    {
      key: 'new-week',
      label: t('dashboard.newThisWeek'),
      value: data.newThisWeek,
      href: '/admin/collections/applications?sort=-createdAt',
    },
    {
      key: 'waiting',
      label: t('dashboard.waiting', { days: FIRST_REVIEW_DAYS }),
      value: data.waitingForReview,
      href: '/admin/collections/applications?where[status][equals]=submitted&sort=createdAt',
    },
    { key: 'interviews', label: t('dashboard.interviewsThisWeek'), value: data.interviewsThisWeek, href: '/admin/collections/interviews' },
  ]
  // The two columns' items: the coming interviews, the jobs closing soon.
  const upcoming = data.upcoming.map((interview) => (
    <li key={interview.id}>
      <a href={`/admin/collections/applications/${interview.application}`}>{interview.candidateName}</a>
      <div className={styles.muted}>
        {interview.jobTitle} · {time(interview.startsAt, interview.timeZone)}
      </div>
    </li>
  ))
  const closing = data.closingSoon.map((job) => (
    <li key={job.id}>
      <a href={`/admin/recruiting/board/${job.id}`}>{job.title}</a>
      <div className={styles.muted}>{t('dashboard.closesOn', { date: day.format(new Date(job.closingDate)) })}</div>
    </li>
  ))
  return (
    <section className={styles.dashboard} data-testid="recruiting-dashboard" aria-labelledby="recruiting-dashboard-title">
      <h2 id="recruiting-dashboard-title">{t('dashboard.title')}</h2>
      <div className={styles.stats}>
        {stats.map((stat) => (
          <a key={stat.key} className={styles.stat} href={stat.href} data-testid={`stat-${stat.key}`}>
            <span className={styles.figure}>{number.format(stat.value)}</span>
            <span>{stat.label}</span>
          </a>
        ))}
      </div>
      <div className={styles.columns}>
        <ListColumn title={t('dashboard.upcoming')} none={t('dashboard.noUpcoming')} items={upcoming} />
        <ListColumn title={t('dashboard.closing')} none={t('dashboard.noClosing')} items={closing} />
      </div>
      <div className={styles.funnelHead}>
        <h3>{t('dashboard.funnel')}</h3>
        {admin && (
          <nav aria-label={t('dashboard.whichJobs')} className={styles.switch} data-testid="dashboard-jobs">
            <a href="/admin" aria-current={mine ? undefined : 'page'}>
              {t('dashboard.allJobs')}
            </a>
            <a href="/admin?jobs=mine" aria-current={mine ? 'page' : undefined}>
              {t('dashboard.myJobs')}
            </a>
          </nav>
        )}
      </div>
      {data.funnels.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('search.job')}</th>
                {PIPELINE.map((status) => (
                  <th key={status} scope="col">
                    {t(`column.${status}`)}
                  </th>
                ))}
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {data.funnels.map((job) => (
                <tr key={job.id} data-testid={`funnel-${job.id}`}>
                  <th scope="row">
                    {job.title} <span className={styles.muted}>{job.referenceCode}</span>
                    <div className={styles.muted}>
                      {job.lastApplied
                        ? t('dashboard.lastApplied', { date: day.format(new Date(job.lastApplied)) })
                        : t('dashboard.noApplications')}
                    </div>
                  </th>
                  {PIPELINE.map((status) => {
                    const median = (FUNNEL_PATH as readonly string[]).includes(status) ? job.medians[status] : undefined
                    return (
                      <td key={status} className={styles.num}>
                        {number.format(job.counts[status] ?? 0)}
                        {median !== undefined && (
                          <div className={styles.muted} title={t('dashboard.medianDays')}>
                            {median === null ? '–' : t('dashboard.days', { count: median })}
                          </div>
                        )}
                      </td>
                    )
                  })}
                  <td>
                    <a href={`/admin/recruiting/board/${job.id}`}>{t('dashboard.openBoard')}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.muted}>{t('dashboard.medianDaysNote')}</p>
        </div>
      ) : (
        <p className={styles.muted}>{mine || !admin ? t('dashboard.noJobs') : t('dashboard.noOpenJobs')}</p>
      )}
    </section>
  )
}

/** A column of the dashboard: its title, then its list, or the line saying there is nothing in it. */
function ListColumn({ title, none, items }: { title: string; none: string; items: ReactNode[] }) {
  return (
    <div>
      <h3>{title}</h3>
      {items.length ? <ul className={styles.list}>{items}</ul> : <p className={styles.muted}>{none}</p>}
    </div>
  )
}
