import type { AdminViewServerProps, Payload } from 'payload'

import { isAdminUser } from '@/access/isAdmin'
import { adminLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { formatDate, formatNumber } from '@/lib/format'
import { AdminViewTemplate } from '@/components/admin/AdminViewTemplate'

import { CONSENT_PURPOSES } from '../purposes'
import { retentionPlan } from '../retention'
import { DAY_MS } from '../rules'

/** Counts of each purpose's latest state per candidate and scope: in force, withdrawn; consents to keep ending soon. */
async function consentFigures(payload: Payload, now: Date) {
  const { docs } = await payload.find({
    collection: 'consent-events',
    depth: 0,
    limit: 0,
    pagination: false,
    sort: ['at', 'id'],
    overrideAccess: true,
    select: { candidate: true, email: true, purpose: true, action: true, scopeKey: true, expiresAt: true },
  })
  // Per person (a candidate, or a visitor's address for job alerts) and scope.
  const latest = new Map<string, { purpose: string; action: string; expiresAt?: string | null }>()
  type Row = {
    candidate?: number | null
    email?: string | null
    purpose: string
    action: string
    scopeKey: string
    expiresAt?: string | null
  }
  for (const e of docs as Row[]) {
    latest.set(`${e.candidate ?? `email:${e.email}`}|${e.scopeKey}`, e)
  }
  const byPurpose = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, { inForce: 0, withdrawn: 0 }]))
  let expiring = 0
  let expired = 0
  for (const e of latest.values()) {
    const ends = e.expiresAt ? new Date(e.expiresAt).getTime() : null
    if (e.action === 'granted' && (ends === null || ends > now.getTime())) {
      byPurpose[e.purpose]!.inForce++
      if (e.purpose === 'keep' && ends !== null && ends <= now.getTime() + 30 * DAY_MS) expiring++
    } else if (e.action === 'granted') {
      expired++
    } else {
      byPurpose[e.purpose]!.withdrawn++
    }
  }
  return { byPurpose, expiring, expired }
}

/**
 * /admin/privacy, for admins (the privacy officer): requests (data downloads, removals by the retention rules),
 * consents in force by purpose and those ending, a dry run of every retention rule (counts, never names), and the
 * legal holds in force. Anyone else signed in to the admin gets "nothing found".
 */
