/**
 * The CV reading run the crash test kills (tests/int/cvReadCrash.int.test.ts): runs the `cv` queue of Payload's
 * jobs queue on the test's database, as the site's server does every minute. `--now=ISO` first hands back the jobs
 * a dead run left "processing" (features/queue/jobs.ts `releaseStuckJobs`), as the next run after their timeout does.
 *
 * Known: on PostgreSQL this process has ended with Node's code 13 (an unsettled top-level await) before printing
 * "reading", so while loading the config or starting Payload, where the interval below does not help yet; not
 * reproduced outside the test. The test starts such a run again, as the site's next minute would run the queue.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { releaseStuckJobs } from '@/features/queue/jobs'

const nowArg = process.argv.find((arg) => arg.startsWith('--now='))
// Alive until the run ends, as the site's server always is (see digestRunner.ts).
const alive = setInterval(() => undefined, 1000)
const payload = await getPayload({ config })
if (nowArg) await releaseStuckJobs(payload, new Date(nowArg.slice(6)))
process.stdout.write('reading\n')
const run = await payload.jobs.run({ queue: 'cv', limit: 100, overrideAccess: true, silent: true })
process.stdout.write(`${JSON.stringify(run)}\n`)
clearInterval(alive)
process.exit(0)
