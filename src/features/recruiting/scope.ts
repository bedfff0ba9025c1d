import type { PayloadRequest } from 'payload'

import { ownedJobIds } from '@/access/ownership'
import { isAdminUser } from '@/access/isAdmin'
import { isRecruiterUser } from '@/access/isRecruiter'
import type { rawSql, SQL } from '@/lib/db/rawSql'

/** The jobs whose applications a staff member handles: every job for admins, their own for recruiters. */
export type Scope = 'all' | readonly number[]

/** null for anyone who is not recruiting staff. */
export async function scopeOf(req: Pick<PayloadRequest, 'payload' | 'context' | 'user'>): Promise<Scope | null> {
  if (isAdminUser(req.user)) return 'all'
  if (isRecruiterUser(req.user)) return ownedJobIds(req)
  return null
}

/** The SQL condition "this job column is in scope". */
export function inScope(d: ReturnType<typeof rawSql>, column: SQL, scope: Scope): SQL {
  return scope === 'all' ? d.sql`1 = 1` : d.inList(column, scope)
}
