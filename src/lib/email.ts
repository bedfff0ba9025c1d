import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { env } from './env'

/**
 * Payload's email through SMTP with nodemailer (SMTP_URL). Written here
 * rather than taken from @payloadcms/email-nodemailer, whose newest release
 * (3.90.1) requires payload 3.90.1 exactly. Without SMTP_URL, Payload's
 * default applies: emails are written to the log.
 */
export function smtpEmailAdapter(): EmailAdapter | undefined {
  if (!env.smtpUrl) return undefined
  const transport = nodemailer.createTransport(env.smtpUrl)
  return () => ({
    name: 'smtp',
    defaultFromAddress: env.mailFrom,
    defaultFromName: 'Nukhba Talent',
    sendEmail: async (message) => transport.sendMail({ from: `"Nukhba Talent" <${env.mailFrom}>`, ...message }),
  })
}