export async function PrivacyOfficerView(props: AdminViewServerProps) {
  const { initPageResult } = props
  const { req } = initPageResult
  const locale = adminLocale(req.i18n)
  const t = translator(locale, 'ConsentRecord')
  const allowed = isAdminUser(req.user)
  let body = <p>{t('officer.notFound')}</p>
  if (allowed) {
    const payload = req.payload
    const now = new Date()
    const count = async (collection: 'data-exports' | 'audit-events', where: object) =>
      (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs
    const audited = (action: string) => count('audit-events', { action: { equals: action } })
    const [
      exports,
      exportsUsed,
      retentionDeletions,
      anonymised,
      cvsDeleted,
      alertsDeleted,
      selfDeleted,
      staffDeleted,
      lastDeletions,
      lastExports,
      consents,
      plan,
      holds,
    ] = await Promise.all([
      count('data-exports', {}),
      count('data-exports', { downloadedAt: { exists: true } }),
      audited('retention.account-deleted'),
      audited('retention.application-anonymised'),
      audited('retention.cv-deleted'),
      audited('retention.alert-deleted'),
      audited('privacy.account-self-deleted'),
      audited('privacy.account-deleted-by-staff'),
      payload.find({
        collection: 'audit-events',
        where: { action: { in: ['privacy.account-self-deleted', 'privacy.account-deleted-by-staff'] } },
        depth: 0,
        limit: 10,
        sort: '-createdAt',
        overrideAccess: true,
        select: { createdAt: true, action: true },
      }),
      payload.find({
        collection: 'data-exports',
        depth: 0,
        limit: 10,
        sort: '-createdAt',
        overrideAccess: true,
        select: { createdAt: true },
      }),
      consentFigures(payload, now),
      retentionPlan(payload, now),
      payload.find({
        collection: 'legal-holds',
        where: { active: { equals: true } },
        depth: 0,
        limit: 100,
        sort: '-createdAt',
        overrideAccess: true,
      }),
    ])
    const n = (value: number) => formatNumber(value, locale)
    const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-150)', textAlign: 'start' } as const
    // One line of the requests' figures: "what: how many".
    type Figure = 'retentionDeletions' | 'anonymised' | 'cvsDeleted' | 'alertsDeleted' | 'selfDeleted' | 'staffDeleted'
    const figure = (what: Figure, count: number, testId?: string) => (
      <li data-testid={testId}>
        {t(`officer.${what}`)}: {n(count)}
      </li>
    )
    body = (
      <div data-testid="privacy-officer">
        <h1>{t('officer.title')}</h1>
        <p>{t('officer.intro')}</p>
        <h2>{t('officer.requests')}</h2>
        <ul>
          <li>
            {t('officer.exports')}: {n(exports)} ({t('officer.exportsUsed')}: {n(exportsUsed)})
          </li>
          {figure('retentionDeletions', retentionDeletions)}
          {figure('anonymised', anonymised)}
          {figure('cvsDeleted', cvsDeleted)}
          {figure('alertsDeleted', alertsDeleted)}
          {figure('selfDeleted', selfDeleted, 'self-deletions')}
          {figure('staffDeleted', staffDeleted, 'staff-deletions')}
        </ul>
        {lastExports.docs.length || lastDeletions.docs.length ? (
          <>
            <h3>{t('officer.lastRequests')}</h3>
            <ul>
              {[
                ...lastExports.docs.map((e) => ({ key: `e${e.id}`, at: e.createdAt, text: 'exportOn' as const })),
                ...lastDeletions.docs.map((e) => ({
                  key: `d${e.id}`,
                  at: e.createdAt,
                  text: e.action === 'privacy.account-deleted-by-staff' ? ('deletedByStaffOn' as const) : ('deletedOn' as const),
                })),
              ]
                .sort((a, b) => b.at.localeCompare(a.at))
                .slice(0, 10)
                .map((e) => (
                  <li key={e.key}>{t(`officer.${e.text}`, { date: formatDate(e.at, locale) })}</li>
                ))}
            </ul>
          </>
        ) : null}
        <h2>{t('officer.consents')}</h2>
        <table style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={cell}>{t('officer.purpose')}</th>
              <th style={cell}>{t('officer.inForce')}</th>
              <th style={cell}>{t('officer.withdrawn')}</th>
            </tr>
          </thead>
          <tbody>
            {CONSENT_PURPOSES.map((purpose) => (
              <tr key={purpose} data-testid={`consent-figures-${purpose}`}>
                <td style={cell}>{t(`purpose.${purpose}`)}</td>
                <td style={cell}>{n(consents.byPurpose[purpose]!.inForce)}</td>
                <td style={cell}>{n(consents.byPurpose[purpose]!.withdrawn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('officer.expiring', { count: n(consents.expiring) })}</p>
        <p>{t('officer.expired', { count: n(consents.expired) })}</p>
        <h2>{t('officer.rules')}</h2>
        {plan.length ? (
          <table style={{ borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {(['rule', 'months', 'state', 'warn', 'act', 'held'] as const).map((key) => (
                  <th key={key} style={cell}>
                    {t(`officer.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {plan.map((rule) => (
                <tr key={rule.rule} data-testid="retention-plan-row">
                  <td style={cell}>
                    <a href={`/admin/collections/retention-rules/${rule.rule}`}>{rule.name || rule.kind}</a>
                  </td>
                  <td style={cell}>{n(rule.months)}</td>
                  <td style={cell}>{rule.active ? t('officer.on') : t('officer.off')}</td>
                  <td style={cell}>{n(rule.warn)}</td>
                  <td style={cell}>{n(rule.act)}</td>
                  <td style={cell}>{n(rule.held)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('officer.none')}</p>
        )}
        <h2>{t('officer.holds')}</h2>
        {holds.docs.length ? (
          <ul>
            {holds.docs.map((hold) => (
              <li key={hold.id}>
                <a href={`/admin/collections/legal-holds/${hold.id}`}>
                  {t('officer.holdOn', {
                    candidate: String((typeof hold.candidate === 'object' ? hold.candidate?.id : hold.candidate) ?? '—'),
                    application: String((typeof hold.application === 'object' ? hold.application?.id : hold.application) ?? '—'),
                    reason: hold.reason,
                    date: formatDate(hold.createdAt, locale),
                  })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('officer.none')}</p>
        )}
      </div>
    )
  }
  return <AdminViewTemplate props={props}>{body}</AdminViewTemplate>
}

/** The view's link in the admin's navigation, for admins. */
export function PrivacyNavLink({ user, i18n }: { user?: unknown; i18n: AdminViewServerProps['initPageResult']['req']['i18n'] }) {
  if (!isAdminUser(user as never)) return null
  return (
    <div className="nav-group" data-testid="privacy-nav">
      <a className="nav__link" href="/admin/privacy" id="nav-privacy">
        <span className="nav__link-label">{translator(adminLocale(i18n), 'ConsentRecord')('officer.nav')}</span>
      </a>
    </div>
  )
}
