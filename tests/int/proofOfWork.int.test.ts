import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { translator } from '@/i18n/messages'
import { allowance } from '@/lib/rateLimit'

import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { nextRequest as request } from './helpers/nextMocks'

/**
 * Issue 26, finding 8: per-address limits that a whole mobile network shares. Past the per-address threshold, a
 * sign-up or sign-in goes on with a solved proof-of-work challenge (lib/proofOfWork.ts) instead of being refused,
 * up to a much higher ceiling; a script that does not solve one is refused; a solution works once.
 *
 * The forms' server actions run here as Next.js runs them, with the request's headers (the client address) and
 * cookies standing in for `next/headers`, and next-intl's request functions for the page's locale.
 */
vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))

const { signInAction, signUpAction } = await import('@/features/accounts/actions')

const PASSWORD = 'saffron tea by the sea 4'
/** Addresses from the shared address space carrier-grade NAT uses (RFC 6598). */
const from = (address: string) => {
  request.headers = new Headers({ 'x-forwarded-for': address })
  request.cookies.clear()
}

async function challenge(purpose: 'signUp' | 'signIn'): Promise<Challenge> {
  const response = await rest('GET', `/candidates/challenge?purpose=${purpose}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return (await response.json()) as Challenge
}

/** What the widget puts in the form's `altcha` field once it has solved a challenge. */
async function solved(purpose: 'signUp' | 'signIn'): Promise<string> {
  const fresh = await challenge(purpose)
  const solution = await solveChallenge({ challenge: fresh, deriveKey })
  expect(solution).not.toBeNull()
  return Buffer.from(JSON.stringify({ challenge: fresh, solution })).toString('base64')
}

const signUp = (email: string, altcha?: string | null) =>
  signUpAction({ fullName: 'Open Day Student', email, password: PASSWORD, confirmPassword: PASSWORD }, null, altcha)

describe('many people behind one address (carrier-grade NAT)', () => {
  beforeAll(async () => {
    await getTestPayload()
  })

  it('let 200 sign-ups from one address through within the hour when each solves a challenge, and refuse a script that does not', async () => {
    from('100.64.0.1')
    const threshold = allowance('signUp')
    // Up to the threshold, no challenge is asked for.
    for (let i = 0; i < threshold; i++) expect(await signUp(`open-day-${i}@example.com`)).toMatchObject({ ok: true })
    // Past it, a script that does not solve the challenge is refused, every time, and creates nothing.
    for (let i = 0; i < 3; i++) expect(await signUp(`script-${i}@example.com`)).toEqual({ ok: false, formError: 'challengeRequired' })
    expect(await signUp('script-bad@example.com', 'not a solution')).toEqual({ ok: false, formError: 'challengeRequired' })
    // 200 people who each solve one all get their account, four at a time as at a real open day.
    const results: boolean[] = []
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        [0, 1, 2, 3].map(async (j) => {
          const n = batch * 4 + j
          return signUp(`solved-${n}@example.com`, await solved('signUp'))
        }),
      )
      results.push(...answers.map((answer) => answer.ok))
    }
    expect(results.filter(Boolean).length).toBe(200)
    const payload = await getTestPayload()
    const made = await payload.count({ collection: 'candidates', where: { email: { like: 'solved-' } }, overrideAccess: true })
    expect(made.totalDocs).toBe(200)
    const scripts = await payload.count({ collection: 'candidates', where: { email: { like: 'script-' } }, overrideAccess: true })
    expect(scripts.totalDocs).toBe(0)
    // And still none without a solution.
    expect(await signUp('script-after@example.com')).toEqual({ ok: false, formError: 'challengeRequired' })
  }, 600_000)

  it('refuse a solved challenge the second time it is used, and one solved for another purpose', async () => {
    from('100.64.0.2')
    for (let i = 0; i < allowance('signUp'); i++) await signUp(`replay-warmup-${i}@example.com`)
    const once = await solved('signUp')
    expect(await signUp('replay-1@example.com', once)).toMatchObject({ ok: true })
    expect(await signUp('replay-2@example.com', once)).toEqual({ ok: false, formError: 'challengeRequired' })
    // From another address sharing nothing with the first: still used.
    from('100.64.0.3')
    for (let i = 0; i < allowance('signUp'); i++) await signUp(`replay-other-${i}@example.com`)
    expect(await signUp('replay-3@example.com', once)).toEqual({ ok: false, formError: 'challengeRequired' })
    // A sign-in challenge does not open sign-up.
    expect(await signUp('replay-4@example.com', await solved('signIn'))).toEqual({ ok: false, formError: 'challengeRequired' })
    // A challenge whose signed fields were changed (its purpose here) is not ours.
    const forged = JSON.parse(Buffer.from(await solved('signIn'), 'base64').toString()) as { challenge: Challenge }
    forged.challenge.parameters.data = { purpose: 'signUp' }
    const tampered = Buffer.from(JSON.stringify(forged)).toString('base64')
    expect(await signUp('replay-5@example.com', tampered)).toEqual({ ok: false, formError: 'challengeRequired' })
  }, 120_000)

  it('hold the hard ceiling per address even with solved challenges (REST, solution in the X-Altcha header)', async () => {
    const address = '100.64.0.4'
    const attempt = async (i: number, altcha?: string) =>
      rest('POST', '/candidates', {
        // A common password: Payload refuses it at once after the address was counted, so the run stays short.
        body: { email: `ceiling-${i}@example.com`, password: 'password123', fullName: 'Ceiling Test' },
        headers: { 'x-forwarded-for': address, ...(altcha ? { 'x-altcha': altcha } : {}) },
      })
    const ceiling = allowance('signUpCeiling')
    expect(ceiling).toBeGreaterThanOrEqual(200)
    for (let i = 0; i < allowance('signUp'); i++) expect((await attempt(i)).status).toBe(400)
    const asked = await attempt(-1)
    expect(asked.status).toBe(429)
    const body = await asked.text()
    expect(body).toContain('/api/candidates/challenge?purpose=signUp')
    expect(body).toContain('x-altcha')
    for (let i = allowance('signUp'); i < ceiling; i++) expect((await attempt(i, await solved('signUp'))).status, `attempt ${i}`).toBe(400)
    const over = await attempt(ceiling, await solved('signUp'))
    expect(over.status).toBe(429)
    const refusal = await over.text()
    expect(refusal).toContain(translator('en', 'Account')('rateLimited'))
    // A refusal, not a request for a challenge that would not be accepted.
    expect(refusal).not.toContain('/api/candidates/challenge')
    // Past the ceiling, the form's answer is the plain refusal too, not a request for a challenge it would not accept.
    from(address)
    expect(await signUp('ceiling-form@example.com', await solved('signUp'))).toEqual({ ok: false, formError: 'rateLimited' })
    expect(await signUp('ceiling-form2@example.com')).toEqual({ ok: false, formError: 'rateLimited' })
  }, 300_000)

  it('let sign-ins past the per-address threshold through with a solved challenge, and keep the per-account throttle', async () => {
    const payload = await getTestPayload()
    await payload.create({
      collection: 'candidates',
      data: { email: 'campus@example.com', password: PASSWORD, fullName: 'Campus Student' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'candidates',
      data: { email: 'guessed@example.com', password: PASSWORD, fullName: 'Guessed Student' },
      overrideAccess: true,
    })
    from('100.64.0.5')
    for (let i = 0; i < allowance('signIn'); i++) {
      expect(await signInAction({ email: `nobody-${i}@example.com`, password: 'not the password' })).toEqual({
        ok: false,
        formError: 'invalidCredentials',
      })
    }
    const signIn = (email: string, password: string, altcha?: string) => signInAction({ email, password }, null, altcha)
    expect(await signIn('campus@example.com', PASSWORD)).toEqual({ ok: false, formError: 'challengeRequired' })
    expect(await signIn('campus@example.com', PASSWORD, await solved('signIn'))).toMatchObject({ ok: true, name: 'Campus Student' })
    // A sign-up challenge does not open sign-in.
    expect(await signIn('campus@example.com', PASSWORD, await solved('signUp'))).toEqual({ ok: false, formError: 'challengeRequired' })

    // Per account and address, five wrong passwords still close that pair, challenge or not.
    for (let i = 0; i < allowance('signInFailures'); i++) {
      expect(await signIn('guessed@example.com', `guess ${i}`, await solved('signIn'))).toEqual({
        ok: false,
        formError: 'invalidCredentials',
      })
    }
    expect(await signIn('guessed@example.com', PASSWORD, await solved('signIn'))).toEqual({ ok: false, formError: 'invalidCredentials' })
    // The owner, from another address, is not affected.
    from('100.64.0.6')
    expect(await signIn('guessed@example.com', PASSWORD)).toMatchObject({ ok: true })

    // The REST path: 429 without a solution past the threshold, 200 with one in the X-Altcha header.
    const login = async (altcha?: string) =>
      rest('POST', '/candidates/login', {
        body: { email: 'campus@example.com', password: PASSWORD },
        headers: { 'x-forwarded-for': '100.64.0.7', ...(altcha ? { 'x-altcha': altcha } : {}) },
      })
    for (let i = 0; i < allowance('signIn'); i++) expect((await login()).status).toBe(200)
    expect((await login()).status).toBe(429)
    expect((await login(await solved('signIn'))).status).toBe(200)
  }, 300_000)

  it('answer an unknown purpose with a 400, and give each caller a new challenge', async () => {
    expect((await rest('GET', '/candidates/challenge?purpose=contact')).status).toBe(400)
    expect((await rest('GET', '/candidates/challenge')).status).toBe(400)
    const [a, b] = [await challenge('signUp'), await challenge('signUp')]
    expect(a.signature).not.toBe(b.signature)
    expect(a.parameters.expiresAt! - Date.now() / 1000).toBeGreaterThan(9 * 60)
    expect(a.parameters.expiresAt! - Date.now() / 1000).toBeLessThanOrEqual(10 * 60)
  })
})
