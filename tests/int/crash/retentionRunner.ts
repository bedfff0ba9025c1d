/**
 * The retention run the crash test kills (tests/int/retentionCrash.int.test.ts): applies the retention rules on the
 * test's database at `--now=ISO`, limited to `--applications=1,2,3` and `--messages=4,5` (the test's own records),
 * and says "done <what>" after each record it finished (after its transaction committed).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { applyRetention } from '@/features/consent/retention'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const ids = (value: string | undefined) => (value ? value.split(',').map(Number) : [])
const payload = await getPayload({ config })
process.stdout.write('running\n')
const run = await applyRetention(payload, {
  now: new Date(arg('now')!),
  only: { applications: ids(arg('applications')), contactMessages: ids(arg('messages')), candidates: [] },
  onItem: (what) => process.stdout.write(`done ${what}\n`),
})
process.stdout.write(`${JSON.stringify(run)}\n`)
process.exit(0)
