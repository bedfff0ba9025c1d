import type { UIFieldServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { scopeOf } from '@/features/recruiting/candidateSearch'
import { adminLocale } from '@/i18n/locales'
import { messages, translator } from '@/i18n/messages'

import { POOL_MAX, POOL_SHOWN } from '../constants'
import { poolMembers, readPool } from '../pools'
import { WEIGHTS, type Part } from '../score'
import { PoolBulk, type PoolRow } from './PoolBulk'

/**
 * A talent pool's members in its edit view (issue 32): a static pool's list or a smart pool's saved search worked out
 * now (pools.ts), each with their match to the reference job and its reasons when one is set, and the bulk actions
 * (PoolBulk). Staff only; the pools and jobs offered are those the staff member may use (their own jobs for
 * recruiters: the endpoint checks again).
 */
export async function PoolMembers({ id: docId, req, i18n }: UIFieldServerProps) {
  if (!isRecruiterUser(req.user)) return null
  const locale = adminLocale(i18n)
  const t = translator(locale, 'Matching')
  const p = translator(locale, 'Matching.pools')
  const id = Number(docId)
  const pool = id ? await readPool(req, id) : null
  if (!pool) return <p>{p('saveFirst')}</p>
  const { members, total, capped } = await poolMembers(req, pool)
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  const rows: PoolRow[] = members.map(({ id: candidate, fullName, city, match: m }) => ({
    id: candidate,
    name: fullName,
    // The city isolated (FSI … PDI): an Arabic city in an English line kept the score's number beside it.
    line: [city ? `\u2068${city}\u2069` : '', m ? t('score', { score: m.score }) : '', m && !m.eligible ? t('notEligible') : '']
      .filter(Boolean)
      .join(' · '),
    reasons: m
      ? [
          m.matched.length ? t('hasSkills', { skills: list.format(m.matched.map((s) => s[locale] || s.en)) }) : '',
          m.missing.length ? t('lacksSkills', { skills: list.format(m.missing.map((s) => s[locale] || s.en)) }) : '',
          (Object.keys(WEIGHTS) as Part[]).map((part) => `${t(`part.${part}`)} ${m.parts[part]}/${WEIGHTS[part]}`).join(' · '),
        ].filter(Boolean)
      : [],
  }))
  const [others, scope] = await Promise.all([
    req.payload.find({
      collection: 'talent-pools',
      where: { and: [{ id: { not_equals: id } }, { kind: { not_equals: 'smart' } }] },
      select: { name: true },
      sort: 'name',
      depth: 0,
      limit: 100,
      overrideAccess: false,
      user: req.user,
      req,
    }),
    scopeOf(req),
  ])
  const jobs = scope
    ? await req.payload.find({
        collection: 'jobs',
        where: scope === 'all' ? { status: { equals: 'open' } } : { and: [{ status: { equals: 'open' } }, { id: { in: [...scope] } }] },
        select: { title: true, referenceCode: true },
        sort: '-updatedAt',
        depth: 0,
        limit: 100,
        locale,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  return (
    <div style={{ marginBlock: 'calc(var(--base) * 1.5)' }}>
      <h3>{p('membersTitle')}</h3>
      {pool.kind === 'smart' ? <p style={{ color: 'var(--theme-elevation-500)' }}>{p('smartIntro')}</p> : null}
      <p data-testid="pool-count">
        {p('count', { count: total })}
        {total > rows.length ? ` ${p('shownOf', { shown: POOL_SHOWN })}` : ''}
        {capped ? ` ${p('capped', { max: POOL_MAX })}` : ''}
      </p>
      {!rows.length ? <p>{p('noMembers')}</p> : null}
      <PoolBulk
        pool={id}
        isStatic={pool.kind !== 'smart'}
        rows={rows}
        pools={others.docs.map((doc) => ({ id: Number(doc.id), label: String(doc.name ?? doc.id) }))}
        jobs={jobs.docs.map((doc) => ({
          id: Number(doc.id),
          label: [doc.title, doc.referenceCode].filter(Boolean).join(' · ') || String(doc.id),
        }))}
        locale={locale}
        messages={(messages[locale] as { Matching: { bulk: Record<string, unknown> } }).Matching.bulk as never}
      />
    </div>
  )
}
