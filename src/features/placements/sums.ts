import type { PayloadRequest } from 'payload'

import { placementScope } from '@/access/placements'
import { rawSql, type SQL } from '@/lib/db/rawSql'

/**
 * The SQL under the agency's numbers and reports (issue 31's 100 ms at 10,000 placements): grouped counts and sums
 * of the placements' stored integers, so no placement document is loaded to be added up in JavaScript. Every
 * statement reads the placements as `p` and starts from `placementsWhere`, which is the placements' own access rule
 * (access/placements.ts, `placementScope`: admins all, a recruiter those split with them) written as SQL.
 */

export type Db = ReturnType<typeof rawSql>

/** A range of agency days (either end may be open), as the view's form and periods give it. */
export type Range = { from: string | null; to: string | null }
export const dayStart = (day: string) => `${day}T00:00:00.000Z`
export const dayEnd = (day: string) => `${day}T23:59:59.999Z`

/** The fee-earning statuses: what the sums are made of. */
export const EARNING = ['placed', 'earlyExit'] as const

/**
 * The viewer's placements as a condition on `p`, or null when they may read none. The same rule as the collection's
 * read access (`placementScope`): true for admins; `splits.recruiter = me` for a recruiter; false for anyone else.
 */
export function scopeCondition(d: Db, user: PayloadRequest['user'] | null | undefined): SQL | null {
  const scope = placementScope(user as never)
  if (scope === false) return null
  if (scope === true) return d.sql`1 = 1`
  const id = Number((user as { id?: unknown } | null | undefined)?.id)
  if (!Number.isSafeInteger(id)) return null
  return d.sql`EXISTS (SELECT 1 FROM placements_splits vs WHERE vs._parent_id = p.id AND vs.recruiter_id = ${id})`
}

/** `p` earns a fee and starts within the range (by start date, as the numbers count them). */
export function earningIn(d: Db, range: Range): SQL {
  const { sql } = d
  const parts = [sql.raw(`p.status IN (${EARNING.map((s) => `'${s}'`).join(', ')})`)]
  if (range.from) parts.push(sql`p.start_date >= ${dayStart(range.from)}`)
  if (range.to) parts.push(sql`p.start_date <= ${dayEnd(range.to)}`)
  return sql.join(parts, sql` AND `)
}

/**
 * A stored count or sum as a JavaScript integer: PostgreSQL gives numeric and bigint sums as text, SQLite as
 * integers. Anything that is not a safe integer (which a sum of minor units never should be) is an error, never a
 * rounded figure.
 */
export function int(value: unknown): number {
  if (value === null || value === undefined) return 0
  const n = typeof value === 'bigint' ? Number(value) : Number(value)
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number: ${String(value)}`)
  return n
}

/** A stored date as an ISO string (SQLite keeps the string; PostgreSQL's driver may give a Date or its own text). */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const date =
    value instanceof Date
      ? value
      : new Date(
          String(value)
            .replace(' ', 'T')
            .replace(/([+-]\d{2})$/, '$1:00'),
        )
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}

/**
 * Whole days from the opening of `j` to the hire of `p`, each taken as its day in the agency's time zone (Riyadh,
 * UTC+3 all year: lib/dates.ts), as `daysBetween(agencyDay(opened), agencyDay(hired))` gives in JavaScript.
 */
export function daysToFill(d: Db): SQL {
  return d.isPostgres
    ? d.sql.raw(`((p.hire_date AT TIME ZONE 'Asia/Riyadh')::date - (j.opening_date AT TIME ZONE 'Asia/Riyadh')::date)`)
    : d.sql.raw(`CAST(julianday(date(p.hire_date, '+3 hours')) - julianday(date(j.opening_date, '+3 hours')) AS INTEGER)`)
}
