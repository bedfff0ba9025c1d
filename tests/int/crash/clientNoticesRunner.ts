/**
 * The submittal notice run the crash test kills (tests/int/clientNoticesCrash.int.test.ts): runs the `clients` queue
 * of Payload's jobs queue on the test's database, as the site's server does every minute, with the site's email
 * adapter (SMTP_URL points at the test's SMTP server). `--now=ISO` first hands back the jobs a dead run left
 * "processing" (features/queue/jobs.ts `releaseStuckJobs`), as the next run after their timeout does.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { CLIENTS_QUEUE } from '@/features/clients/notices'
import { releaseStuckJobs } from '@/features/queue/jobs'

const nowArg = process.argv.find((arg) => arg.startsWith('--now='))
const payload = await getPayload({ config })
if (nowArg) await releaseStuckJobs(payload, new Date(nowArg.slice(6)))
process.stdout.write('sending\n')
const run = await payload.jobs.run({ queue: CLIENTS_QUEUE, limit: 10, overrideAccess: true, silent: true })
process.stdout.write(`${JSON.stringify(run)}\n`)
process.exit(0)
