import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { emailHtml } from '@/lib/email/frame'
import { env } from '@/lib/env'

/** The invitation to apply, in the candidate's language: the job, and the way to answer (their profile). */
export function invitationEmail(locale: Locale, { name, title }: { name: string; title: string }) {
  const t = translator(locale, 'Matching')
  const href = `${env.serverUrl}/${locale}/profile#invitations`
  const body = t('invite.emailBody', { name, title })
  return {
    subject: t('invite.emailSubject', { title }),
    text: `${body}\n\n${t('invite.emailButton')}: ${href}`,
    html: emailHtml(locale, body, { href, label: t('invite.emailButton') }),
  }
}
