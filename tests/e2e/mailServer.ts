import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { headersOf } from '../fixtures/mailHeaders'

/** Where the test SMTP server drops each message it receives, as JSON. */
export const MAIL_DIR = path.resolve('.mail/e2e')
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)

export type ReceivedMail = {
  to: string[]
  from: string
  replyTo?: string
  subject: string
  text: string
  html: string
  /** Text attachments (an interview's .ics), as received. */
  attachments?: { filename: string; contentType: string; content: string }[]
  /** Every header as sent (lower-case names, folded lines joined), e.g. `list-unsubscribe`. */
  headers: Record<string, string>
}

/** A real SMTP server on localhost for the run (Playwright global setup); returns its teardown. */
export default async function startMailServer(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true })
  mkdirSync(MAIL_DIR, { recursive: true })
  let n = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const record: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            replyTo: mail.replyTo?.text,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
            headers: headersOf(mail),
          }
          // Written beside, then renamed: a reader never sees half a message (it read one mid-write on a busy machine).
          const file = path.join(MAIL_DIR, `${Date.now()}-${n++}.json`)
          writeFileSync(`${file}.part`, JSON.stringify(record))
          renameSync(`${file}.part`, file)
          callback()
        })
        .catch(callback)
    },
  })
  // A server process stopped mid-send resets its connection; that must not end the test run.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
  })
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve))
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

/** Every message received so far. */
export function receivedMail(): ReceivedMail[] {
  return readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as ReceivedMail)
}
