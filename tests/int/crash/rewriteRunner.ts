/**
 * The skill ids' rewrite the crash test kills (tests/int/matchingRewriteCrash.int.test.ts): runs the queue's
 * `rewriteMatchSkills` work on the test's database in batches of `--batch=N`, limited to `--only=1,2,3` (the test's
 * own candidates), and says "batch <written>" after each batch has committed. With `--freeze-after=N` it stops dead
 * after the Nth batch's line (the thread blocks, as a process about to be killed would be anywhere), so the kill
 * lands between batches N and N + 1 however slow the machine is: the test asserted on how far a running process
 * got before its signal arrived, and a loaded machine let it finish a third batch.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { rewriteMatchSkills } from '@/features/matching/rewrite'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const freezeAfter = Number(arg('freeze-after') ?? 0)
let batches = 0
const payload = await getPayload({ config })
process.stdout.write('running\n')
const run = await rewriteMatchSkills(payload, {
  batch: Number(arg('batch') ?? 500),
  only: { candidates: (arg('only') ?? '').split(',').filter(Boolean).map(Number), jobs: [] },
  onBatch: ({ written }) => {
    process.stdout.write(`batch ${written}\n`)
    if (++batches === freezeAfter) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)
  },
})
process.stdout.write(`${JSON.stringify(run)}\n`)
process.exit(0)
