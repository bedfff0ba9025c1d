'use client'

import { createTranslator, type AbstractIntlMessages } from 'next-intl'
import { useMemo, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import type { BulkResult } from '../bulk'
import { bulkSentences } from './bulkText'

export type PoolRow = { id: number; name: string; line: string; reasons: string[] }
type Option = { id: number; label: string }

/**
 * A pool's members in the admin with a checkbox each, and the bulk actions (issue 32): add to another static pool,
 * remove from this one (static pools), tag, invite to a job the staff member may see. Each posts the chosen ids to
 * /api/matching/pools/bulk, which checks access next to the data (bulk.ts); the answer is said in words.
 */
export function PoolBulk({
  pool,
  isStatic,
  rows,
  pools,
  jobs,
  locale,
  messages,
}: {
  pool: number
  isStatic: boolean
  rows: PoolRow[]
  pools: Option[]
  jobs: Option[]
  locale: Locale
  messages: AbstractIntlMessages
}) {
  const t = useMemo(() => createTranslator({ locale, messages, timeZone: 'Asia/Riyadh' }), [locale, messages])
  const say = (key: string, values?: Record<string, number | string>) => (t as unknown as (k: string, v?: unknown) => string)(key, values)
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const [action, setAction] = useState<'add' | 'remove' | 'tag' | 'invite'>('add')
  const [target, setTarget] = useState('')
  const [tags, setTags] = useState('')
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<string[]>([])
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const all = rows.length > 0 && rows.every((row) => chosen.has(row.id))
  const run = async () => {
    setBusy(true)
    setSaid([])
    const body: Record<string, unknown> = { action, candidates: [...chosen] }
    if (action === 'add') body.pool = Number(target)
    if (action === 'remove') body.pool = pool
    if (action === 'invite') body.job = Number(target)
    if (action === 'tag')
      body.tags = tags
        .split(/[,،]/)
        .map((tag) => tag.trim())
        .filter(Boolean)
    try {
      const response = await fetch('/api/matching/pools/bulk', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => null)) as (BulkResult & { errors?: { message?: string }[] }) | null
      if (response.ok && answer) setSaid(bulkSentences(answer, say))
      else setSaid([answer?.errors?.[0]?.message ?? say('errors.invalid')])
    } catch {
      setSaid([say('errors.offline')])
    }
    setBusy(false)
  }
  const actions = (['add', 'remove', 'tag', 'invite'] as const).filter((a) => a !== 'remove' || isStatic)
  return (
    <div data-testid="pool-members">
      <fieldset style={{ border: '1px solid var(--theme-elevation-150)', padding: 'var(--base)', marginBlockEnd: 'var(--base)' }}>
        <legend>{say('title')}</legend>
        <p aria-live="polite">{say('selected', { count: chosen.size })}</p>
        <label style={{ display: 'block', marginBlockEnd: 'calc(var(--base) / 2)' }}>
          {say('action')}{' '}
          <select value={action} onChange={(e) => (setAction(e.target.value as typeof action), setTarget(''))} data-testid="bulk-action">
            {actions.map((a) => (
              <option key={a} value={a}>
                {say(`actions.${a}`)}
              </option>
            ))}
          </select>
        </label>
        {action === 'add' || action === 'invite' ? (
          (action === 'add' ? pools : jobs).length ? (
            <label style={{ display: 'block', marginBlockEnd: 'calc(var(--base) / 2)' }}>
              {say(action === 'add' ? 'pool' : 'job')}{' '}
              <select value={target} onChange={(e) => setTarget(e.target.value)} data-testid="bulk-target">
                <option value="">—</option>
                {(action === 'add' ? pools : jobs).map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p>{say(action === 'add' ? 'noStaticPools' : 'noJobs')}</p>
          )
        ) : null}
        {action === 'tag' ? (
          <label style={{ display: 'block', marginBlockEnd: 'calc(var(--base) / 2)' }}>
            {say('tags')} <input value={tags} onChange={(e) => setTags(e.target.value)} maxLength={400} data-testid="bulk-tags" />
          </label>
        ) : null}
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          onClick={run}
          disabled={busy || !chosen.size || ((action === 'add' || action === 'invite') && !target) || (action === 'tag' && !tags.trim())}
          data-testid="bulk-run"
        >
          {busy ? say('busy') : say('run')}
        </button>
        {said.length ? (
          <div role="status" data-testid="bulk-said">
            {said.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </fieldset>
      {rows.length ? (
        <label style={{ display: 'block' }}>
          <input type="checkbox" checked={all} onChange={() => setChosen(all ? new Set() : new Set(rows.map((row) => row.id)))} />{' '}
          {say('selectAll')}
        </label>
      ) : null}
      <ol style={{ paddingInlineStart: 'calc(var(--base) * 1.2)' }}>
        {rows.map((row) => (
          <li key={row.id} style={{ marginBlockEnd: 'calc(var(--base) / 2)' }} data-testid="pool-member">
            <input
              type="checkbox"
              checked={chosen.has(row.id)}
              onChange={() => toggle(row.id)}
              aria-label={say('select', { name: row.name })}
            />{' '}
            <a href={`/admin/collections/candidates/${row.id}`}>
              <strong>
                <bdi>{row.name}</bdi>
              </strong>
            </a>
            {row.line ? ` · ${row.line}` : ''}
            {row.reasons.length ? (
              <div style={{ fontSize: '0.9em', paddingInlineStart: 'calc(var(--base) * 1.5)' }}>
                {row.reasons.map((reason) => (
                  <div key={reason}>{reason}</div>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
