import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { isPlacementsViewer } from '@/access/placements'
import { adminLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { formatDate, formatMoney, formatNumber, intlLocale } from '@/lib/format'
import { AdminViewTemplate } from '@/components/admin/AdminViewTemplate'

import { SERVICE_LINE_LABELS } from '../labels'
import { GUARANTEE_WINDOW_DAYS, isPeriod, type Listed, loadNumbers, PERIODS, type Period, type Sum } from '../numbers'
import { parseRange, REPORT_STAGES, type Range, type Reports } from '../reports'
import styles from './Numbers.module.css'

const PERIOD_LABELS: Record<Period, { en: string; ar: string }> = {
  month: { en: 'This month', ar: 'هذا الشهر' },
  quarter: { en: 'This quarter', ar: 'هذا الربع' },
  year: { en: 'This year', ar: 'هذه السنة' },
  last12: { en: 'Last 12 months', ar: 'آخر 12 شهرًا' },
  all: { en: 'All time', ar: 'كل الفترات' },
}

function SumTable({
  title,
  head,
  rows,
  locale,
  label,
}: {
  title: string
  head: [string, string, string]
  rows: Sum[]
  locale: Locale
  label: (sum: Sum) => string
}) {
  const t = translator(locale, 'Placements')
  return (
    <TableSection
      title={title}
      none={t('numbers.none')}
      head={<Head columns={[head[0]]} amounts={[head[1], head[2]]} />}
      rows={rows.map((sum) => (
        <tr key={`${sum.key}-${sum.currency}`}>
          <td>{label(sum)}</td>
          <td className={styles.amount}>{sum.count}</td>
          <td className={styles.amount}>
            {formatMoney(sum.feeMinor, sum.currency, locale)}
            {sum.creditMinor ? (
              <span className={styles.muted}>
                <br />
                {t('numbers.credited', { amount: formatMoney(sum.creditMinor, sum.currency, locale) })}
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    />
  )
}

function PlacementList({
  title,
  rows,
  total,
  locale,
  date,
  dateLabel,
}: {
  title: string
  rows: Listed[]
  /** How many there are in all (the list shows the first LIST_LIMIT). */
  total: number
  locale: Locale
  date: (p: Listed) => string | null | undefined
  dateLabel: string
}) {
  const t = translator(locale, 'Placements')
  return (
    <TableSection
      title={title}
      none={t('numbers.none')}
      head={<Head columns={[t('numbers.candidate'), dateLabel]} amounts={[t('numbers.gross')]} />}
      rows={rows.map((row) => {
        const when = date(row)
        return (
          <tr key={row.id}>
            <td>
              <a href={`/admin/collections/placements/${row.id}`}>{row.candidateName}</a>
            </td>
            <td>{when ? formatDate(when, locale) : '—'}</td>
            <td className={styles.amount}>
              {row.currency && row.grossMinor !== null && row.grossMinor !== undefined
                ? formatMoney(row.grossMinor, row.currency, locale)
                : '—'}
            </td>
          </tr>
        )
      })}
      footer={
        total > rows.length ? (
          <p className={styles.muted}>
            {t('numbers.firstOf', { shown: formatNumber(rows.length, locale), total: formatNumber(total, locale) })}
          </p>
        ) : null
      }
    />
  )
}

/** A section of the view: its title, then its table (`head` over `rows`) or the line saying there is none, then `footer`. */
function TableSection({
  title,
  none,
  head,
  rows,
  footer,
}: {
  title: string
  none: string
  head: ReactNode
  rows: ReactNode[]
  footer?: ReactNode
}) {
  return (
    <section>
      <h3>{title}</h3>
      {rows.length ? (
        <table className={styles.table}>
          {head}
          <tbody>{rows}</tbody>
        </table>
      ) : (
        <p className={styles.muted}>{none}</p>
      )}
      {footer}
    </section>
  )
}

const percent = (part: number, whole: number, locale: Locale) =>
  whole ? new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(part / whole) : '—'

/** A table's head: the columns of text, then the right-aligned columns of figures. */
function Head({ columns, amounts }: { columns: string[]; amounts: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        {amounts.map((label) => (
          <th key={label} scope="col" className={styles.amount}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** Sources, time to fill and the stage ratios (reports.ts), in the viewer's language. */
function ReportTables({ reports, locale }: { reports: Reports; locale: Locale }) {
  const t = translator(locale, 'Placements')
  const { stages, timeToFill } = reports
  const steps: { key: 'applications' | (typeof REPORT_STAGES)[number]; count: number }[] = [
    { key: 'applications', count: stages.applications },
    ...REPORT_STAGES.map((stage) => ({ key: stage, count: stages.reached[stage] })),
  ]
  return (
    <>
      <section data-testid="report-sources" className={styles.scroll}>
        <h3>{t('reports.sources')}</h3>
        <table className={styles.table}>
          <Head
            columns={[t('reports.source')]}
            amounts={[t('reports.applications'), t('reports.interviews'), t('reports.hires'), t('numbers.fees')]}
          />
          <tbody>
            {reports.sources.map((row) => (
              <tr key={row.source} data-source={row.source}>
                <td>{t(`reports.sourceNames.${row.source}`)}</td>
                <td className={styles.amount}>{formatNumber(row.applications, locale)}</td>
                <td className={styles.amount}>{formatNumber(row.interviews, locale)}</td>
                <td className={styles.amount}>{formatNumber(row.hires, locale)}</td>
                <td className={styles.amount}>
                  {row.fees.length
                    ? row.fees.map((fee) => <div key={fee.currency}>{formatMoney(fee.feeMinor, fee.currency, locale)}</div>)
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>{t('reports.sourcesNote')}</p>
      </section>
      <section data-testid="report-time-to-fill">
        <h3>{t('reports.timeToFill')}</h3>
        <p>
          <span className={styles.figure}>
            {timeToFill.medianDays === null
              ? '—'
              : t('reports.days', {
                  count: timeToFill.medianDays,
                  days: new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(timeToFill.medianDays),
                })}
          </span>{' '}
          <span className={styles.muted}>{t('reports.timeToFillNote', { count: timeToFill.hires })}</span>
        </p>
      </section>
      <section data-testid="report-stages">
        <h3>{t('reports.stages')}</h3>
        <table className={styles.table}>
          <Head columns={[t('reports.stage')]} amounts={[t('reports.reached'), t('reports.fromPrevious')]} />
          <tbody>
            {steps.map((step, index) => (
              <tr key={step.key} data-stage={step.key}>
                <td>{t(`reports.stageNames.${step.key}`)}</td>
                <td className={styles.amount}>{formatNumber(step.count, locale)}</td>
                <td className={styles.amount}>{index ? percent(step.count, steps[index - 1]!.count, locale) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>{t('reports.stagesNote')}</p>
      </section>
    </>
  )
}

/**
 * /admin/placements/numbers — the agency's numbers for a period (links, not a form: nothing typed goes into the
 * address), with the invoice lines to download. Admins see all placements, a recruiter those they share the fee of.
 */
export async function NumbersView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const { req } = initPageResult
  const locale = adminLocale(req.i18n)
  const t = translator(locale, 'Placements')
  const requested = searchParams?.period
  const period: Period = isPeriod(requested) ? requested : 'year'
  // A range typed in the form (GET: a staff filter, like the period links): used when it reads; otherwise the period.
  const one = (value: unknown) => (Array.isArray(value) ? value[0] : value)
  const typed = searchParams && ('from' in searchParams || 'to' in searchParams)
  const range: Range | null = typed ? parseRange(one(searchParams.from), one(searchParams.to)) : null
  const when: Period | Range = range && (range.from || range.to) ? range : period
  const query =
    typeof when === 'string' ? `period=${when}` : `from=${encodeURIComponent(when.from ?? '')}&to=${encodeURIComponent(when.to ?? '')}`
  const data = isPlacementsViewer(req.user) ? await loadNumbers(req, { period: when, now: new Date(), locale }) : null
  return (
    <AdminViewTemplate props={props}>
      {data ? (
        <div data-testid="placements-numbers">
          <h1>{t('numbers.title')}</h1>
          <p className={styles.muted}>{t('numbers.intro')}</p>
          <nav className={styles.periods} aria-label={t('numbers.title')}>
            {PERIODS.map((value) => (
              <a
                key={value}
                href={`/admin/placements/numbers?period=${value}`}
                className={`${styles.period} ${value === when ? styles.current : ''}`}
                aria-current={value === when ? 'page' : undefined}
              >
                {PERIOD_LABELS[value][locale]}
              </a>
            ))}
          </nav>
          <form method="post" action="/api/placements/numbers-range" className={styles.range} data-testid="numbers-range">
            <label>
              <span>{t('numbers.from')}</span>
              <input type="date" name="from" defaultValue={typeof when === 'string' ? (data.period.from ?? '') : (when.from ?? '')} />
            </label>
            <label>
              <span>{t('numbers.to')}</span>
              <input type="date" name="to" defaultValue={typeof when === 'string' ? (data.period.to ?? '') : (when.to ?? '')} />
            </label>
            <button type="submit" className={styles.period}>
              {t('numbers.apply')}
            </button>
            {typed && !range ? (
              <p role="alert" className={styles.error}>
                {t('numbers.badRange')}
              </p>
            ) : null}
          </form>
          <p className={styles.muted} data-testid="numbers-range-shown">
            {data.period.from || data.period.to
              ? t('numbers.rangeShown', {
                  from: data.period.from ? formatDate(`${data.period.from}T12:00:00.000Z`, locale) : '…',
                  to: data.period.to ? formatDate(`${data.period.to}T12:00:00.000Z`, locale) : '…',
                })
              : PERIOD_LABELS.all[locale]}
          </p>
          <div className={styles.totals}>
            {data.totals.length ? (
              data.totals.map((total) => (
                <div key={total.currency} className={styles.total} data-testid={`total-${total.currency}`}>
                  <span className={styles.figure}>{formatMoney(total.feeMinor, total.currency, locale)}</span>
                  <span>{t('numbers.placements', { count: total.count })}</span>
                  <br />
                  <span className={styles.muted}>
                    {t('numbers.invoiced')}: {formatMoney(total.grossMinor, total.currency, locale)}
                  </span>
                  {total.creditMinor ? (
                    <>
                      <br />
                      <span className={styles.muted} data-testid={`credit-${total.currency}`}>
                        {t('numbers.creditedEarlyExits', { amount: formatMoney(total.creditGrossMinor, total.currency, locale) })}
                      </span>
                    </>
                  ) : null}
                </div>
              ))
            ) : (
              <p className={styles.muted}>{t('numbers.placements', { count: 0 })}</p>
            )}
          </div>
          <div className={styles.exports}>
            <a className={styles.period} href={`/api/placements/invoice-lines?${query}&format=csv`} download>
              {t('numbers.exportCsv')}
            </a>
            <a className={styles.period} href={`/api/placements/invoice-lines?${query}&format=xlsx`} download>
              {t('numbers.exportXlsx')}
            </a>
          </div>
          <div className={styles.columns}>
            <SumTable
              title={t('numbers.byClient')}
              head={[t('numbers.client'), t('numbers.count'), t('numbers.fee')]}
              rows={data.byClient}
              locale={locale}
              label={(sum) => sum.label || t('numbers.noClient')}
            />
            <SumTable
              title={t('numbers.byRecruiter')}
              head={[t('numbers.recruiter'), t('numbers.count'), t('numbers.fee')]}
              rows={data.byRecruiter}
              locale={locale}
              label={(sum) => sum.label}
            />
            <SumTable
              title={t('numbers.byServiceLine')}
              head={[t('numbers.serviceLine'), t('numbers.count'), t('numbers.fee')]}
              rows={data.byServiceLine}
              locale={locale}
              label={(sum) => SERVICE_LINE_LABELS[sum.key as keyof typeof SERVICE_LINE_LABELS]?.[locale] ?? sum.key}
            />
            <ReportTables reports={data.reports} locale={locale} />
            {(
              [
                [
                  'guaranteesEnding',
                  t('numbers.guaranteesEnding', { days: GUARANTEE_WINDOW_DAYS }),
                  (p: Listed) => p.guaranteeEndsOn,
                  t('numbers.endsOn'),
                ],
                ['overdue', t('numbers.overdue'), (p: Listed) => p.dueDate, t('numbers.dueOn')],
                ['awaitingOffer', t('numbers.awaitingOffer'), (p: Listed) => p.startDate, t('numbers.startsOn')],
              ] as const
            ).map(([list, title, date, dateLabel]) => (
              <PlacementList
                key={list}
                title={title}
                rows={data[list]}
                total={data.counts[list]}
                locale={locale}
                date={date}
                dateLabel={dateLabel}
              />
            ))}
          </div>
        </div>
      ) : (
        <p>{t('errors.signIn')}</p>
      )}
    </AdminViewTemplate>
  )
}

/** In the admin's navigation, for admins and recruiters: the agency's numbers. */
export function NumbersNavLink({ user, i18n }: { user?: unknown; i18n?: { language?: string | null } }) {
  if (!isPlacementsViewer(user as never)) return null
  const t = translator(adminLocale(i18n), 'Placements')
  return (
    <div className="nav-group" data-testid="placements-nav">
      <a className="nav__link" href="/admin/placements/numbers" id="nav-placements-numbers">
        <span className="nav__link-label">{t('numbers.navLink')}</span>
      </a>
    </div>
  )
}
