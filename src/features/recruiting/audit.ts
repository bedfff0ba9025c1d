import type { PayloadRequest } from 'payload'

/**
 * ADAPTER — to switch to harden14's `recordAudit()` (the `audit-events` collection) once it is on main: replace
 * the body with `await recordAudit(req, { action, details })`. Until then an audit entry is a structured line in
 * the server log (who, what, when), which the log pipeline keeps.
 */
export async function auditRecruiting(req: PayloadRequest, action: string, details: Record<string, unknown>): Promise<void> {
  req.payload.logger.info({
    audit: action,
    user: req.user ? { id: req.user.id, email: req.user.email } : null,
    at: new Date().toISOString(),
    ...details,
  })
}
