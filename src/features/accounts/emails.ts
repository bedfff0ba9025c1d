import { toLocale } from '@/i18n/locales'
import { env } from '@/lib/env'

/** The account emails' link (their frame is `lib/email/frame.ts`, their copy `Emails` in the message files). */
export function resetLink(locale: string | undefined, token: string): string {
  return `${env.serverUrl}/${toLocale(locale)}/reset-password?token=${encodeURIComponent(token)}`
}
