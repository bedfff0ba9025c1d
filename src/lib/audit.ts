import type { Payload, PayloadRequest } from 'payload'

import { clientIp } from './http/clientAddress'

/**
 * Records an audited action in the audit log (`audit-events`, docs/SECURITY.md): who, what, on what, with which
 * details, from which address, when. Pass the request of the action itself: the entry is then written in its
 * transaction, so there is an entry exactly when the action happened. Also written to the server log.
 */
export type AuditEntry = {
  /** Who did it: a signed-in user (staff or candidate), or null for the site itself. */
  actor: { id: number | string; email?: string | null; collection?: string } | null | undefined
  /** What was done, as `thing.verb`: `candidate.email-changed`, `user.email-changed`, `applications.exported`. */
  action: string
  /** What it was done to. */
  target?: { collection: string; id: number | string } | null
  /** Anything worth keeping about it (old and new values, filters, counts); no passwords or tokens. */
  details?: Record<string, unknown>
  req?: Partial<PayloadRequest>
}

export async function recordAudit(payload: Payload, { actor, action, target, details, req }: AuditEntry): Promise<void> {
  const entry = {
    action,
    actorCollection: actor?.collection ?? null,
    actorId: actor ? String(actor.id) : null,
    actorEmail: actor?.email ?? null,
    targetCollection: target?.collection ?? null,
    targetId: target ? String(target.id) : null,
    details: details ?? null,
    ip: clientIp(req?.headers),
  }
  await payload.create({ collection: 'audit-events', data: entry, overrideAccess: true, req, depth: 0 })
  payload.logger.info({ audit: action, ...entry }, `Audit: ${action}`)
}
