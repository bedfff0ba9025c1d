import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'

import { guardGraphQL } from '@/lib/http/graphqlGuard'
import { allowance } from '@/lib/rateLimit'

import { graphql, ORIGIN, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

/** Issue 14, item 3: GraphQL cannot stall the server, and says why it refuses. */
const refused = (result: { status: number; data?: unknown; errors?: { message: string }[] }) => ({
  status: result.status,
  data: result.data ?? null,
  message: result.errors?.map((e) => e.message).join(' ') ?? '',
})

describe('GraphQL limits', () => {
  beforeAll(async () => {
    await getTestPayload()
  })

  it('refuse many aliases of large lists before running them', async () => {
    const query = `query { ${Array.from({ length: 199 }, (_, i) => `a${i}: Jobs(limit: 100) { docs { title } }`).join(' ')} }`
    const result = refused(await graphql(query))
    expect(result.status).toBe(400)
    expect(result.data).toBeNull()
    expect(result.message).toContain('This query costs')
    expect(result.message).toContain('at most 15 aliases')
  })

  it('cost grows with limit: one big list is refused where a page of them is fine', async () => {
    expect((await graphql('query { Jobs(limit: 12) { docs { title slug industry { name } } } }')).errors).toBeUndefined()
    const big = refused(
      await graphql(
        'query { a: Jobs(limit: 100) { docs { title industry { name slug } location { city } } } b: Posts(limit: 100) { docs { title category { name } } } c: Faqs(limit: 100) { docs { question answer category { name } } } }',
      ),
    )
    expect(big.status).toBe(400)
    expect(big.message).toMatch(/This query costs \d+; the limit is 1000/)
  })

  it('cap limit for visitors, not for staff', async () => {
    for (const limit of [1000, 0]) {
      const result = refused(await graphql(`query { Jobs(limit: ${limit}) { docs { id } } }`))
      expect(result.status, String(limit)).toBe(400)
      expect(result.message).toContain('A list may ask for at most 100 items')
    }
    const viaVariable = refused(await graphql('query($n: Int) { Jobs(limit: $n) { docs { id } } }', { variables: { n: 5000 } }))
    expect(viaVariable.status).toBe(400)
    const staff = await graphql('query { Jobs(limit: 500) { docs { id } } }', { headers: await signIn(ADMIN.email, ADMIN.password) })
    expect(staff.errors).toBeUndefined()
  })

  it('cap top-level fields', async () => {
    const query = `query { ${Array.from({ length: 11 }, (_, i) => `f${i}: __typename`).join(' ')} }`
    expect(refused(await graphql(query)).message).toContain('at most 10 top-level fields')
  })

  it('answer subscriptions and cyclic fragments with a 400 and a reason, not an empty 500', async () => {
    const subscription = refused(await graphql('subscription { Jobs { docs { id } } }'))
    expect(subscription.status).toBe(400)
    expect(subscription.message.length).toBeGreaterThan(0)
    const cyclic = refused(
      await graphql('query { Jobs { docs { ...A } } } fragment A on Job { industry { ...B } } fragment B on Industry { name ...A }'),
    )
    expect(cyclic.status).toBe(400)
    expect(cyclic.message.length).toBeGreaterThan(0)
  })

  it('give no field suggestions in production', async () => {
    const production = guardGraphQL(GRAPHQL_POST(config), { production: true })
    const response = await production(
      new Request(new URL('/api/graphql', ORIGIN), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query { Jobz { docs { id } } }' }),
      }),
    )
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(text).toContain('Cannot query field')
    expect(text).not.toContain('Did you mean')
  })

  it('limit requests per client address', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.201' }
    let last = 0
    for (let i = 0; i <= allowance('graphql'); i++) last = (await graphql('query { __typename }', { headers })).status
    expect(last).toBe(429)
    expect((await graphql('query { __typename }', { headers: { 'x-forwarded-for': '192.0.2.202' } })).status).toBe(200)
  })
})
