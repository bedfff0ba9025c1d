/**
 * The skill ids' rewrite the crash test kills (tests/int/matchingRewriteCrash.int.test.ts): runs the queue's
 * `rewriteMatchSkills` work on the test's database in batches of `--batch=N`, limited to `--only=1,2,3` (the test's
 * own candidates), and says "batch <written>" after each batch has committed.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { rewriteMatchSkills } from '@/features/matching/rewrite'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const payload = await getPayload({ config })
process.stdout.write('running\n')
const run = await rewriteMatchSkills(payload, {
  batch: Number(arg('batch') ?? 500),
  only: { candidates: (arg('only') ?? '').split(',').filter(Boolean).map(Number), jobs: [] },
  onBatch: ({ written }) => process.stdout.write(`batch ${written}\n`),
})
process.stdout.write(`${JSON.stringify(run)}\n`)
process.exit(0)
