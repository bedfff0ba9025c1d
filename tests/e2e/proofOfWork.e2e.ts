import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { CANDIDATE_PASSWORD, unique } from '../fixtures/people'
import { startSecondServer } from './secondServer'

/**
 * Issue 26, finding 8, in the browser: past the per-address sign-up threshold the form asks for a proof-of-work
 * challenge, loads the ALTCHA widget then (not with the page), shows it in the page's language, solves it, and the
 * next submit creates the account. Without scripts the answer asks to turn JavaScript on.
 *
 * Like forwardedFor.e2e.ts this runs a second server of the same build with the limits at their production values,
 * here behind one "proxy" (TRUSTED_PROXIES=1), so each test picks its client address with X-Forwarded-For and
 * uses up that address's threshold alone, without touching the main server's counts.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let stop: (() => Promise<void>) | undefined
let origin: string
let api: APIRequestContext

test.beforeAll(async () => {
  ;({ origin, api, stop } = await startSecondServer({ TRUSTED_PROXIES: '1' }))
})

test.afterAll(async () => {
  await stop?.()
})

/** Spends the address's sign-up threshold with sign-ups the server refuses at once (a common password). */
async function spendThreshold(address: string) {
  for (let i = 0; i < 5; i++) {
    const response = await api.post('/api/candidates', {
      headers: { 'X-Forwarded-For': address },
      data: { email: unique('threshold'), password: 'password123', fullName: 'Threshold Test' },
    })
    expect(response.status()).toBe(400)
  }
}

async function visitor(browser: Browser, address: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled, extraHTTPHeaders: { 'X-Forwarded-For': address } })
  return { context, page: await context.newPage() }
}

async function fillArabicSignUp(page: Page, email: string) {
  const form = page.getByTestId('sign-up-form')
  await form.getByLabel('الاسم الكامل').fill('سارة الكعبي')
  await form.getByLabel('البريد الإلكتروني').fill(email)
  await form.getByLabel('كلمة المرور', { exact: true }).fill(CANDIDATE_PASSWORD)
  await form.getByLabel('تأكيد كلمة المرور').fill(CANDIDATE_PASSWORD)
  return form
}

test('past the threshold the Arabic sign-up asks for a challenge, solves it in the page and signs up', async ({ browser }) => {
  const address = '100.64.20.1'
  await spendThreshold(address)
  const { context, page } = await visitor(browser, address)
  const scripts: string[] = []
  const scriptBytes: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    scripts.push(request.url())
    scriptBytes.push(request.sizes().then((sizes) => sizes.responseBodySize))
  })
  await page.goto('/ar/signup')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // The widget, its styles and its worker are not part of the page's first load.
  const altchaStyles = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.cssText.includes('.altcha'))
        } catch {
          return false
        }
      }),
    )
  expect(await page.evaluate(() => Boolean(customElements.get('altcha-widget')))).toBe(false)
  expect(await altchaStyles()).toBe(false)
  const firstLoad = [...scripts]
  const firstLoadBytes = (await Promise.all(scriptBytes)).reduce((sum, bytes) => sum + bytes, 0)
  test.info().annotations.push({ type: 'first-load JS of /ar/signup (bytes as sent)', description: String(firstLoadBytes) })

  const form = await fillArabicSignUp(page, unique('open-day'))
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click()
  await expect(form.getByRole('alert')).toContainText('يُجري متصفحك تحققًا سريعًا أدناه')
  const widget = form.locator('altcha-widget')
  await expect(widget).toBeVisible()
  expect(scripts.length).toBeGreaterThan(firstLoad.length)
  expect(await altchaStyles()).toBe(true)
  const widgetBytes = (await Promise.all(scriptBytes)).reduce((sum, bytes) => sum + bytes, 0) - firstLoadBytes
  test.info().annotations.push({ type: 'JS loaded with the widget (bytes as sent)', description: String(widgetBytes) })
  // Solved by itself at once, its words in Arabic, drawn right-to-left: the box on the right of its label.
  await expect(widget.getByText('تم التحقق. يمكنك إرسال النموذج.')).toBeVisible({ timeout: 30_000 })
  const box = (await widget.locator('input[type="checkbox"]').boundingBox())!
  const label = (await widget.getByText('تم التحقق. يمكنك إرسال النموذج.').boundingBox())!
  expect(box.x).toBeGreaterThan(label.x)

  await form.getByRole('button', { name: 'إنشاء الحساب' }).click()
  await expect(page).toHaveURL(/\/ar\/profile$/)
  await context.close()
})

test('submitting before the widget has finished waits for it, in English', async ({ browser }) => {
  const address = '100.64.20.2'
  await spendThreshold(address)
  const { context, page } = await visitor(browser, address)
  await page.goto('/en/signup')
  const form = page.getByTestId('sign-up-form')
  await form.getByLabel('Full name').fill('Omar Saleh')
  await form.getByLabel('Email').fill(unique('campus'))
  await form.getByLabel('Password', { exact: true }).fill(CANDIDATE_PASSWORD)
  await form.getByLabel('Confirm password').fill(CANDIDATE_PASSWORD)
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(form.getByRole('alert')).toContainText('your browser does a quick check below')
  await expect(form.locator('altcha-widget')).toBeVisible()
  // Sent again at once: the form solves (or waits for) the challenge before it posts.
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/en\/profile$/, { timeout: 30_000 })
  await context.close()
})

test('without scripts, past the threshold the answer asks to turn JavaScript on or try later', async ({ browser }) => {
  const address = '100.64.20.3'
  await spendThreshold(address)
  const { context, page } = await visitor(browser, address, false)
  await page.goto('/ar/signup')
  const form = await fillArabicSignUp(page, unique('noscript'))
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click()
  await expect(page.getByTestId('sign-up-form').getByRole('alert')).toContainText('فعِّل JavaScript ثم أرسل النموذج مرة أخرى، أو حاول لاحقًا')
  await expect(page).toHaveURL(/\/ar\/signup/)
  await context.close()
})
