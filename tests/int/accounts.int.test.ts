import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { AUTH_HINT_COOKIE, ID_TOKEN_COOKIE, SIGN_IN_COOKIE } from '@/features/accounts/constants'
import { allowance } from '@/lib/rateLimit'
import { startSession } from '@/features/accounts/session'

import { makePdf } from '../fixtures/pdf'

import { CANDIDATE_PASSWORD as PASSWORD } from '../fixtures/people'
import { graphql, rest, restUpload, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

let address = 0
/** Each call looks like a new client address, so the per-address limits stay out of the way unless tested. */
const fresh = () => ({ 'x-forwarded-for': `10.1.${Math.floor(++address / 250)}.${address % 250}` })

type Doc = { id: number; email: string; fullName: string; cv?: number | null; profilePic?: number | null }

async function signUp(email: string, fullName = 'Layla Haddad'): Promise<Doc> {
  const response = await rest('POST', '/candidates', { body: { email, password: PASSWORD, fullName }, headers: fresh() })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

async function bearer(email: string, password = PASSWORD): Promise<{ Authorization: string }> {
  const response = await rest('POST', '/candidates/login', { body: { email, password }, headers: fresh() })
  if (response.status !== 200) throw new Error(`candidate login failed: ${response.status} ${await response.text()}`)
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` }
}

const pdf = makePdf

const FETCH_ME =
  'query { fetchMe { fullName phoneNumber_1 phoneNumber_2 skills city state email profilePic { url title description alt } } }'
const UPDATE_ME = `mutation($fullName: String!, $city: String!, $phone: String!, $phone2: String, $skills: String!, $state: String!) {
  updateMe(fullName: $fullName, city: $city, phoneNumber_1: $phone, phoneNumber_2: $phone2, skills: $skills, state: $state) {
    city fullName phoneNumber_1 profilePic { url } linkedin skills state
  }
}`

describe('candidate accounts', () => {
  let recruiter: { Authorization: string }
  let editor: { Authorization: string }

  beforeAll(async () => {
    const payload = await getTestPayload()
    for (const [email, roles] of [
      ['recruiter-cand@example.com', ['recruiter']],
      ['editor-cand@example.com', ['editor']],
    ] as const) {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email, password: 'staff test password', roles: [...roles] },
      })
    }
    recruiter = await signIn('recruiter-cand@example.com', 'staff test password')
    editor = await signIn('editor-cand@example.com', 'staff test password')
  })

  it('sign up on the public API, never as staff, and cannot reach staff data or the admin', async () => {
    const doc = await signUp('new.candidate@example.com')
    expect(JSON.stringify(doc)).not.toMatch(/hash|salt|resetPassword|loginAttempts/)
    const headers = await bearer('new.candidate@example.com')
    expect((await rest('GET', '/users', { headers })).status).toBe(403)
    const access = (await (await rest('GET', '/access', { headers })).json()) as { canAccessAdmin?: boolean }
    expect(access.canAccessAdmin ?? false).toBe(false)
    // A staff account cannot be made from the public site.
    expect((await rest('POST', '/users', { body: { email: 'x@example.com', password: PASSWORD, roles: ['admin'] }, headers })).status).toBe(
      403,
    )
  })

  it('refuse passwords that are short, too long or common, with the reason', async () => {
    const cases: [string, RegExp][] = [
      ['short', /at least 8/],
      ['x'.repeat(129), /at most 128/],
      ['password123', /too common/],
      ['qwertyuiop', /too common/],
    ]
    for (const [password, message] of cases) {
      const response = await rest('POST', '/candidates', {
        body: { email: 'weak@example.com', password, fullName: 'Weak Password' },
        headers: fresh(),
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toMatch(message)
    }
  })

  it('see and change only themselves (guest, candidate A, candidate B, staff) over REST and GraphQL', async () => {
    const a = await signUp('a.matrix@example.com', 'Amal Matrix')
    const b = await signUp('b.matrix@example.com', 'Badr Matrix')
    const asA = await bearer('a.matrix@example.com')

    expect((await rest('GET', '/candidates')).status).toBe(403)
    expect((await rest('GET', `/candidates/${a.id}`)).status).toBe(403)

    const list = (await (await rest('GET', '/candidates', { headers: asA })).json()) as { docs: Doc[] }
    expect(list.docs.map((d) => d.id)).toEqual([a.id])
    const other = await rest('GET', `/candidates/${b.id}`, { headers: asA })
    expect(other.status).not.toBe(200)
    expect(await other.text()).not.toContain('b.matrix@example.com')

    const patch = await rest('PATCH', `/candidates/${b.id}`, { body: { fullName: 'Hacked' }, headers: asA })
    expect(patch.status).not.toBe(200)
    const payload = await getTestPayload()
    expect((await payload.findByID({ collection: 'candidates', id: b.id })).fullName).toBe('Badr Matrix')

    const gqlOther = await graphql<{ Candidate: Doc | null }>(`query { Candidate(id: ${b.id}) { email } }`, { headers: asA })
    expect(gqlOther.data?.Candidate ?? null).toBeNull()
    const gqlList = await graphql<{ Candidates: { docs: Doc[] } }>('query { Candidates { docs { email } } }', { headers: asA })
    expect(gqlList.data?.Candidates.docs.map((d) => d.email)).toEqual(['a.matrix@example.com'])

    const staffList = (await (await rest('GET', '/candidates?limit=100', { headers: recruiter })).json()) as { docs: Doc[] }
    expect(staffList.docs.map((d) => d.email)).toEqual(expect.arrayContaining(['a.matrix@example.com', 'b.matrix@example.com']))
    expect((await rest('GET', '/candidates', { headers: editor })).status).toBe(403)
  })

  it('keep CVs and pictures private: owner, admins and the recruiters of their applications only, over REST, GraphQL and the file URL', async () => {
    const a = await signUp('a.files@example.com', 'Amal Files')
    await signUp('b.files@example.com', 'Badr Files')
    const asA = await bearer('a.files@example.com')
    const asB = await bearer('b.files@example.com')

    const uploaded = await restUpload(
      '/candidate-cvs',
      { name: 'Amal CV.pdf', type: 'application/pdf', data: pdf('first') },
      { headers: asA },
    )
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const cv = (
      (await uploaded.json()) as {
        doc: { id: number; url: string; filename: string; originalName: string; owner: number | { id: number } }
      }
    ).doc
    expect(cv.originalName).toBe('Amal CV.pdf')
    expect(cv.filename).not.toContain('Amal')
    const payload = await getTestPayload()
    expect((await payload.findByID({ collection: 'candidates', id: a.id, depth: 0 })).cv).toBe(cv.id)

    const file = `/candidate-cvs/file/${cv.filename}`
    const ownerDownload = await rest('GET', file, { headers: asA })
    expect(ownerDownload.status).toBe(200)
    expect(ownerDownload.headers.get('cache-control')).toMatch(/private/)
    // A profile CV sent with no application: admins only among staff; a recruiter reads the CVs of their own jobs'
    // applications (access/candidateCvs.ts, tests/int/recruiting.int.test.ts).
    expect((await rest('GET', file, { headers: await signIn(ADMIN.email, ADMIN.password) })).status).toBe(200)
    for (const headers of [asB, editor, recruiter, {}]) expect([401, 403, 404]).toContain((await rest('GET', file, { headers })).status)

    const bList = (await (await rest('GET', '/candidate-cvs', { headers: asB })).json()) as { docs: unknown[] }
    expect(bList.docs).toEqual([])
    const bGql = await graphql<{ CandidateCvs: { docs: unknown[] } }>('query { CandidateCvs { docs { id url } } }', { headers: asB })
    expect(bGql.data?.CandidateCvs.docs ?? []).toEqual([])
    expect((await rest('DELETE', `/candidate-cvs/${cv.id}`, { headers: asB })).status).not.toBe(200)

    // Wrong type and too large are refused; a new CV replaces the old one and its file.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c4654' } })
      .png()
      .toBuffer()
    expect(
      (await restUpload('/candidate-cvs', { name: 'cv.pdf', type: 'application/pdf', data: new Uint8Array(png) }, { headers: asA })).status,
    ).toBe(400)
    const small = pdf()
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set(small.subarray(0, 9))
    big.set(small, big.length - small.length)
    expect((await restUpload('/candidate-cvs', { name: 'big.pdf', type: 'application/pdf', data: big }, { headers: asA })).status).toBe(413)
    const second = await restUpload(
      '/candidate-cvs',
      { name: 'Amal CV 2026.pdf', type: 'application/pdf', data: pdf('second') },
      { headers: asA },
    )
    expect(second.status).toBe(201)
    expect([403, 404]).toContain((await rest('GET', file, { headers: asA })).status)
    expect(await payload.findByID({ collection: 'candidate-cvs', id: cv.id, disableErrors: true })).toBeNull()

    // The picture is cropped to a 512 px square WebP.
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c47f17' } })
      .jpeg()
      .toBuffer()
    const pic = await restUpload(
      '/candidate-pictures',
      { name: 'me.jpg', type: 'image/jpeg', data: new Uint8Array(photo) },
      { headers: asA, fields: { alt: 'Amal smiling' } },
    )
    expect(pic.status, await pic.clone().text()).toBe(201)
    const picDoc = ((await pic.json()) as { doc: { width: number; height: number; mimeType: string; filename: string } }).doc
    expect([picDoc.width, picDoc.height, picDoc.mimeType]).toEqual([512, 512, 'image/webp'])
    expect([401, 403, 404]).toContain((await rest('GET', `/candidate-pictures/file/${picDoc.filename}`, { headers: asB })).status)
    const me = await graphql<{ fetchMe: { profilePic: { url: string; alt: string } } }>(FETCH_ME, { headers: asA })
    expect(me.data?.fetchMe.profilePic.alt).toBe('Amal smiling')
  })

  it('fetchMe and updateMe act on the caller, with the same rules as the profile page', async () => {
    await signUp('gql.me@example.com', 'Samir Gql')
    const headers = await bearer('gql.me@example.com')

    const guest = await graphql(FETCH_ME)
    expect(guest.errors?.[0]?.message).toMatch(/sign in again/)

    const me = await graphql<{ fetchMe: Record<string, unknown> }>(FETCH_ME, { headers })
    expect(me.data?.fetchMe).toEqual({
      fullName: 'Samir Gql',
      phoneNumber_1: null,
      phoneNumber_2: null,
      skills: null,
      city: null,
      state: null,
      email: 'gql.me@example.com',
      profilePic: null,
    })

    const vars = { fullName: 'Samir Gql', city: 'Riyadh', phone: '0501234567', skills: 'Payroll, SAP', state: 'Riyadh Province' }
    const bad = await graphql(UPDATE_ME, { headers, variables: vars })
    expect(bad.errors?.[0]?.message).toBe(
      'Validation failed: Enter a valid phone number with its country code, for example +966 50 123 4567',
    )
    const badAr = await graphql(UPDATE_ME, { headers, variables: { ...vars, city: ' ' }, locale: 'ar' })
    expect(badAr.errors?.[0]?.message).toContain('المدينة مطلوبة.')

    const good = await graphql<{ updateMe: Record<string, unknown> }>(UPDATE_ME, {
      headers,
      variables: { ...vars, phone: '+966 50 123 4567' },
    })
    expect(good.errors).toBeUndefined()
    expect(good.data?.updateMe).toEqual({
      city: 'Riyadh',
      fullName: 'Samir Gql',
      phoneNumber_1: '+966501234567',
      profilePic: null,
      linkedin: null,
      skills: 'Payroll, SAP',
      state: 'Riyadh Province',
    })

    // REST applies the same rules.
    const id = ((await (await rest('GET', '/candidates', { headers })).json()) as { docs: Doc[] }).docs[0]!.id
    const restBad = await rest('PATCH', `/candidates/${id}`, { body: { fullName: 'Sa', phoneNumber_2: '123' }, headers })
    expect(restBad.status).toBe(400)
    const text = await restBad.text()
    expect(text).toContain('Full name must be between 3 and 80 characters.')
    expect(text).toContain('Enter a valid phone number')
    // The email is not the candidate's to change.
    expect((await rest('PATCH', `/candidates/${id}`, { body: { email: 'other@example.com' }, headers })).status).toBe(403)
  })

  it('changePassword needs the current password and ends the other sessions', async () => {
    await signUp('change.pw@example.com', 'Huda Change')
    const here = await bearer('change.pw@example.com')
    const elsewhere = await bearer('change.pw@example.com')
    const mutation = 'mutation($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) }'

    const wrong = await graphql(mutation, { headers: here, variables: { old: 'not my password', new: 'a brand new passphrase' } })
    expect(wrong.errors?.[0]?.message).toBe('The current password is incorrect')
    const weak = await graphql(mutation, { headers: here, variables: { old: PASSWORD, new: 'password1' } })
    expect(weak.errors?.[0]?.message).toMatch(/^Validation failed: This password is too common/)

    const ok = await graphql<{ changePassword: boolean }>(mutation, {
      headers: here,
      variables: { old: PASSWORD, new: 'a brand new passphrase' },
    })
    expect(ok.data?.changePassword).toBe(true)
    expect((await graphql(FETCH_ME, { headers: here })).errors).toBeUndefined()
    expect((await graphql(FETCH_ME, { headers: elsewhere })).errors?.[0]?.message).toMatch(/sign in again/)
    await expect(bearer('change.pw@example.com')).rejects.toThrow(/401/)
    await bearer('change.pw@example.com', 'a brand new passphrase')
  })

  it('forgetPasswordUser answers the same for unknown emails; the emailed token works once', async () => {
    await signUp('forgot.me@example.com', 'Rana Forgot')
    const mutation = 'mutation($email: String!) { forgetPasswordUser(email: $email) }'
    const known = await graphql<{ forgetPasswordUser: boolean }>(mutation, {
      variables: { email: 'forgot.me@example.com' },
      headers: fresh(),
    })
    const unknown = await graphql<{ forgetPasswordUser: boolean }>(mutation, {
      variables: { email: 'nobody.here@example.com' },
      headers: fresh(),
    })
    expect(known).toEqual(unknown)
    expect(known.data?.forgetPasswordUser).toBe(true)

    const payload = await getTestPayload()
    // The reset is prepared after the answer (so both answers take the same time): wait for its token.
    let token: string | undefined
    for (let i = 0; i < 50 && !token; i++) {
      const found = await payload.find({
        collection: 'candidates',
        where: { email: { equals: 'forgot.me@example.com' } },
        showHiddenFields: true,
      })
      token = (found.docs[0] as unknown as { resetPasswordToken?: string }).resetPasswordToken
      if (!token) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(token).toBeTruthy()
    const reset = await rest('POST', '/candidates/reset-password', { body: { token, password: 'a fresh start in jeddah' } })
    expect(reset.status, await reset.clone().text()).toBe(200)
    const again = await rest('POST', '/candidates/reset-password', { body: { token, password: 'another fresh start' } })
    expect(again.status).not.toBe(200)
    await bearer('forgot.me@example.com', 'a fresh start in jeddah')
  })

  it('lose the token on logout', async () => {
    await signUp('logout.lock@example.com', 'Omar Lock')
    const headers = await bearer('logout.lock@example.com')
    expect((await rest('POST', '/candidates/logout', { headers })).status).toBe(200)
    expect((await graphql(FETCH_ME, { headers })).errors?.[0]?.message).toMatch(/sign in again/)
  })

  it('limit sign-in, sign-up and forgot-password attempts per client address', async () => {
    const same = { 'x-forwarded-for': '192.0.2.77' }
    const statuses: number[] = []
    for (let i = 0; i <= allowance('signIn'); i++) {
      const response = await rest('POST', '/candidates/login', {
        body: { email: `nobody${i}@example.com`, password: 'whatever it is' },
        headers: same,
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true)
    const last = await rest('POST', '/candidates/login', { body: { email: 'x@example.com', password: 'whatever it is' }, headers: same })
    expect(last.status).toBe(429)
    expect(await last.text()).toContain('Too many attempts. Please wait a few minutes and try again.')

    const signUps = { 'x-forwarded-for': '192.0.2.78' }
    const codes: number[] = []
    for (let i = 0; i <= allowance('signUp'); i++) {
      const r = await rest('POST', '/candidates', {
        body: { email: `flood${i}@example.com`, password: PASSWORD, fullName: 'Flood Test' },
        headers: signUps,
      })
      codes.push(r.status)
    }
    expect(codes.at(-1)).toBe(429)

    const forgot = 'mutation($email: String!) { forgetPasswordUser(email: $email) }'
    const forgotHeaders = { 'x-forwarded-for': '192.0.2.79' }
    let result: Awaited<ReturnType<typeof graphql>> | undefined
    for (let i = 0; i <= allowance('forgotPassword'); i++)
      result = await graphql(forgot, { variables: { email: 'a@example.com' }, headers: forgotHeaders })
    expect(result?.errors?.[0]?.message).toContain('Too many attempts')
  })

  it('browser sessions: a 7-day Lax sign-in cookie mints 1-hour Strict ID tokens until sign-out', async () => {
    const doc = await signUp('cookie.session@example.com', 'Nora Cookie')
    const payload = await getTestPayload()
    const tokens = await startSession(payload, doc.id)
    const cookie = `${SIGN_IN_COOKIE}=${tokens.signIn!.token}`

    const refreshed = await rest('POST', '/candidates/session/refresh', { headers: { Cookie: cookie } })
    expect(refreshed.status).toBe(200)
    const setCookies = refreshed.headers.getSetCookie()
    const idCookie = setCookies.find((c) => c.startsWith(`${ID_TOKEN_COOKIE}=`))!
    expect(idCookie).toMatch(/Max-Age=3600/)
    expect(idCookie).toMatch(/HttpOnly/)
    expect(idCookie).toMatch(/SameSite=Strict/)
    expect(setCookies.find((c) => c.startsWith(`${AUTH_HINT_COOKIE}=`))).not.toMatch(/HttpOnly/)
    const idToken = idCookie.split(';')[0]!.split('=')[1]!

    // The ID token works as a cookie and as a Bearer token; the sign-in token is not an API token.
    const viaCookie = await graphql<{ fetchMe: { email: string } }>(FETCH_ME, { headers: { Cookie: `${ID_TOKEN_COOKIE}=${idToken}` } })
    expect(viaCookie.data?.fetchMe.email).toBe('cookie.session@example.com')
    expect((await graphql(FETCH_ME, { headers: { Authorization: `Bearer ${idToken}` } })).data).toBeTruthy()
    expect((await graphql(FETCH_ME, { headers: { Authorization: `Bearer ${tokens.signIn!.token}` } })).errors).toBeDefined()
    // From another site, the cookie is not taken.
    expect(
      (await graphql(FETCH_ME, { headers: { Cookie: `${ID_TOKEN_COOKIE}=${idToken}`, Origin: 'https://evil.example' } })).errors,
    ).toBeDefined()

    const logout = await rest('POST', '/candidates/session/logout', { headers: { Cookie: cookie } })
    expect(logout.status).toBe(200)
    expect(logout.headers.getSetCookie().every((c) => /Max-Age=0/.test(c))).toBe(true)
    expect((await rest('POST', '/candidates/session/refresh', { headers: { Cookie: cookie } })).status).toBe(401)
    expect((await graphql(FETCH_ME, { headers: { Authorization: `Bearer ${idToken}` } })).errors).toBeDefined()
  })
})
