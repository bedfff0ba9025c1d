import { beforeAll, describe, expect, it } from 'vitest'

import { SIGN_IN_COOKIE } from '@/features/accounts/constants'
import { startSession } from '@/features/accounts/session'
import { allowance } from '@/lib/rateLimit'

import { graphql, rest, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

/**
 * Issue 14, items 4–6, 8–10 and 17: what an attacker could do to accounts, each on every path that reaches it.
 */
const PASSWORD = 'cardamom coffee at noon 7'
let n = 0
const address = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`
const from = (ip: string) => ({ 'x-forwarded-for': ip })

async function candidate(email: string) {
  const payload = await getTestPayload()
  return payload.create({ collection: 'candidates', data: { email, password: PASSWORD, fullName: 'Test Candidate' }, overrideAccess: true })
}

async function login(collection: 'candidates' | 'users', email: string, password: string, ip = address()) {
  return rest('POST', `/${collection}/login`, { body: { email, password }, headers: from(ip) })
}

async function bearer(email: string, password = PASSWORD) {
  const response = await login('candidates', email, password)
  expect(response.status, await response.clone().text()).toBe(200)
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` }
}

async function sessionsOf(collection: 'candidates' | 'users', id: number) {
  const payload = await getTestPayload()
  const doc = (await payload.db.findOne({ collection, where: { id: { equals: id } } })) as { sessions?: unknown[] | null }
  return doc.sessions?.length ?? 0
}

