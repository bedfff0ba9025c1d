import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_QUERY_DEPTH } from '@/lib/graphqlLimits'

import { graphql, rest, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

const PASSWORD = 'staff test password'

async function createStaff(email: string, roles: ('admin' | 'editor' | 'recruiter')[]) {
  const payload = await getTestPayload()
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
}

describe('staff accounts', () => {
  beforeAll(async () => {
    await getTestPayload()
  })

  it('are hidden from visitors over REST and GraphQL', async () => {
    expect((await rest('GET', '/users')).status).toBe(403)
    const result = await graphql('query { Users { docs { email } } }')
    expect(result.data?.Users ?? null).toBeNull()
    expect(result.errors?.[0]?.message).toMatch(/not allowed/i)
  })

  it('sign in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await rest('POST', '/users/login', { body: { email: ADMIN.email, password: ADMIN.password } })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const body = (await response.json()) as { user: { roles: string[] }; token: string }
    expect(body.user.roles).toEqual(['admin'])
    expect(JSON.stringify(body.user)).not.toMatch(/hash|salt|password/i)
  })

  it('see only their own account unless they are admins', async () => {
    const editor = await createStaff('editor-self@example.com', ['editor'])
    const headers = await signIn('editor-self@example.com', PASSWORD)
    const list = (await (await rest('GET', '/users', { headers })).json()) as { docs: { id: number | string }[] }
    expect(list.docs.map((d) => d.id)).toEqual([editor.id])

    const adminHeaders = await signIn(ADMIN.email, ADMIN.password)
    const all = (await (await rest('GET', '/users', { headers: adminHeaders })).json()) as { totalDocs: number }
    expect(all.totalDocs).toBeGreaterThan(1)
  })

  it('cannot promote themselves or create accounts', async () => {
    const recruiter = await createStaff('recruiter-promote@example.com', ['recruiter'])
    const headers = await signIn('recruiter-promote@example.com', PASSWORD)
    await rest('PATCH', `/users/${recruiter.id}`, { body: { roles: ['admin'] }, headers })
    const payload = await getTestPayload()
    const after = await payload.findByID({ collection: 'users', id: recruiter.id, overrideAccess: true })
    expect(after.roles).toEqual(['recruiter'])

    const created = await rest('POST', '/users', { body: { email: 'sneaky@example.com', password: PASSWORD, roles: ['admin'] }, headers })
    expect(created.status).toBe(403)
  })

  it('lose the session on the server when they log out', async () => {
    await createStaff('logout@example.com', ['editor'])
    const headers = await signIn('logout@example.com', PASSWORD)
    const before = (await (await rest('GET', '/users/me', { headers })).json()) as { user: { email: string } | null }
    expect(before.user?.email).toBe('logout@example.com')

    expect((await rest('POST', '/users/logout', { headers })).status).toBe(200)
    const after = (await (await rest('GET', '/users/me', { headers })).json()) as { user: unknown }
    expect(after.user).toBeNull()
  })

  it('are never locked by someone else: five wrong passwords from one address do not stop the owner elsewhere', async () => {
    await createStaff('lockout@example.com', ['editor'])
    const attacker = { 'x-forwarded-for': '198.51.100.66' }
    const wrongAnswers: string[] = []
    for (let i = 0; i < 6; i++) {
      const wrong = await rest('POST', '/users/login', {
        body: { email: 'lockout@example.com', password: `wrong-${i}-password` },
        headers: attacker,
      })
      expect(wrong.status).toBe(401)
      wrongAnswers.push(await wrong.text())
    }
    // The attacker's address is refused even with the right password, with the wrong-password answer.
    const fromAttacker = await rest('POST', '/users/login', {
      body: { email: 'lockout@example.com', password: PASSWORD },
      headers: attacker,
    })
    expect(fromAttacker.status).toBe(401)
    expect(await fromAttacker.text()).toBe(wrongAnswers[0])
    expect(wrongAnswers.join(' ')).not.toMatch(/lock/i)
    // The owner, from their own address, signs in.
    const owner = await rest('POST', '/users/login', {
      body: { email: 'lockout@example.com', password: PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.10' },
    })
    expect(owner.status).toBe(200)
  })
})

describe('GraphQL limits', () => {
  it(`refuse queries nested deeper than ${MAX_QUERY_DEPTH} levels before running them`, async () => {
    const depthError = /nested \d+ levels deep; the limit is/
    const normal = await graphql('query { SiteSetting { contact { phones { label number } } } }')
    expect(normal.errors).toBeUndefined()

    // Twelve levels: refused by the depth rule, whatever else is wrong with it.
    const deep = 'query { SiteSetting { contact { phones { label { a { b { c { d { e { f { g { h } } } } } } } } } } } }'
    const refused = await graphql(deep)
    expect(refused.data ?? null).toBeNull()
    expect(refused.errors?.some((e) => depthError.test(e.message))).toBe(true)
  })
})
