import { expect, test, type Page } from '@playwright/test'

import { signUpAndSignIn } from './candidate'

// These tests need the real service worker (the others block it so that page.route sees every request).
test.use({ serviceWorkers: 'allow' })

/**
 * First visit: the worker installs and keeps the page it was installed from. The page records it on `<html>`
 * without a toast (issue 28, item 12: a notice on a first visit landed on whatever the visitor was about to touch).
 */
async function install(page: Page, path: string, ready: string) {
  await page.goto(path)
  // The worker is registered a few seconds after the page has loaded.
  await page.locator('html[data-offline-ready]').waitFor({ state: 'attached', timeout: 20_000 })
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: ready })).toHaveCount(0)
}

test.describe('offline', () => {
  test('visited pages open offline, others show the offline page in the visitor’s language (Arabic)', async ({ page, context }) => {
    await install(page, '/ar', 'أصبح الموقع يعمل دون اتصال')
    const sw = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)
    expect(sw).toMatch(/\/sw\.js$/)
    await page.goto('/ar/jobs')
    const firstJob = (await page.getByTestId('job-card').first().getByRole('heading').textContent())!.trim()

    await context.setOffline(true)
    await page.goto('/ar/jobs')
    await expect(page.getByTestId('job-card').first().getByRole('heading')).toHaveText(firstJob)
    await page.goto('/ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('أنت غير متصل بالإنترنت')

    await page.goto('/ar/about')
    await expect(page.getByTestId('offline-page')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أنت غير متصل بالإنترنت')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await page.goto('/en/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline")

    // Back online, the same address loads the real page.
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/en\/faq\??$/)
    await expect(page.getByTestId('offline-page')).toHaveCount(0)
  })

  test('account pages are never kept: offline, the profile shows the offline page, not the candidate’s details', async ({
    page,
    context,
  }) => {
    const email = `offline-${Date.now()}@example.com`
    await install(page, '/en', 'The site now works offline')
    await signUpAndSignIn(page, { email, fullName: 'Omar Khalid', after: '/en/profile' })
    await page.reload()
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)

    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
      return urls
    })
    expect(cached).toContain('/en')
    expect(cached.filter((path) => /\/(profile|login|saved-jobs)|\/api\/(candidate|applications|users)/.test(path))).toEqual([])

    await context.setOffline(true)
    await page.goto('/en/profile')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline")
    await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0)
    expect(await page.content()).not.toContain(email)
    expect(await page.content()).not.toContain('Omar Khalid')
  })

  test('the site is installable: a manifest in each language with icons', async ({ page, request }) => {
    await page.goto('/ar')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/ar/manifest.webmanifest')
    const manifest = await (await request.get(href!)).json()
    expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/ar', display: 'standalone' })
    expect(manifest.name).toMatch(/^وظائف /)
    const english = await (await request.get('/en/manifest.webmanifest')).json()
    expect(english).toMatchObject({ lang: 'en', dir: 'ltr', start_url: '/en' })
    for (const icon of english.icons as { src: string; sizes: string; type: string }[]) {
      const response = await request.get(icon.src)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
    }
  })

  test('a push to the service worker shows the Arabic notification, right to left, linked to its page', async ({ page, context }) => {
    await install(page, '/ar', 'أصبح الموقع يعمل دون اتصال')
    const origin = new URL(page.url()).origin
    await context.grantPermissions(['notifications'], { origin })
    // The browser's own push path, as the push service would wake it (Chromium's DevTools protocol).
    const cdp = await context.newCDPSession(page)
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = []
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
    await cdp.send('ServiceWorker.enable')
    await expect.poll(() => registrations.filter((r) => !r.isDeleted && r.scopeURL === `${origin}/`).length).toBeGreaterThan(0)
    const { registrationId } = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`)!
    // What the sender sends (features/notify/push.ts, PushPayload) for an Arabic interview reminder.
    const message = {
      title: 'تذكير: مقابلتك لوظيفة مهندس موقع',
      body: 'مقابلتك لوظيفة مهندس موقع غدًا الساعة 10:00 صباحًا.',
      url: `${origin}/ar/profile/applications#interviews`,
      lang: 'ar',
      dir: 'rtl',
      tag: 'interview:e2e:24h',
    }
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) })
    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          lang: n.lang,
          dir: n.dir,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        })),
      )
    await expect.poll(async () => (await shown()).length).toBe(1)
    expect((await shown())[0]).toEqual({
      title: message.title,
      body: message.body,
      lang: 'ar',
      dir: 'rtl',
      tag: message.tag,
      url: message.url,
    })
  })
})
