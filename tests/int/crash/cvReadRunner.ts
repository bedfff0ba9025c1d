/**
 * The CV reading run the crash test kills (tests/int/cvReadCrash.int.test.ts): runs the `cv` queue of Payload's
 * jobs queue on the test's database, as the site's server does every minute. `--now=ISO` first hands back the jobs
 * a dead run left "processing" (features/queue/jobs.ts `releaseStuckJobs`), as the next run after their timeout does.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { releaseStuckJobs } from '@/features/queue/jobs'

const nowArg = process.argv.find((arg) => arg.startsWith('--now='))
const payload = await getPayload({ config })
if (nowArg) await releaseStuckJobs(payload, new Date(nowArg.slice(6)))
process.stdout.write('reading\n')
const run = await payload.jobs.run({ queue: 'cv', limit: 100, overrideAccess: true, silent: true })
process.stdout.write(`${JSON.stringify(run)}\n`)
process.exit(0)
