/**
 * The pools' silent-member sweep the crash test kills (tests/int/matchingPools.int.test.ts): runs the queue's
 * `dropSilentPoolMembers` work on the test's database, limited to `--only=1,2,3` (the test's own candidates), says
 * "done <candidate>" after each candidate's removal has committed, then waits `--pause=ms` (so the kill lands mid-run).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { dropSilentPoolMembers } from '@/features/matching'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const payload = await getPayload({ config })
process.stdout.write('running\n')
const run = await dropSilentPoolMembers(payload, {
  only: (arg('only') ?? '').split(',').filter(Boolean).map(Number),
  onItem: async (candidate) => {
    process.stdout.write(`done ${candidate}\n`)
    await new Promise((resolve) => setTimeout(resolve, Number(arg('pause') ?? 0)))
  },
})
process.stdout.write(`${JSON.stringify(run)}\n`)
process.exit(0)
