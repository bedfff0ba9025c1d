import { spawn, type ChildProcess } from 'node:child_process'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * Issue 26, finding 3: anonymous requests must not fill the disk, and an instance serves only what it rendered for
 * its own origin. Run against the production build (the site's server on localhost, nothing else is asked).
 */
const PROBES = Number(process.env.CACHE_PROBES ?? 1000)
const BUILD = path.resolve('.next')
const SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? 3103)

/** Bytes under a folder (files only). */
async function folderBytes(folder: string): Promise<number> {
  let total = 0
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size
  }
  return total
}

/** Asks every path, four at a time; returns the statuses seen. */
async function askAll(request: APIRequestContext, paths: string[]) {
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    for (let i = next++; i < paths.length; i = next++) {
      const response = await request.get(paths[i]!, { maxRedirects: 0, timeout: 30_000 })
      await response.body()
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return Object.fromEntries(statuses)
}

const random = () => Math.random().toString(36).slice(2, 10)

test('1,000 unknown slugs and 1,000 new job searches grow the build folder by at most a few MB', async ({ request }) => {
  test.setTimeout(15 * 60_000)
  // Slugs of every dynamic route that Next.js caches per slug, in both languages; searches in both languages.
  const routes = ['blogs', 'faq', 'jobs', 'member', 'partners', 'services', 'assesments']
  const unknown = Array.from({ length: PROBES }, (_, i) => `/${i % 2 ? 'ar' : 'en'}/${routes[i % routes.length]}/nope-${random()}`)
  const searches = Array.from({ length: PROBES }, (_, i) => `/${i % 2 ? 'ar' : 'en'}/jobs?q=${random()}&utm_source=probe`)
  // Warm up: the routes' code and the not-found page are loaded and cached once.
  await askAll(request, [...unknown.slice(0, 14).map((p) => `${p}-warm`), '/en/jobs?q=warm', '/ar/jobs?q=warm'])
  const before = await folderBytes(BUILD)

  const startedAt = Date.now()
  const notFound = await askAll(request, unknown)
  const found = await askAll(request, searches)
  // Next.js writes its cache files after the answer: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const grown = (await folderBytes(BUILD)) - before
  console.log(
    `cache growth: ${PROBES} unknown slugs ${JSON.stringify(notFound)}, ${PROBES} searches ${JSON.stringify(found)},`,
    `${((Date.now() - startedAt) / 1000).toFixed(0)} s, .next grew by ${(grown / 1024 / 1024).toFixed(2)} MB`,
  )
  expect(notFound).toEqual({ 404: PROBES })
  expect(found).toEqual({ 200: PROBES })
  expect(grown).toBeLessThan(3 * 1024 * 1024)
})

test.describe('a second instance started from the same build with another SERVER_URL', () => {
  let second: ChildProcess | undefined
  test.afterAll(async () => {
    if (!second || second.exitCode !== null) return
    const exited = new Promise((resolve) => second!.once('exit', resolve))
    second.kill('SIGTERM')
    await exited
  })

  test('serves pages with its own canonical links, never those the first instance rendered', async ({ request }) => {
    test.setTimeout(180_000)
    const first = test.info().project.use.baseURL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`
    const origin = `http://localhost:${SECOND_PORT}`
    const paths = ['/en/about', '/ar/faq', '/en/jobs?q=engineer', '/ar/contact-us']
    // The first instance renders them (and, with a shared cache folder, would store them there).
    for (const page of paths) expect((await request.get(`${first}${page}`)).status(), page).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1000))

    const env = test.info().config.webServer?.env ?? {}
    second = spawn(process.execPath, ['server/index.mjs', '-p', String(SECOND_PORT)], {
      env: { ...process.env, ...env, SERVER_URL: origin, JOBS_AUTORUN: 'false', METRICS_PORT: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    second.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)))
    await expect
      .poll(async () => (await request.get(`${origin}/api/health`).catch(() => null))?.status(), { timeout: 120_000, message: errors })
      .toBe(200)

    for (const page of paths) {
      const html = await (await request.get(`${origin}${page}`)).text()
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      expect(canonical, page).toMatch(new RegExp(`^${origin}/`))
      expect(html, page).not.toContain(first)
    }
  })
})
