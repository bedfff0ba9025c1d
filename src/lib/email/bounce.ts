/**
 * Whether a sending error is a bounce: the receiving side refused the address for good (SMTP 550 mailbox
 * unavailable, 551 not local, 553 name not allowed, or an enhanced status 5.1.x "bad destination"), as nodemailer
 * reports it (`responseCode`, `response`). A refusal for any other reason (the relay's authentication, a full queue,
 * a timeout) is not the address's fault and is tried again.
 */
export function isBounce(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { responseCode, response } = error as { responseCode?: unknown; response?: unknown }
  if (responseCode === 550 || responseCode === 551 || responseCode === 553) return true
  return typeof responseCode === 'number' && responseCode >= 500 && typeof response === 'string' && /\b5\.1\.\d{1,3}\b/.test(response)
}
