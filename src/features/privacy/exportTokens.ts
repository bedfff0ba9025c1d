import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { findByLinkToken, hashLinkToken, newLinkToken } from '@/lib/linkTokens'
import { consumeRateLimit } from '@/lib/rateLimit'

/**
 * One-time downloads of a candidate's data (docs/PRIVACY.md). Asking makes a random token, shown once, whose SHA-256
 * is kept with its owner and an expiry; the download (endpoints.ts) checks both and claims the row once, so a
 * second download with the same link, or one by anyone else, finds nothing. Three a day per account
 * (lib/rateLimit.ts, `dataExport`); a new request replaces the account's earlier links.
 */
export const EXPORT_LINK_MINUTES = 30

export async function createDataExport(payload: Payload, candidateId: number | string, now = new Date()) {
  await consumeRateLimit('dataExport', `candidates:${candidateId}`)
  const token = newLinkToken()
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_MINUTES * 60_000)
  await payload.delete({ collection: 'data-exports', where: { candidate: { equals: candidateId } }, overrideAccess: true })
  await payload.create({
    collection: 'data-exports',
    data: { candidate: candidateId as number, tokenHash: hashLinkToken(token), expiresAt: expiresAt.toISOString() },
    overrideAccess: true,
  })
  return { token, expiresAt }
}

export type ExportLookup = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'used' | 'expired' }

/** The export a token opens for this candidate: one that is someone else's is as unknown as a made-up token. */
export async function findDataExport(
  payload: Payload,
  token: string,
  candidateId: number | string,
  now = new Date(),
): Promise<ExportLookup> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, reason: 'invalid' }
  const row = await findByLinkToken(payload, 'data-exports', token)
  if (!row || String(typeof row.candidate === 'object' ? row.candidate.id : row.candidate) !== String(candidateId))
    return { ok: false, reason: 'invalid' }
  if (row.downloadedAt) return { ok: false, reason: 'used' }
  if (new Date(row.expiresAt) <= now) return { ok: false, reason: 'expired' }
  return { ok: true, id: row.id }
}

/**
 * Marks the export downloaded, once: true for exactly one caller however many ask at the same time. PostgreSQL
 * does it in one conditional UPDATE; on SQLite the check and the write share a transaction, which holds the
 * database's single write lock (lib/db/sqliteTransactions.ts).
 */
export async function claimDataExport(payload: Payload, id: number, now = new Date()): Promise<boolean> {
  if (payload.db.name === 'postgres') {
    const db = (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<{ rows: unknown[] }> } }).drizzle
    const { rows } = await db.execute(
      sql`UPDATE data_exports SET downloaded_at = ${now.toISOString()} WHERE id = ${id} AND downloaded_at IS NULL RETURNING id`,
    )
    return rows.length === 1
  }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const row = await payload.db.findOne<{ id: number; downloadedAt?: string | null }>({
      collection: 'data-exports',
      where: { id: { equals: id } },
      req,
    })
    if (!row || row.downloadedAt) {
      await killTransaction(req)
      return false
    }
    await payload.db.updateOne({ collection: 'data-exports', id, data: { downloadedAt: now.toISOString() }, req, returning: false })
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
