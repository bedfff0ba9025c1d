import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, Payload } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { brandName } from '@/lib/brand'
import { afterTransaction } from '@/lib/db/transactionEvents'
import { emailHtml } from '@/lib/email/frame'
import { env } from '@/lib/env'
import { idOf } from '@/lib/ids'
import { jobRunsNow } from '@/lib/jobRuns'
import { isUniqueRefusal } from '@/lib/payloadErrors'

/**
 * A new submittal is news for its client's contacts (issue 30): the queue's `notifySubmittal` task (features/queue/
 * jobs.ts, queue `clients`) emails each active contact of the client, in the contact's own language, with a link to
 * the submittal in the portal (no candidate data in the email). The job is queued by the submittal's own creation, in
 * its transaction (the `afterChange` hook below), so a submittal never exists without its notice queued; once that
 * commits, this process runs it at once, and the queue's own runs pick it up if this process died first.
 *
 * Each email is claimed before it goes: a `client-notices` row keyed `submittal:<id>:contact:<id>` (unique in the
 * database) is written, and committed, before the email is handed to the mail server, and marked sent after. A run
 * killed mid-batch (kill -9) leaves the emails it sent claimed: the next run skips them and sends the rest, so
 * nobody gets the same notice twice (tests/int/clientNoticesCrash.int.test.ts). At most once: only an email in
 * flight at the kill can be lost, and its row stays `sending` for staff to see. An email the mail server refuses
 * gives its claim back and the task fails, to be retried with backoff.
 */
export const NOTIFY_SUBMITTAL_TASK = 'notifySubmittal' as const
export const CLIENTS_QUEUE = 'clients'

export const noticeKey = (submittal: number, contact: number) => `submittal:${submittal}:contact:${contact}`

/** The hook on `submittals`: a created submittal queues its notice in the same transaction. */
export const queueSubmittalNotice: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const job = await req.payload.jobs.queue({ task: NOTIFY_SUBMITTAL_TASK, input: { submittal: doc.id }, queue: CLIENTS_QUEUE, req })
  // Left to the queue's own runs (the crash test drives those).
  if (req.context.noticesByQueue) return doc
  const { payload } = req
  await afterTransaction(req, {
    committed: () => noticeRuns.start(payload, job.id),
  })
  return doc
}

/**
 * A deleted submittal or contact takes its notices with it. Their keys name ids, and SQLite gives the id of the
 * newest deleted row to the next one: a stale `submittal:<id>:contact:<id>` would pass for the new submittal's
 * claim, and that contact would never be told (the crash test's missing contact in full-suite runs, where the
 * access matrix deletes its submittals and contacts).
 */
export const forgetSubmittalNotices: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'client-notices', where: { submittal: { equals: id } }, overrideAccess: true, req })
}

export const forgetContactNotices: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'client-notices', where: { contact: { equals: id } }, overrideAccess: true, req })
}

const noticeRuns = jobRunsNow((payload, error) => payload.logger.warn({ err: error }, 'Clients: a submittal notice was left to the queue'))

/** Resolves when the notices this process started have been sent (tests, and a graceful shutdown). */
export const submittalNoticesSettled = () => noticeRuns.settled()

/** Takes one contact's notice: true when this run is the one to send it (the row is committed before the email). */
async function claim(payload: Payload, submittal: number, contact: number, locale: string): Promise<number | null> {
  try {
    const row = await payload.create({
      collection: 'client-notices',
      data: {
        key: noticeKey(submittal, contact),
        submittal,
        contact,
        locale: toLocale(locale),
        status: 'sending',
        claimedAt: new Date().toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
    return row.id
  } catch (error) {
    // Another run (or an earlier one, killed or finished) has it: the key is unique in the database.
    if (isUniqueRefusal(error)) return null
    throw error
  }
}

export type NoticeRun = { sent: number; skipped: number }

/** The task's work: every active contact of the submittal's client who has not had this notice yet gets it. */
export async function notifySubmittal(payload: Payload, submittalId: number): Promise<NoticeRun> {
  const run: NoticeRun = { sent: 0, skipped: 0 }
  const submittal = await payload.findByID({
    collection: 'submittals',
    id: submittalId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { client: true, job: true, status: true },
  })
  // Gone, or withdrawn before the run: nothing to tell.
  if (!submittal || submittal.status === 'withdrawn') return run
  const clientId = idOf(submittal.client)
  const { docs: contacts } = await payload.find({
    collection: 'client-contacts',
    where: { and: [{ client: { equals: clientId } }, { status: { equals: 'active' } }] },
    depth: 0,
    limit: 200,
    sort: 'id',
    overrideAccess: true,
  })
  const titles = new Map<string, string>()
  const jobTitle = async (locale: Locale) => {
    if (!titles.has(locale)) {
      const job = await payload.findByID({
        collection: 'jobs',
        id: idOf(submittal.job),
        depth: 0,
        locale,
        overrideAccess: true,
        select: { title: true },
      })
      titles.set(locale, String(job.title ?? ''))
    }
    return titles.get(locale)!
  }
  let failure: unknown = null
  for (const contact of contacts) {
    const locale = toLocale(contact.preferredLocale)
    const claimed = await claim(payload, submittalId, contact.id, locale)
    if (claimed === null) {
      run.skipped++
      continue
    }
    const t = translator(locale, 'Clients.emails')
    const brand = brandName(locale)
    const link = `${env.serverUrl}/${locale}/clients/submittals/${submittalId}`
    const body = t('submittalBody', { name: contact.name, brand, job: await jobTitle(locale) })
    try {
      await payload.sendEmail({
        to: contact.email,
        subject: t('submittalSubject', { brand }),
        text: `${body}\n\n${link}`,
        html: emailHtml(locale, body, { href: link, label: t('submittalButton') }),
      })
    } catch (error) {
      // Refused (not a crash): the claim is given back, and the task fails so that the queue tries again later.
      await payload.delete({ collection: 'client-notices', id: claimed, overrideAccess: true })
      failure = error
      continue
    }
    await payload.update({
      collection: 'client-notices',
      id: claimed,
      data: { status: 'sent', sentAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    run.sent++
  }
  if (failure) throw failure
  return run
}
