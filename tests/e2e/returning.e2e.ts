import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { makePdf } from '../fixtures/pdf'
import { unique } from '../fixtures/people'
import { signUpAndSignIn } from './candidate'

/**
 * Issue 15, item 2: a visitor who signed in within the last 7 days comes back after their 1-hour ID token has
 * expired. Their first save, profile save and apply must work at once, not after the page has refreshed the token.
 */

/** What the browser holds an hour later: the ID token is gone, the sign-in cookie and the (stale) hint remain. */
async function anHourLater(page: Page) {
  const context = page.context()
  await context.clearCookies({ name: 'nk_id' })
  const hint = (await context.cookies()).find((c) => c.name === 'nk_auth')!
  await context.addCookies([{ ...hint, value: String(Math.floor(Date.now() / 1000) - 60) }])
}

/** The page's own refresh of the ID token cannot happen (it has not yet, or the network dropped it). */
const blockRefresh = (page: Page) => page.route('**/api/candidates/session/refresh', (route) => route.abort())
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

const WORDS = {
  en: { saved: 'Your profile has been saved.', send: 'Send my application', success: 'Application Submitted Successfully' },
  ar: { saved: 'تم حفظ ملفك الشخصي.', send: 'أرسل طلبي', success: 'تم إرسال الطلب بنجاح' },
} as const

test.describe('a returning visitor with an expired ID token', () => {
  test('saves a job on the first try, in both languages', async ({ page }) => {
    await signUpAndSignIn(page, { email: unique('returning'), fullName: 'Sara Returning', after: '/en/jobs' })
    for (const locale of ['en', 'ar'] as const) {
      await anHourLater(page)
      // Even when the page's own refresh has not happened (or cannot), the save itself renews the session.
      await page.route('**/api/candidates/session/refresh', (route) => route.abort())
      await page.goto(`/${locale}/jobs`)
      await page
        .getByTestId('save-job')
        .nth(locale === 'en' ? 0 : 1)
        .click()
      await expect(page.locator('[data-sonner-toast]').first()).toContainText(locale === 'en' ? 'Job saved.' : 'تم حفظ الوظيفة.')
      await expect(page.getByText(/Could not update your saved jobs|تعذّر تحديث/)).toHaveCount(0)
      expect((await page.context().cookies()).some((c) => c.name === 'nk_id')).toBe(true)
      await page.unroute('**/api/candidates/session/refresh')
    }
    await page.goto('/en/saved-jobs')
    await expect(page.getByTestId('save-job')).toHaveCount(2)
  })

  for (const locale of ['en', 'ar'] as const) {
    test(`saves the profile, uploads a picture and a CV, then applies, each on the first try (${locale})`, async ({ page }) => {
      test.setTimeout(60_000)
      const words = WORDS[locale]
      await signUpAndSignIn(page, { email: unique(`back-${locale}`), fullName: 'Rania Aziz', after: `/${locale}/profile` })
      await blockRefresh(page)
      // The page was open when the hour passed.
      await anHourLater(page)
      const profile = page.getByTestId('profile-form')
      await profile.locator('[name="phoneNumber_1"]').fill('+966 55 765 4321')
      await profile.locator('[name="skills"]').fill('Recruitment, onboarding')
      await profile.locator('[name="city"]').fill('Jeddah')
      await profile.locator('[name="state"]').fill('Makkah')
      await profile.locator('button[type="submit"]').click()
      await expect(toast(page, words.saved)).toBeVisible()

      // Uploads go to the REST API: the first one renews the ID token too.
      await anHourLater(page)
      await page
        .getByTestId('upload-picture')
        .locator('input[type=file]')
        .setInputFiles({
          name: 'rania.png',
          mimeType: 'image/png',
          buffer: await sharp({ create: { width: 320, height: 320, channels: 3, background: '#137083' } })
            .png()
            .toBuffer(),
        })
      await expect(page.getByTestId('profile-picture')).toBeVisible()
      await anHourLater(page)
      await page
        .getByTestId('upload-cv')
        .locator('input[type=file]')
        .setInputFiles({ name: 'Rania CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Rania')) })
      await expect(page.getByTestId('cv-link')).toContainText('Rania CV.pdf')
      await expect(page.getByTestId('upload-cv').getByRole('alert')).toHaveCount(0)
      expect((await page.context().cookies()).some((c) => c.name === 'nk_id')).toBe(true)

      // Apply, an hour later again: the panel's check and the application itself.
      await anHourLater(page)
      await page.goto(`/${locale}/jobs`)
      await page
        .getByTestId('job-card')
        .nth(locale === 'en' ? 5 : 6)
        .getByRole('heading')
        .getByRole('link')
        .click()
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
      await page.getByTestId('apply').click()
      const form = page.getByTestId('apply-form')
      await expect(form.getByRole('button', { name: words.send })).toBeVisible()
      await anHourLater(page)
      await form.getByRole('button', { name: words.send }).click()
      await expect(page.getByTestId('apply-success')).toContainText(words.success)
    })
  }
})
