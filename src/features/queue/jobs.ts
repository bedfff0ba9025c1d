import type { JobsConfig, Payload, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/isAdmin'
import { sendDueDigests } from '@/features/alerts/digest'
import { NOTIFY_SUBMITTAL_TASK, notifySubmittal } from '@/features/clients/notices'
import { applyRetention } from '@/features/consent/retention'
import { READ_CV_TASK, readCv } from '@/features/cv/read'
import { closeExpiredJobsHandler, notifySearchEnginesHandler } from '@/features/indexing/notify'
import { queueInterviewReminders } from '@/features/notify/reminders'
import { sendDueMessages } from '@/features/notify/send'
import { DROP_SILENT_TASK, dropSilentPoolMembers, REWRITE_MATCH_SKILLS_TASK, rewriteMatchSkills } from '@/features/matching'
import { watchGuarantees } from '@/features/placements/guarantees'
import { env } from '@/lib/env'

/**
 * Payload's jobs queue (docs/ARCHITECTURE.md, "Jobs queue"): work done off the request path, on a schedule.
 *
 * - `sendJobAlerts` (queue `alerts`, scheduled by ALERTS_CRON, hourly): every due job alert digest.
 * - `closeExpiredJobs` (queue `alerts`, hourly): stores "closed" on jobs past their closing day.
 * - `applyRetention` (queue `privacy`, daily, RETENTION_CRON): consent reminders and the retention rules (docs/PRIVACY.md).
 * - `readCv` (queue `cv`, queued by each CV upload and run at once after it commits): the CV's text (features/cv/read.ts).
 * - `notifySearchEngines` (queue `indexing`, queued by the jobs hooks): one Indexing API notice.
 * - `sendNotifications` (queue `notify`, every minute): every due email, WhatsApp and push message (features/notify).
 * - `queueInterviewReminders` (queue `notify`, every 5 minutes): reminders 24 h and 2 h before interviews.
 * - `watchGuarantees` (queue `placements`, daily, GUARANTEES_CRON): warns of placements' guarantees ending within a
 *   week and marks those that ended (features/placements/guarantees.ts).
 * - `rewriteMatchSkills` (queue `matching`, queued when staff edit the skills list): every candidate's and job's stored
 *   skill ids read again against the new list (features/matching/rewrite.ts).
 * - `dropSilentPoolMembers` (queue `matching`, daily): pool members who left three invitations unanswered leave the
 *   pools (features/matching/silent.ts).
 * - `notifySubmittal` (queue `clients`, queued by each new submittal and run at once after it commits): the client's
 *   contacts are told, each once, in their language (features/clients/notices.ts).
 *
 * The site's server runs the queue every minute (JOBS_AUTORUN, set by `npm start`; JOBS_CRON). Where that is not
 * wanted (several instances, a serverless host), a system cron calls `GET /api/payload-jobs/run?allQueues=true`
 * with `Authorization: Bearer $CRON_SECRET` instead (docs/DEPLOY.md). A run that dies leaves its job marked as
 * processing: `releaseStuckJobs` hands it back once it has been processing longer than any live run of its task can
 * take (STUCK_AFTER_MS).
 */
const STUCK_AFTER_MS = 15 * 60 * 1000
/** Tasks whose live runs are short: reading a CV is cut off after 15 s a try (features/cv/reader), so after 2 minutes
 * its run is dead, and the candidate should not wait a quarter of an hour for their CV. */
const STUCK_AFTER_MS_BY_TASK: Record<string, number> = { [READ_CV_TASK]: 2 * 60 * 1000 }

/** Admins, or the system cron with the shared secret. Candidates are signed-in users too: never them. */
function mayRunJobs({ req }: { req: PayloadRequest }): boolean {
  if (isAdminUser(req.user)) return true
  const secret = env.jobs.cronSecret
  return Boolean(secret) && req.headers.get('authorization') === `Bearer ${secret}`
}

/** Jobs left "processing" by a process that died are made runnable again (their work is idempotent). */
export async function releaseStuckJobs(payload: Payload, now = new Date()): Promise<number> {
  const before = (ms: number) => ({ updatedAt: { less_than: new Date(now.getTime() - ms).toISOString() } })
  const quick = Object.keys(STUCK_AFTER_MS_BY_TASK)
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        {
          or: [
            ...Object.entries(STUCK_AFTER_MS_BY_TASK).map(([task, ms]) => ({ and: [{ taskSlug: { equals: task } }, before(ms)] })),
            { and: [{ taskSlug: { not_in: quick } }, before(STUCK_AFTER_MS)] },
          ],
        },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length) payload.logger.warn(`Jobs queue: ${docs.length} job(s) left processing by a stopped run were released`)
  return docs.length
}

