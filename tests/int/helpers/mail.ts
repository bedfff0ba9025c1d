import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'

import { headersOf } from '../../fixtures/mailHeaders'

/** An email the site wrote, as a mail client reads it: the raw headers by lower-case name, subject, text and HTML. */
export type Written = { to: string; subject: string; text: string; html: string; headers: Record<string, string>; file: string }

/**
 * Emails the site has written so far in the integration run. Without SMTP_URL the site's own email adapter
 * (lib/email.ts) writes each message as an .eml file under $DATA_DIR/mail; this reads them back with mailparser.
 */
export async function writtenMail(): Promise<Written[]> {
  const dir = path.join(process.env.DATA_DIR!, 'mail')
  if (!existsSync(dir)) return []
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(path.join(dir, file)))
      const headers = headersOf(mail)
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '')
      return { to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '', headers, file }
    }),
  )
}

/** Emails to one address (case-insensitive). */
export const mailTo = async (address: string) => (await writtenMail()).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()))
