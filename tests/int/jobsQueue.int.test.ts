import { beforeAll, describe, expect, it, vi } from 'vitest'

import { rest, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

// Set before the config (and lib/env.ts) is imported: the system cron's shared secret (docs/DEPLOY.md).
const SECRET = vi.hoisted(() => {
  process.env.CRON_SECRET = 'cron-secret-for-the-integration-tests-0123'
  return process.env.CRON_SECRET
})

/**
 * Who may run Payload's jobs queue over HTTP (features/queue/jobs.ts, docs/DEPLOY.md "The jobs queue"): the system
 * cron with the shared secret and signed-in admins; not visitors, candidates, other staff or a wrong secret.
 */
describe('running the jobs queue over HTTP', () => {
  const run = (headers: Record<string, string> = {}) => rest('GET', '/payload-jobs/run?allQueues=true&limit=5', { headers })

  beforeAll(async () => {
    await getTestPayload()
  })

  it('runs for the system cron’s secret and for an admin', async () => {
    expect((await run({ authorization: `Bearer ${SECRET}` })).status).toBe(200)
    expect((await run(await signIn(ADMIN.email, ADMIN.password))).status).toBe(200)
  })

  it('refuses anyone else', async () => {
    const payload = await getTestPayload()
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'queue-editor@example.com', password: 'queue editor password 4', roles: ['editor'] },
    })
    const refusedHeaders: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${SECRET}x` },
      { authorization: 'Bearer ' },
      await signIn('queue-editor@example.com', 'queue editor password 4'),
    ]
    for (const headers of refusedHeaders) {
      expect([401, 403]).toContain((await run(headers)).status)
    }
  })
})