/** The audit log's entries about one document, oldest first, as an admin reads them over REST. */
async function auditEntries(collection: string, id: number) {
  const admin = await signIn(ADMIN.email, ADMIN.password)
  const response = await rest('GET', `/audit-events?where[targetCollection][equals]=${collection}&where[targetId][equals]=${id}&sort=id`, {
    headers: admin,
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

describe('accounts under attack', () => {
  let admin: { Authorization: string }
  let recruiter: { Authorization: string }

  beforeAll(async () => {
    const payload = await getTestPayload()
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'recruiter-hardening@example.com', password: 'a recruiter password 9', roles: ['recruiter'] },
    })
    admin = await signIn(ADMIN.email, ADMIN.password)
    recruiter = await signIn('recruiter-hardening@example.com', 'a recruiter password 9')
  })

  it('keep every session when one account signs in several times at the same instant', async () => {
    const payload = await getTestPayload()
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'twice-at-once@example.com', password: 'two devices at once 7', roles: ['editor'] },
    })
    const logins = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        rest('POST', '/users/login', {
          body: { email: 'twice-at-once@example.com', password: 'two devices at once 7' },
          headers: { 'x-forwarded-for': `10.77.0.${n}` },
        }),
      ),
    )
    const tokens = await Promise.all(logins.map(async (login) => ((await login.json()) as { token: string }).token))
    const signedIn = await Promise.all(
      tokens.map(async (token) => {
        const me = await rest('GET', '/users/me', { headers: { Authorization: `JWT ${token}` } })
        return ((await me.json()) as { user: { email: string } | null }).user?.email ?? null
      }),
    )
    expect(signedIn).toEqual(Array(4).fill('twice-at-once@example.com'))
  })

  it('count per-address limits by the address the server saw, not by what the client wrote in X-Forwarded-For', async () => {
    const codes: number[] = []
    for (let i = 0; i <= allowance('signUp'); i++) {
      // A new made-up first hop each time; the last hop (added by our server) stays the same.
      const response = await rest('POST', '/candidates', {
        body: { email: `spoof${i}@example.com`, password: PASSWORD, fullName: 'Spoof Test' },
        headers: from(`172.16.0.${i}, 192.0.2.150`),
      })
      codes.push(response.status)
    }
    expect(codes.slice(0, -1).every((c) => c === 201)).toBe(true)
    expect(codes.at(-1)).toBe(429)
  })

  it('never lock an account for everyone, and answer a throttled attempt like a wrong password', async () => {
    await candidate('victim@example.com')
    const attacker = '198.51.100.7'
    const answers: string[] = []
    for (let i = 0; i < 6; i++) {
      const wrong = await login('candidates', 'victim@example.com', `guess number ${i}`, attacker)
      expect(wrong.status).toBe(401)
      answers.push(await wrong.text())
    }
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).not.toMatch(/lock/i)
    // The attacker cannot use the right password from that address either, and cannot tell.
    const right = await login('candidates', 'victim@example.com', PASSWORD, attacker)
    expect(right.status).toBe(401)
    expect(await right.text()).toBe(answers[0])
    // The owner signs in from their own address (slowed down a little at most).
    expect((await login('candidates', 'victim@example.com', PASSWORD, '203.0.113.44')).status).toBe(200)
    // The same over GraphQL.
    const gql = await graphql('mutation { loginCandidate(email: "victim@example.com", password: "guess again") { token } }', {
      headers: from(attacker),
    })
    expect(gql.errors?.[0]?.message).not.toMatch(/lock/i)
  })

  it('let the owner sign in at once while many addresses flood the account with wrong passwords', async () => {
    await candidate('flooded@example.com')
    // The account is already past its slow-down: every further wrong password is answered late.
    for (let i = 0; i < 6; i++) expect((await login('candidates', 'flooded@example.com', `early guess ${i}`)).status).toBe(401)
    const finished: string[] = []
    const flood = Array.from({ length: 24 }, (_, i) =>
      login('candidates', 'flooded@example.com', `flood guess ${i}`, `10.88.${i}.1`).then((response) => {
        finished.push('flood')
        return response.status
      }),
    )
    const owner = await login('candidates', 'flooded@example.com', PASSWORD, '203.0.113.99')
    finished.push('owner')
    expect(owner.status, await owner.clone().text()).toBe(200)
    // The owner's answer came before most of the flood's: no sign-in waits for another one's slow-down.
    expect(finished.filter((who) => who === 'flood').length, finished.join(' ')).toBeLessThan(12)
    expect(await Promise.all(flood)).toEqual(Array(24).fill(401))
    // And the session the owner got works.
    const { token } = (await owner.json()) as { token: string }
    const me = await rest('GET', '/candidates/me', { headers: { Authorization: `Bearer ${token}` } })
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe('flooded@example.com')
  })

  it('count an IPv6 client by its /64, whichever address in it each request comes from', async () => {
    const codes: number[] = []
    for (let i = 0; i <= allowance('signUp'); i++) {
      const response = await rest('POST', '/candidates', {
        body: { email: `v6-${i}@example.com`, password: PASSWORD, fullName: 'IPv6 Test' },
        headers: from(`2001:db8:77:1:${(i * 7919).toString(16)}:${i}::${i + 1}`),
      })
      codes.push(response.status)
    }
    expect(codes.slice(0, -1)).toEqual(Array(allowance('signUp')).fill(201))
    expect(codes.at(-1)).toBe(429)
    // The next /64 is another client.
    const neighbour = await rest('POST', '/candidates', {
      body: { email: 'v6-neighbour@example.com', password: PASSWORD, fullName: 'IPv6 Test' },
      headers: from('2001:db8:77:2::1'),
    })
    expect(neighbour.status).toBe(201)
  })

  it('send redirects after sign-in only to this site, after normalising the path', async () => {
    const doc = await candidate('redirect@example.com')
    const payload = await getTestPayload()
    for (const target of ['/.//evil.example', '/..//evil.example', '/%2e%2e//evil.example', '/en/..//evil.example/x']) {
      const tokens = await startSession(payload, doc.id)
      const signedIn = await rest('GET', `/candidates/session/resume?locale=en&redirect=${encodeURIComponent(target)}`, {
        headers: { Cookie: `${SIGN_IN_COOKIE}=${tokens.signIn!.token}` },
      })
      expect(signedIn.status).toBe(303)
      expect(signedIn.headers.get('location')).toBe('/en/profile')
      const signedOut = await rest('GET', `/candidates/session/resume?locale=ar&redirect=${encodeURIComponent(target)}`)
      expect(signedOut.headers.get('location')).toBe(`/ar/login?redirect=${encodeURIComponent('/ar/profile')}`)
    }
  })

  it('set a password only with the current one, on REST and GraphQL, for candidates and staff', async () => {
    const doc = await candidate('pw.change@example.com')
    const headers = await bearer('pw.change@example.com')
    const other = await bearer('pw.change@example.com')

    const tokenOnly = await rest('PATCH', `/candidates/${doc.id}`, { body: { password: 'taken over by a token' }, headers })
    expect(tokenOnly.status).toBe(403)
    expect(await tokenOnly.text()).toContain('Enter your current password to set a new one.')
    const arabic = await rest('PATCH', `/candidates/${doc.id}?locale=ar`, { body: { password: 'taken over by a token' }, headers })
    expect(await arabic.text()).toContain('أدخل كلمة المرور الحالية')
    const wrong = await rest('PATCH', `/candidates/${doc.id}`, {
      body: { password: 'taken over by a token', currentPassword: 'not the password' },
      headers,
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('The current password is incorrect')
    const gql = await graphql(`mutation { updateCandidate(id: ${doc.id}, data: { password: "taken over by graphql" }) { id } }`, {
      headers,
    })
    expect(gql.errors?.length).toBeGreaterThan(0)
    expect((await login('candidates', 'pw.change@example.com', PASSWORD)).status).toBe(200)

    const common = await rest('PATCH', `/candidates/${doc.id}`, { body: { password: 'password123', currentPassword: PASSWORD }, headers })
    expect(common.status).toBe(400)
    expect(await common.text()).toContain('This password is too common')

    const ok = await rest('PATCH', `/candidates/${doc.id}`, {
      body: { password: 'a new olive tree 5', currentPassword: PASSWORD },
      headers,
    })
    expect(ok.status, await ok.clone().text()).toBe(200)
    expect((await login('candidates', 'pw.change@example.com', 'a new olive tree 5')).status).toBe(200)
    // The other session ended with the change.
    expect(((await (await rest('GET', '/candidates/me', { headers: other })).json()) as { user: unknown }).user).toBeNull()

    // Staff: an admin cannot set another staff member's password; the owner needs the current one.
    const payload = await getTestPayload()
    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'editor-pw@example.com', password: 'an editor password 3', roles: ['editor'] },
    })
    const byAdmin = await rest('PATCH', `/users/${editor.id}`, { body: { password: 'set by the admin 1' }, headers: admin })
    expect(byAdmin.status).toBe(403)
    const editorHeaders = await signIn('editor-pw@example.com', 'an editor password 3')
    const editorElsewhere = await signIn('editor-pw@example.com', 'an editor password 3')
    expect(await sessionsOf('users', editor.id)).toBe(2)
    const noCurrent = await rest('PATCH', `/users/${editor.id}`, { body: { password: 'a better editor password' }, headers: editorHeaders })
    expect(noCurrent.status).toBe(403)
    const own = await rest('PATCH', `/users/${editor.id}`, {
      body: { password: 'a better editor password', currentPassword: 'an editor password 3' },
      headers: editorHeaders,
    })
    expect(own.status, await own.clone().text()).toBe(200)
    // Staff sessions end on a password change, except the one that made it.
    expect(await sessionsOf('users', editor.id)).toBe(1)
    expect(((await (await rest('GET', '/users/me', { headers: editorElsewhere })).json()) as { user: unknown }).user).toBeNull()
  })

  it('keep recruiters (and everyone) from setting a candidate password or email; admins change emails by an audited action', async () => {
    const doc = await candidate('takeover@example.com')
    const password = await rest('PATCH', `/candidates/${doc.id}`, { body: { password: 'set by a recruiter 1' }, headers: recruiter })
    expect(password.status).toBe(403)
    const email = await rest('PATCH', `/candidates/${doc.id}`, { body: { email: 'recruiter-owned@example.com' }, headers: recruiter })
    expect(email.status).toBe(403)
    const byAdmin = await rest('PATCH', `/candidates/${doc.id}`, { body: { email: 'admin-owned@example.com' }, headers: admin })
    expect(byAdmin.status).toBe(403)
    const self = await rest('PATCH', `/candidates/${doc.id}`, {
      body: { email: 'self-owned@example.com' },
      headers: await bearer('takeover@example.com'),
    })
    expect(self.status).toBe(403)

    const notAdmin = await rest('POST', `/candidates/${doc.id}/change-email`, { body: { email: 'x@example.com' }, headers: recruiter })
    expect(notAdmin.status).toBe(403)
    const audited = await rest('POST', `/candidates/${doc.id}/change-email`, { body: { email: 'New.Address@example.com' }, headers: admin })
    expect(audited.status, await audited.clone().text()).toBe(200)
    const payload = await getTestPayload()
    expect((await payload.findByID({ collection: 'candidates', id: doc.id, overrideAccess: true })).email).toBe('new.address@example.com')
    expect((await login('candidates', 'new.address@example.com', PASSWORD)).status).toBe(200)
    // Recorded in the audit log, which only admins read.
    const entries = await auditEntries('candidates', doc.id)
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'candidates.email-changed',
        actorCollection: 'users',
        actorEmail: ADMIN.email,
        details: { from: 'takeover@example.com', to: 'new.address@example.com' },
      }),
    ])
  })

  it("require the current password for a staff member's own email change, and audit every staff email change", async () => {
    const payload = await getTestPayload()
    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'editor-email@example.com', password: 'an editor password 8', roles: ['editor'] },
    })
    const token = await signIn('editor-email@example.com', 'an editor password 8')
    const tokenOnly = await rest('PATCH', `/users/${editor.id}`, { body: { email: 'thief@example.com' }, headers: token })
    expect(tokenOnly.status).toBe(403)
    expect(await tokenOnly.text()).toContain('Enter your current password to change your sign-in email.')
    const arabic = await rest('PATCH', `/users/${editor.id}?locale=ar`, { body: { email: 'thief@example.com' }, headers: token })
    expect(await arabic.text()).toContain('أدخل كلمة المرور الحالية لتغيير البريد الإلكتروني')
    const gql = await graphql(`mutation { updateUser(id: ${editor.id}, data: { email: "thief@example.com" }) { email } }`, {
      headers: token,
    })
    expect(gql.errors?.[0]?.message).toContain('Enter your current password')
    const wrong = await rest('PATCH', `/users/${editor.id}`, {
      body: { email: 'thief@example.com', currentPassword: 'not it at all' },
      headers: token,
    })
    expect(wrong.status).toBe(400)
    expect((await payload.findByID({ collection: 'users', id: editor.id })).email).toBe('editor-email@example.com')
    // Saving the same email (the admin sends the whole document back) needs nothing.
    expect(
      (await rest('PATCH', `/users/${editor.id}`, { body: { email: 'editor-email@example.com', name: 'Ed' }, headers: token })).status,
    ).toBe(200)

    const own = await rest('PATCH', `/users/${editor.id}`, {
      body: { email: 'editor-new@example.com', currentPassword: 'an editor password 8' },
      headers: token,
    })
    expect(own.status, await own.clone().text()).toBe(200)
    const byAdmin = await rest('PATCH', `/users/${editor.id}`, { body: { email: 'editor-renamed@example.com' }, headers: admin })
    expect(byAdmin.status, await byAdmin.clone().text()).toBe(200)
    // Nobody changes emails in bulk.
    const bulk = await rest('PATCH', `/users?where[id][equals]=${editor.id}`, { body: { email: 'bulk@example.com' }, headers: admin })
    expect(bulk.status).not.toBe(200)
    expect((await payload.findByID({ collection: 'users', id: editor.id })).email).toBe('editor-renamed@example.com')

    expect(await auditEntries('users', editor.id)).toEqual([
      expect.objectContaining({
        action: 'users.email-changed',
        actorEmail: 'editor-email@example.com',
        details: { from: 'editor-email@example.com', to: 'editor-new@example.com' },
      }),
      expect.objectContaining({
        action: 'users.email-changed',
        actorEmail: ADMIN.email,
        details: { from: 'editor-new@example.com', to: 'editor-renamed@example.com' },
      }),
    ])
  })

  it('keep the audit log to admins, and never let anyone change or delete an entry', async () => {
    const payload = await getTestPayload()
    await candidate('audit-reader@example.com')
    const candidateHeaders = await bearer('audit-reader@example.com')
    const editorDoc = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'audit-editor@example.com', password: 'an editor password 8', roles: ['editor'] },
    })
    void editorDoc
    const editor = await signIn('audit-editor@example.com', 'an editor password 8')
    const entry = await payload.create({
      collection: 'audit-events',
      overrideAccess: true,
      data: { action: 'test.recorded', actorCollection: 'users', actorId: '1', details: { n: 1 } },
    })
    for (const headers of [{}, candidateHeaders, editor, recruiter]) {
      expect((await rest('GET', '/audit-events', { headers })).status).toBe(403)
      expect((await rest('GET', `/audit-events/${entry.id}`, { headers })).status).toBe(403)
      expect((await graphql('{ AuditEvents { docs { id } } }', { headers })).errors?.length).toBeGreaterThan(0)
    }
    const read = await rest('GET', `/audit-events/${entry.id}`, { headers: admin })
    expect(read.status).toBe(200)
    for (const headers of [admin, editor, candidateHeaders]) {
      expect((await rest('PATCH', `/audit-events/${entry.id}`, { body: { action: 'rewritten' }, headers })).status).toBe(403)
      expect((await rest('DELETE', `/audit-events/${entry.id}`, { headers })).status).toBe(403)
      expect((await rest('POST', '/audit-events', { body: { action: 'forged' }, headers })).status).toBe(403)
    }
    // Not even the server's own code, with access checks off.
    await expect(
      payload.update({ collection: 'audit-events', id: entry.id, data: { action: 'rewritten' }, overrideAccess: true }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'audit-events', id: entry.id, overrideAccess: true })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'audit-events', id: entry.id })).action).toBe('test.recorded')
  })

  it('hold staff passwords to the same policy as candidates', async () => {
    for (const weak of ['password1', 'abc12']) {
      const response = await rest('POST', '/users', {
        body: { email: `weak-${weak}@example.com`, password: weak, roles: ['editor'] },
        headers: admin,
      })
      expect(response.status, weak).toBe(400)
    }
    const strong = await rest('POST', '/users', {
      body: { email: 'strong-staff@example.com', password: 'desert rose in bloom 4', roles: ['editor'] },
      headers: admin,
    })
    expect(strong.status).toBe(201)
  })

  it('take as long to refuse an unknown email as a known one (sign-in and forgot-password)', async () => {
    await candidate('timing@example.com')
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 7; i++) {
      known.push(await timed(() => login('candidates', 'timing@example.com', `wrong password ${i}`)))
      unknown.push(await timed(() => login('candidates', `nobody-${i}@example.com`, `wrong password ${i}`)))
    }
    const ratio = median(unknown) / median(known)
    expect(ratio, `sign-in: unknown ${median(unknown).toFixed(1)} ms, known ${median(known).toFixed(1)} ms`).toBeGreaterThan(0.6)
    expect(ratio).toBeLessThan(1.6)

    const knownForgot: number[] = []
    const unknownForgot: number[] = []
    for (let i = 0; i < 7; i++) {
      knownForgot.push(
        await timed(() => rest('POST', '/candidates/forgot-password', { body: { email: 'timing@example.com' }, headers: from(address()) })),
      )
      unknownForgot.push(
        await timed(() =>
          rest('POST', '/candidates/forgot-password', { body: { email: `nobody-${i}@example.com` }, headers: from(address()) }),
        ),
      )
    }
    // Both answer before any reset work: a few milliseconds apart at most.
    expect(
      Math.abs(median(knownForgot) - median(unknownForgot)),
      `forgot: ${median(knownForgot)} vs ${median(unknownForgot)} ms`,
    ).toBeLessThan(5)
  })
})
