import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { describe, expect, it } from 'vitest'

// The module reads the validated environment (lib/env.ts): a secret of its own, and no data folder in the checkout.
process.env.PAYLOAD_SECRET = 'unit-tests-secret-0123456789abcdef0123'
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'pow-unit-'))
delete process.env.REDIS_URL

const { admitAttempt, CHALLENGE_LIFETIME_SECONDS, CHALLENGE_WORK, newChallenge, redeemSolution } = await import('./proofOfWork')
const { allowance } = await import('./rateLimit')

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey })
  expect(solution).not.toBeNull()
  return solution!
}

async function solved(purpose: 'signUp' | 'signIn', now?: number) {
  const challenge = await newChallenge(purpose, now)
  return encode({ challenge, solution: await solve(challenge) })
}

describe('proof-of-work challenges', () => {
  it('are signed, for one purpose, expire after ten minutes and take a bounded amount of work', async () => {
    const before = Math.floor(Date.now() / 1000)
    const challenge = await newChallenge('signUp')
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.algorithm).toBe('SHA-256')
    expect(challenge.parameters.data).toEqual({ purpose: 'signUp' })
    expect(challenge.parameters.expiresAt! - before).toBeGreaterThanOrEqual(CHALLENGE_LIFETIME_SECONDS)
    expect(challenge.parameters.expiresAt! - before).toBeLessThanOrEqual(CHALLENGE_LIFETIME_SECONDS + 1)
    const { counter } = await solve(challenge)
    expect(counter).toBeGreaterThanOrEqual(CHALLENGE_WORK.counter.min)
    expect(counter).toBeLessThanOrEqual(CHALLENGE_WORK.counter.max)
  })

  it('redeem a solution once, for its own purpose only', async () => {
    const payload = await solved('signIn')
    expect(await redeemSolution('signUp', payload)).toBe(false)
    expect(await redeemSolution('signIn', payload)).toBe(true)
    expect(await redeemSolution('signIn', payload)).toBe(false)
    // Two at the same instant: one wins.
    const twice = await solved('signIn')
    expect((await Promise.all([redeemSolution('signIn', twice), redeemSolution('signIn', twice)])).sort()).toEqual([false, true])
  })

  it('refuse expired, tampered, wrong and unreadable solutions', async () => {
    const elevenMinutesAgo = Date.now() - 11 * 60 * 1000
    expect(await redeemSolution('signUp', await solved('signUp', elevenMinutesAgo))).toBe(false)

    const challenge = await newChallenge('signUp')
    const solution = await solve(challenge)
    const easier = { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } }
    expect(await redeemSolution('signUp', encode({ challenge: easier, solution }))).toBe(false)
    expect(await redeemSolution('signUp', encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }))).toBe(false)
    expect(await redeemSolution('signUp', encode({ challenge: { ...challenge, signature: undefined }, solution }))).toBe(false)
    // Made by someone with another key: not ours.
    const foreign = { ...challenge, signature: 'ab'.repeat(32) }
    expect(await redeemSolution('signUp', encode({ challenge: foreign, solution }))).toBe(false)
    for (const junk of [undefined, null, '', 'not base64 at all', encode('text'), encode({ challenge: {} }), 42, 'A'.repeat(10_000)]) {
      expect(await redeemSolution('signUp', junk)).toBe(false)
    }
    // The genuine one still works (none of the above spent it).
    expect(await redeemSolution('signUp', encode({ challenge, solution }))).toBe(true)
  })

  it('admit attempts within the threshold, past it only with a solution, and never past the ceiling', async () => {
    const address = '100.64.1.1'
    for (let i = 0; i < allowance('signIn'); i++) expect(await admitAttempt('signIn', address)).toBe('admitted')
    expect(await admitAttempt('signIn', address)).toBe('challenge')
    expect(await admitAttempt('signIn', address, 'garbage')).toBe('challenge')
    expect(await admitAttempt('signIn', address, await solved('signIn'))).toBe('admitted')
    // Another address is counted on its own.
    expect(await admitAttempt('signIn', '100.64.1.2')).toBe('admitted')
    // Up to the ceiling with solutions; past it, refused with one and without.
    const left = allowance('signInCeiling') - allowance('signIn') - 1
    for (let i = 0; i < left; i++) expect(await admitAttempt('signIn', address, await solved('signIn'))).toBe('admitted')
    expect(await admitAttempt('signIn', address, await solved('signIn'))).toBe('refused')
    expect(await admitAttempt('signIn', address)).toBe('refused')
  }, 120_000)
})
