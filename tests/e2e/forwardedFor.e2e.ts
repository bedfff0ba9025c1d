import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

import { expect, request as requests, test, type APIRequestContext, type Browser } from '@playwright/test'

import config from '../../playwright.config'
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

const ROOT = path.resolve(import.meta.dirname, '../..')
let server: ChildProcess
let origin: string
let api: APIRequestContext

/** A different made-up first hop each time, sometimes with a made-up proxy after it. */
const spoofed = (i: number) => (i % 2 ? `198.51.100.${i}` : `203.0.113.${i}, 10.0.0.${i}`)

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

test.beforeAll(async () => {
  const port = await freePort()
  origin = `http://localhost:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(config.webServer as { env: Record<string, string> }).env,
    SERVER_URL: origin,
    TRUSTED_PROXIES: '0',
  }
  delete env.RATE_LIMIT_SCALE
  server = spawn(process.execPath, ['server/index.mjs', '-p', String(port)], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
  api = await requests.newContext({ baseURL: origin })
  const deadline = Date.now() + 90_000
  for (;;) {
    const ready = await api.get('/en', { timeout: 10_000 }).catch(() => null)
    if (ready?.ok()) break
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('The second server did not start')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
})

test.afterAll(async () => {
  await api?.dispose()
  server?.kill('SIGTERM')
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
