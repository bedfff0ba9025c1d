import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import { startSecondServer } from './secondServer'

import { rateLimitPolicies } from '../../src/lib/rateLimit'
import { CANDIDATE_PASSWORD } from '../fixtures/people'

/**
 * Issue 14, item 4, on the real server (server/index.mjs, which appends the socket's address as the last hop): a
 * client that writes a new left-most X-Forwarded-For on every request is still one client, and gets its 429 after
 * the same number of sign-ins, sign-ups, reset requests and contact messages as one that writes none. This file runs
 * a second server of the same build and database with the limits at their production values (the main one
 * multiplies them for the rest of the suite), on a free port, and stops it at the end.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let stop: (() => Promise<void>) | undefined
let origin: string
let api: APIRequestContext

/** A different made-up first hop each time, sometimes with a made-up proxy after it. */
const spoofed = (i: number) => (i % 2 ? `198.51.100.${i}` : `203.0.113.${i}, 10.0.0.${i}`)

test.beforeAll(async () => {
  ;({ origin, api, stop } = await startSecondServer({ TRUSTED_PROXIES: '0' }))
})

test.afterAll(async () => {
  await stop?.()
})

async function untilRefused(allowance: number, send: (i: number) => Promise<number>) {
  const statuses: number[] = []
  for (let i = 0; i <= allowance; i++) statuses.push(await send(i))
  return statuses
}

test('sign-in: a new left-most X-Forwarded-For each time still meets the per-address limit', async () => {
  const allowance = rateLimitPolicies.signIn.points
  const statuses = await untilRefused(allowance, async (i) =>
    (
      await api.post('/api/candidates/login', {
        headers: { 'X-Forwarded-For': spoofed(i) },
        data: { email: `nobody-${i}@example.com`, password: 'not a password at all' },
      })
    ).status(),
  )
  expect(statuses.slice(0, allowance)).toEqual(Array(allowance).fill(401))
  expect(statuses.at(-1)).toBe(429)
})

test('sign-up: the same', async () => {
  const allowance = rateLimitPolicies.signUp.points
  const stamp = Date.now()
  const statuses = await untilRefused(allowance, async (i) =>
    (
      await api.post('/api/candidates', {
        headers: { 'X-Forwarded-For': spoofed(i) },
        data: { email: `spoofer-${stamp}-${i}@example.com`, password: CANDIDATE_PASSWORD, fullName: 'Spoof Test' },
      })
    ).status(),
  )
  expect(statuses.slice(0, allowance)).toEqual(Array(allowance).fill(201))
  expect(statuses.at(-1)).toBe(429)
})

test('forgot-password: the same', async () => {
  const allowance = rateLimitPolicies.forgotPassword.points
  const statuses = await untilRefused(allowance, async (i) =>
    (
      await api.post('/api/candidates/forgot-password', {
        headers: { 'X-Forwarded-For': spoofed(i) },
        data: { email: `someone-${i}@example.com` },
      })
    ).status(),
  )
  expect(statuses.slice(0, allowance)).toEqual(Array(allowance).fill(200))
  expect(statuses.at(-1)).toBe(429)
})

test('the contact form, sent by a browser without scripts: the same', async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false })
  const page = await context.newPage()
  const allowance = rateLimitPolicies.contact.points
  for (let i = 0; i <= allowance; i++) {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': spoofed(i) })
    await page.goto('/en/contact-us')
    const form = page.getByTestId('contact-form')
    await form.locator('#name').fill('Spoof Test')
    await form.locator('#email').fill(`contact-spoof-${i}@example.com`)
    await form.locator('#phone').fill('050 123 4567')
    await form.locator('#subject').selectOption({ index: 1 })
    await form.locator('#message').fill(`A message from a client that changes its header, number ${i}.`)
    await form.getByRole('button', { name: 'Send message' }).click()
    if (i < allowance) await expect(page.getByTestId('contact-success'), `message ${i + 1}`).toBeVisible()
    else
      await expect(page.getByTestId('contact-error')).toHaveText(
        'Too many messages from your connection. Please wait 10 minutes and try again.',
      )
  }
  await context.close()
})
