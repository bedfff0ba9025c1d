import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

process.env.PAYLOAD_SECRET = 'unit-tests-secret-0123456789abcdef0123'
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'rate-limit-unit-'))
delete process.env.REDIS_URL

describe('rate limits', () => {
  it('count in one place per process, however many copies of the module the build made', async () => {
    // The production build gives each route its own copy of this module (the REST route, a page's server actions).
    const restRoute = await import('./rateLimit')
    vi.resetModules()
    const signUpPage = await import('./rateLimit')
    expect(signUpPage).not.toBe(restRoute)
    for (let i = 0; i < restRoute.allowance('signUp'); i++) await restRoute.consumeRateLimit('signUp', '100.64.3.1')
    expect(await signUpPage.consumedPoints('signUp', '100.64.3.1')).toBe(restRoute.allowance('signUp'))
    await expect(signUpPage.consumeRateLimit('signUp', '100.64.3.1')).rejects.toBeInstanceOf(signUpPage.RateLimitedError)
  })
})
