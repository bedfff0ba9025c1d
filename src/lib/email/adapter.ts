import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { MAIL_FROM_NAME } from '@/lib/brand'
import { env } from '@/lib/env'

/**
 * Payload's email through nodemailer. Written here rather than taken from
 * @payloadcms/email-nodemailer, whose newest release (3.90.1) requires
 * payload 3.90.1 exactly.
 *
 * - SMTP_URL set: real SMTP.
 * - Otherwise (development, a quick start): each message is written as an
 *   .eml file under $DATA_DIR/mail/ (open it in any mail client or editor),
 *   and its path is logged.
 */
export function smtpEmailAdapter(): EmailAdapter {
  const from = `"${MAIL_FROM_NAME}" <${env.mailFrom}>`
  if (env.smtpUrl) {
    const transport = nodemailer.createTransport(env.smtpUrl)
    return () => ({
      name: 'smtp',
      defaultFromAddress: env.mailFrom,
      defaultFromName: MAIL_FROM_NAME,
      sendEmail: async (message) => transport.sendMail({ from, ...message }),
    })
  }
  const dir = path.join(env.dataDir, 'mail')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return ({ payload }) => ({
    name: 'eml-files',
    defaultFromAddress: env.mailFrom,
    defaultFromName: MAIL_FROM_NAME,
    sendEmail: async (message) => {
      const info = await transport.sendMail({ from, ...message })
      mkdirSync(dir, { recursive: true })
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.eml`,
      )
      writeFileSync(file, info.message as Buffer)
      payload.logger.info(`Email "${String(message.subject ?? '')}" to ${String(message.to)} written to ${file}`)
      return info
    },
  })
}
