/**
 * The writer the crash test kills (tests/int/crash.int.test.ts): applies, 20 at a time, for the candidates and
 * jobs it is given, on the test's database, through Payload's Local API (the same hooks and transactions as the
 * site), and says "applied" after each round that created at least one application (so the test knows the
 * database is being written before it kills; a busy machine can take seconds to load Payload and start) and what
 * went wrong when a whole round failed. Run with tsx; the test sends SIGKILL.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const [candidatesArg, jobsArg] = process.argv.slice(2)
const candidates = JSON.parse(candidatesArg!) as { id: number; cv: number }[]
const jobs = JSON.parse(jobsArg!) as number[]

const payload = await getPayload({ config })
const pairs = candidates.flatMap((candidate) => jobs.map((job) => ({ candidate, job })))
for (let i = 0; i < pairs.length; i += 20) {
  const round = pairs.slice(i, i + 20)
  const results = await Promise.allSettled(
    round.map(({ candidate, job }) =>
      payload.create({
        collection: 'applications',
        data: {
          job,
          cv: candidate.cv,
          fullName: 'Crash Test',
          phoneNumber: '+966501234567',
          city: 'Riyadh',
          state: 'Riyadh',
          skills: 'Testing',
        } as never,
        user: { id: candidate.id, collection: 'candidates' },
        overrideAccess: false,
      }),
    ),
  )
  const created = results.filter((result) => result.status === 'fulfilled').length
  if (created > 0) process.stdout.write(`applied ${created}\n`)
  else process.stderr.write(`round failed: ${String((results[0] as PromiseRejectedResult | undefined)?.reason)}\n`)
}
process.stdout.write('done\n')
process.exit(0)
