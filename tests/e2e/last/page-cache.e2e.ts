import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'

/**
 * The server's page cache (server/pageCache.mjs) answers repeat visits from memory; an edit by staff must show on
 * the very next request, in the page and in the job search, and staff never get a cached page.
 */
async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** Asks until the page cache answers (its compressed forms are made in the background). */
async function cachedText(request: APIRequestContext, path: string) {
  let response = await request.get(path)
  for (let i = 0; i < 20 && response.headers()['x-cache'] !== 'HIT'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    response = await request.get(path)
  }
  expect(response.headers()['x-cache'], path).toBe('HIT')
  return response.text()
}

test('a page staff edit shows the edit on the next request, though it was served from the cache', async ({ playwright, baseURL, page }) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const staff = await playwright.request.newContext({ baseURL })
  const headers = await staffHeaders(staff)
  const faqs = (await (await staff.get('/api/faqs?limit=1&depth=0&locale=en&sort=order', { headers })).json()) as {
    docs: { id: number; question: string }[]
  }
  const faq = faqs.docs[0]!
  const edited = `${faq.question.slice(0, 150)} (edited ${Date.now()})`

  try {
    expect(await cachedText(visitor, '/en/faq')).toContain(faq.question.replace(/'/g, '&#x27;'))
    // Staff (signed in) are never answered from the cache.
    expect((await staff.get('/en/faq', { headers })).headers()['x-cache']).toBeUndefined()

    expect((await staff.patch(`/api/faqs/${faq.id}?locale=en`, { headers, data: { question: edited } })).status()).toBe(200)

    const next = await visitor.get('/en/faq')
    expect(next.headers()['x-cache']).toBeUndefined()
    expect(await next.text()).toContain(edited.replace(/'/g, '&#x27;'))
    await page.goto('/en/faq')
    await expect(page.getByText(edited)).toBeVisible()
  } finally {
    await staff.patch(`/api/faqs/${faq.id}?locale=en`, { headers, data: { question: faq.question } })
  }
})

test('a job staff rename is found by the cached search at once, in both languages', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const staff = await playwright.request.newContext({ baseURL })
  const headers = await staffHeaders(staff)
  const jobs = (await (await staff.get('/api/jobs?where[status][equals]=open&limit=1&depth=0&locale=en', { headers })).json()) as {
    docs: { id: number; title: string }[]
  }
  const job = jobs.docs[0]!
  const word = `zephyrine${Date.now().toString(36)}`
  const search = `/en/jobs?q=${word}`

  try {
    // The bare list and a search are cached pages; the search finds nothing yet.
    await cachedText(visitor, '/en/jobs')
    expect(await cachedText(visitor, search)).toContain('data-testid="no-jobs"')

    expect((await staff.patch(`/api/jobs/${job.id}?locale=en`, { headers, data: { title: `${job.title} ${word}` } })).status()).toBe(200)

    const found = await (await visitor.get(search)).text()
    expect(found).not.toContain('data-testid="no-jobs"')
    expect(found).toContain(word)
    // The same search written differently is the page already drawn for it: not drawn again (the server's page cache
    // keys it by the normalised search; while its compressed forms are being made, Next.js answers from its cache).
    const variant = await visitor.get(`/en/jobs?utm_source=mail&q=%20${word}%20%20`)
    expect([variant.headers()['x-cache'], variant.headers()['x-nextjs-cache']]).toContain('HIT')
    expect(await variant.text()).toContain(word)
  } finally {
    await staff.patch(`/api/jobs/${job.id}?locale=en`, { headers, data: { title: job.title } })
  }
})
