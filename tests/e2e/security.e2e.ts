import fc from 'fast-check'
import { expect, test, type Page } from '@playwright/test'

import { signUpAndSignIn } from './candidate'

/**
 * Issue 14, items 12 (page paths) and 18 (headers), as a browser and a crawler see them: the CSP lists the
 * hashes of each page's own inline scripts instead of 'unsafe-inline', an injected script does not run, public
 * pages cannot be framed, and no path (however it is encoded) gets a bare 500.
 */
const PAGES = ['/en', '/ar', '/en/jobs', '/ar/jobs', '/en/contact-us', '/ar/blogs', '/en/login']

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? ''

/** Opens `path` and checks its CSP: only the page's own inline scripts (hashes), nothing blocked, not framed. */
async function expectOwnScriptsOnly(page: Page, path: string) {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0])
  const headers = response!.headers()
  const scripts = directive(headers['content-security-policy'] ?? '', 'script-src')
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/)
  expect(directive(headers['content-security-policy'] ?? '', 'frame-ancestors')).toBe("frame-ancestors 'none'")
  expect(headers['x-frame-options']).toBe('DENY')
  // The page's own scripts ran (hydration marks the document, LazySiteScripts) and nothing was blocked.
  await expect(page.locator('html[data-interactive]')).toHaveCount(1)
  expect(violations.filter((v) => v.startsWith('script-src'))).toEqual([])
  return headers
}

test.describe('content security policy', () => {
  for (const path of PAGES) {
    test(`${path} allows only its own inline scripts, and is not framed`, async ({ page }) => {
      await expectOwnScriptsOnly(page, path)
    })
  }

  test('a job page allows only its own inline scripts', async ({ page, request }) => {
    const jobs = await request.get('/api/jobs?where[status][equals]=open&limit=1&depth=0')
    const { docs } = (await jobs.json()) as { docs: { slug: string }[] }
    await expectOwnScriptsOnly(page, `/ar/jobs/${docs[0]!.slug}`)
  })

  test("a signed-in candidate's profile allows only its own inline scripts, and is neither stored nor framed", async ({ page }) => {
    await signUpAndSignIn(page, { email: `csp-${Date.now()}@example.com`, fullName: 'Mona Saleh', after: '/en/profile' })
    const headers = await expectOwnScriptsOnly(page, '/en/profile')
    expect(headers['cache-control']).toBe('private, no-store')
    await expect(page.getByTestId('profile-form')).toBeVisible()
  })

  test('an inline script injected into a page does not run', async ({ page }) => {
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { reportViolation: (t: string) => void }).reportViolation(event.violatedDirective)
      })
    })
    // As if content or a URL had smuggled a script into the HTML: same answer, same headers, one more script.
    await page.route('**/en/jobs', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>')
      await route.fulfill({ response, body: html })
    })
    await page.goto('/en/jobs')
    await expect(page.locator('html[data-interactive]')).toHaveCount(1)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false)
    expect(violations).toContain('script-src-elem')
  })

  test('the admin may frame itself, nothing else may', async ({ request }) => {
    const response = await request.get('/admin/login')
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })
})

test.describe('page paths', () => {
  test('that the router cannot decode get the localized 404 with the site headers, not a bare 500', async ({ page }) => {
    for (const [path, lang] of [
      ['/en/faq/%25', 'en'],
      ['/en/jobs/50%25-remote', 'en'],
      ['/ar/blogs/%E0%A4%A', 'ar'],
      ['/ar/jobs/%C0%AF', 'ar'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      const headers = response!.headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      await expect(page.locator(`html[lang="${lang}"]`)).toHaveCount(1)
      await expect(page.getByText('404').first()).toBeVisible()
    }
  })

  test('never answer 5xx, whatever the path (property-based, fixed seed)', async ({ request }) => {
    const segment = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('%', '%25', '%E0%A4%A', '%C0%AF', '%00', '..', '.', '%2e%2e', '%2F', '~', '[id]', '(site)', '%F0%9F%98%80'),
      fc.stringMatching(/^[a-z0-9-]{1,20}$/),
    )
    const pathArb = fc.tuple(
      fc.constantFrom('/en', '/ar', '', '/api', '/en/jobs', '/ar/blogs', '/en/faq', '/en/services', '/ar/partners'),
      fc.array(segment, { maxLength: 3 }),
    )
    const failures: string[] = []
    await fc
      .assert(
        fc.asyncProperty(pathArb, async ([prefix, segments]) => {
          const path = `${prefix}/${segments.map((s) => s.replace(/[?#\s]/g, '')).join('/')}`
          const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false })
          if (response.status() >= 500) failures.push(`${response.status()} ${path}`)
          return response.status() < 500
        }),
        { seed: 14, numRuns: 200, endOnFailure: false },
      )
      .catch(() => {})
    expect(failures).toEqual([])
  })
})