export const jobsConfig: JobsConfig = {
  access: { run: mayRunJobs, queue: mayRunJobs, cancel: mayRunJobs },
  autoRun: env.jobs.autoRun ? [{ cron: env.jobs.cron, allQueues: true, limit: 20, silent: { info: true } }] : undefined,
  shouldAutoRun: async (payload) => {
    await releaseStuckJobs(payload)
    return true
  },
  tasks: [
    {
      slug: READ_CV_TASK,
      label: 'Read the text of an uploaded CV',
      inputSchema: [{ name: 'cv', type: 'number', required: true }],
      retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
      handler: async ({ input, req }) => {
        const state = await readCv(req.payload, (input as { cv: number }).cv)
        return { output: { state } }
      },
    },
    {
      slug: REWRITE_MATCH_SKILLS_TASK,
      label: 'Read stored skill ids again after the skills list changed',
      retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ req }) => ({ output: await rewriteMatchSkills(req.payload) }),
    },
    {
      slug: NOTIFY_SUBMITTAL_TASK,
      label: 'Tell a client’s contacts of a new submittal',
      inputSchema: [{ name: 'submittal', type: 'number', required: true }],
      // Each contact's email is claimed before it leaves, so a retry sends only what is left.
      retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ input, req }) => ({ output: await notifySubmittal(req.payload, (input as { submittal: number }).submittal) }),
    },
    {
      slug: 'sendJobAlerts',
      label: 'Send job alert digests',
      schedule: [{ cron: env.jobs.alertsCron, queue: 'alerts' }],
      // Not retried as a job: the next scheduled run picks up whatever this one did not send.
      retries: 0,
      handler: async ({ req }) => {
        const run = await sendDueDigests(req.payload)
        return { output: run }
      },
    },
    {
      // The privacy run (features/consent/retention.ts): "keep me" reminders, warnings, then the retention rules.
      slug: 'applyRetention',
      label: 'Apply the retention rules',
      schedule: [{ cron: env.jobs.retentionCron, queue: 'privacy' }],
      // Not retried as a job: the next daily run does what this one did not (each step is idempotent).
      retries: 0,
      handler: async ({ req }) => {
        const run = await applyRetention(req.payload)
        return { output: run }
      },
    },
    {
      slug: 'closeExpiredJobs',
      label: 'Close jobs past their closing day',
      schedule: [{ cron: '5 * * * *', queue: 'alerts' }],
      retries: 0,
      handler: closeExpiredJobsHandler,
    },
    {
      slug: 'notifySearchEngines',
      label: 'Notify search engines of a job page',
      inputSchema: [
        { name: 'url', type: 'text', required: true },
        { name: 'type', type: 'select', options: ['URL_UPDATED', 'URL_DELETED'], required: true },
        { name: 'job', type: 'number' },
      ],
      retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
      handler: notifySearchEnginesHandler as never,
    },
    {
      slug: 'sendNotifications',
      label: 'Send notifications (email, WhatsApp, push)',
      schedule: [{ cron: '* * * * *', queue: 'notify' }],
      // Not retried as a job: each message keeps its own attempts and backoff, and the next run picks them up.
      retries: 0,
      handler: async ({ req }) => ({ output: await sendDueMessages(req.payload) }),
    },
    {
      slug: 'watchGuarantees',
      label: 'Warn of guarantees ending and mark those that ended',
      schedule: [{ cron: env.jobs.guaranteesCron, queue: 'placements' }],
      // Not retried as a job: the next daily run does what this one did not (each step is idempotent).
      retries: 0,
      handler: async ({ req }) => ({ output: await watchGuarantees(req.payload) }),
    },
    {
      slug: 'queueInterviewReminders',
      label: 'Queue interview reminders (24 hours and 2 hours before)',
      schedule: [{ cron: '*/5 * * * *', queue: 'notify' }],
      retries: 0,
      handler: async ({ req }) => ({ output: { queued: await queueInterviewReminders(req.payload) } }),
    },
    {
      slug: DROP_SILENT_TASK,
      label: 'Drop pool members who left three invitations unanswered',
      schedule: [{ cron: '20 3 * * *', queue: 'matching' }],
      // Not retried as a job: the next daily run finds whoever this one did not reach (features/matching/silent.ts).
      retries: 0,
      handler: async ({ req }) => ({ output: await dropSilentPoolMembers(req.payload) }),
    },
  ],
}
