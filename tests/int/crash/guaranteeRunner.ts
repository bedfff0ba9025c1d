/**
 * The guarantee watch the crash test kills (tests/int/placementsCrash.int.test.ts): runs the queue's
 * `watchGuarantees` work on the test's database at `--now=ISO`, limited to `--only=1,2,3` (the test's own
 * placements), sending through SMTP_URL, and says "done <what>" after each placement it finished.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { watchGuarantees } from '@/features/placements/guarantees'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const payload = await getPayload({ config })
process.stdout.write('running\n')
const run = await watchGuarantees(payload, {
  now: arg('now') ? new Date(arg('now')!) : new Date(),
  only: (arg('only') ?? '').split(',').filter(Boolean).map(Number),
  onItem: (what) => process.stdout.write(`done ${what}\n`),
})
process.stdout.write(`${JSON.stringify(run)}\n`)
process.exit(0)