test.describe('request bodies', () => {
  test('a 250 MB JSON body is refused with a 413 before the server reads it', async () => {
    const { request } = await import('node:http')
    const port = Number(process.env.E2E_PORT ?? 3100)
    const started = Date.now()
    const { status, body, headers } = await new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        const req = request(
          {
            host: 'localhost',
            port,
            method: 'POST',
            path: '/api/graphql',
            headers: { 'content-type': 'application/json', 'content-length': 250 * 1024 * 1024 },
          },
          (res) => {
            let text = ''
            res.on('data', (chunk) => (text += chunk))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }))
          },
        )
        req.on('error', reject)
        req.write('{"query":"' + 'x'.repeat(64 * 1024))
      },
    )
    expect(status).toBe(413)
    expect(body).toContain('The request is too large.')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

test.describe('server actions', () => {
  /** The id of the sign-in form's server action, from the page a visitor without scripts gets. */
  async function signInActionId(request: import('@playwright/test').APIRequestContext) {
    const html = await (await request.get('/en/login')).text()
    const reference = /name="\$ACTION_\d+:0" value="([^"]+)"/.exec(html)?.[1] ?? ''
    const id = (JSON.parse(reference.replaceAll('&quot;', '"')) as { id: string }).id
    expect(id).toMatch(/^[0-9a-f]{20,}$/)
    return id
  }

  test('from another origin are refused with a 403, by scripts or by a plain form post', async ({ request }) => {
    const id = await signInActionId(request)
    const scripted = await request.post('/ar/login', {
      headers: { Origin: 'https://evil.example', 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' },
      data: '[{},{"email":"a@example.com","password":"x"}]',
    })
    expect(scripted.status()).toBe(403)
    expect(await scripted.text()).toContain('لا يمكن إرسال هذا النموذج إلا من هذا الموقع.')
    const plain = await request.post('/en/login', {
      headers: { Origin: 'null' },
      multipart: { email: 'a@example.com', password: 'x' },
    })
    expect(plain.status()).toBe(403)
    expect(await plain.text()).toContain('This form can only be sent from this site.')
    for (const refused of [scripted, plain]) {
      expect(refused.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(refused.headers()['x-frame-options']).toBe('DENY')
      expect(refused.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
  })

  test('with payloads they cannot read get a 4xx with a message, never a 500', async ({ request, baseURL }) => {
    const id = await signInActionId(request)
    const origin = new URL(baseURL!).origin
    const bodies = ['not json at all', '[{"$K', '{"a":', '[' + '['.repeat(5000), '\u0000\u0001']
    for (const data of bodies) {
      const response = await request.post('/en/login', {
        headers: { Origin: origin, 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' },
        data,
      })
      expect(response.status(), data.slice(0, 20)).toBe(400)
      expect(await response.text()).toContain('The form could not be read. Reload the page and try again.')
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
    }
    // Readable, but not what the action takes: answered as an empty form, not a crash.
    const odd = await request.post('/en/login', {
      headers: { Origin: origin, 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' },
      data: '["$@1"]',
    })
    expect(odd.status()).toBeLessThan(500)
    const unknown = await request.post('/en/login', {
      headers: { Origin: origin, 'Next-Action': 'f'.repeat(42), 'Content-Type': 'text/plain;charset=UTF-8' },
      data: '[]',
    })
    expect(unknown.status()).toBeGreaterThanOrEqual(400)
    expect(unknown.status()).toBeLessThan(500)
  })
})

test('/favicon.ico, which browsers ask for by themselves, is an icon (a 404 there is a console error)', async ({ request }) => {
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/^image\//)
})
