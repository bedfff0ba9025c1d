import { readFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'

import { CANDIDATE_PASSWORD } from '../fixtures/people'

/**
 * Issue 29, at 390 px in both languages: a candidate signs up agreeing that their profile may be kept, saves a job
 * alert (which records consent to job alerts), sees both consents on /profile, withdraws job alerts (in English
 * with scripts, in Arabic before scripts load: a plain POST form) and sees the alerts gone, the consent withdrawn
 * and the history; "Download my data" has the whole history.
 */
test.use({ viewport: { width: 390, height: 844 } })

const TEXT = {
  en: {
    fullName: 'Full name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    create: 'Create account',
    keep: 'Keep my profile for future roles',
    alerts: 'Job alerts',
    withdrawn: 'Your consent was withdrawn.',
    given: /^Given on /,
    withdrawnOn: /^Withdrawn on /,
    history: 'History',
  },
  ar: {
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    create: 'إنشاء الحساب',
    keep: 'الاحتفاظ بملفي لوظائف مستقبلية',
    alerts: 'تنبيهات الوظائف',
    withdrawn: 'تم سحب موافقتك.',
    given: /^مُنحت في /,
    withdrawnOn: /^سُحبت في /,
    history: 'السجل',
  },
} as const

const item = (page: Page, purpose: string) => page.locator(`[data-testid=consent-item][data-purpose=${purpose}]`)

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: consents on /profile, job alerts withdrawn ${locale === 'ar' ? 'before scripts load' : 'with scripts'}, the export has the history`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const t = TEXT[locale]
    const email = `consent-record-${locale}-${Date.now()}@example.com`

    // Sign-up, with the box for consent to keep ticked (unticked until the visitor ticks it).
    await page.goto(`/${locale}/signup`)
    const signUp = page.getByTestId('sign-up-form')
    await signUp.getByLabel(t.fullName).fill(locale === 'ar' ? 'ليلى الحربي' : 'Layla Harbi')
    await signUp.getByLabel(t.email).fill(email)
    await signUp.getByLabel(t.password, { exact: true }).fill(CANDIDATE_PASSWORD)
    await signUp.getByLabel(t.confirm).fill(CANDIDATE_PASSWORD)
    await expect(signUp.locator('#keepConsent')).not.toBeChecked()
    await signUp.locator('#keepConsent').check()
    await signUp.getByRole('button', { name: t.create }).click()
    await page.waitForURL((url) => url.pathname === `/${locale}/profile`)

    // A job alert, saved in one click while signed in.
    const word = `consentword${Date.now() % 100000}`
    await page.goto(`/${locale}/jobs?q=${word}`)
    await expect(page.getByTestId('alert-form-candidate').getByTestId('alert-consent')).toBeVisible()
    await page.getByTestId('alert-form-candidate').getByRole('button').click()
    await expect(page.getByTestId('alert-done')).toBeVisible()

    await page.goto(`/${locale}/profile#consents`)
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await expect(item(page, 'keep')).toHaveAttribute('data-state', 'granted')
    await expect(item(page, 'keep')).toContainText(t.keep)
    await expect(item(page, 'alerts')).toHaveAttribute('data-state', 'granted')
    await expect(item(page, 'alerts').getByText(t.given)).toBeVisible()
    await expect(page.getByTestId('profile-alert')).toHaveCount(1)
    await page.getByTestId('profile-consents').screenshot({ path: test.info().outputPath(`consents-before-${locale}.png`) })

    // Withdraw job alerts: in English the hydrated page, in Arabic a page whose scripts never run.
    let target = page
    if (locale === 'ar') {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
        viewport: { width: 390, height: 844 },
      })
      target = await context.newPage()
      await target.goto(`/${locale}/profile#consents`)
    }
    await item(target, 'alerts').getByTestId('consent-withdraw').click()
    await target.waitForURL((url) => url.searchParams.get('consent') === 'withdrawn')
    await expect(target.getByTestId('consent-notice')).toHaveText(t.withdrawn)
    await expect(item(target, 'alerts')).toHaveAttribute('data-state', 'withdrawn')
    await expect(item(target, 'alerts').getByText(t.withdrawnOn)).toBeVisible()
    await expect(item(target, 'alerts').getByTestId('consent-withdraw')).toHaveCount(0)
    await expect(item(target, 'keep')).toHaveAttribute('data-state', 'granted')
    // The effect: the alert itself is gone.
    await expect(target.getByTestId('profile-alert')).toHaveCount(0)
    await expect(target.getByTestId('profile-alerts-empty')).toBeVisible()
    // The history, newest first: withdrawn, given, kept at sign-up.
    const history = target.getByTestId('consent-history')
    await history.getByText(t.history).click()
    await expect(history.locator('li')).toHaveCount(3)
    await target.getByTestId('profile-consents').screenshot({ path: test.info().outputPath(`consents-after-${locale}.png`) })
    // Nothing scrolls sideways at 390 px.
    expect(await target.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // "Download my data": the consent record's whole history, with the wording shown each time.
    await target.getByTestId('export-form').locator('button[type=submit]').click()
    const link = target.getByTestId('export-link')
    await expect(link).toBeVisible()
    const downloading = target.waitForEvent('download')
    await link.click()
    const files = unzipSync(new Uint8Array(readFileSync((await (await downloading).path())!)))
    const events = JSON.parse(strFromU8(files['consent-events.json']!)) as {
      purpose: string
      consent: string
      how: string
      wording: string
      language: string
    }[]
    expect(events.map((e) => [e.purpose, e.consent, e.how])).toEqual([
      ['keep', 'granted', 'signup'],
      ['alerts', 'granted', 'form'],
      ['alerts', 'withdrawn', 'form'],
    ])
    for (const event of events) expect(event.language).toBe(locale)
    if (locale === 'ar') for (const event of events) expect(event.wording).toMatch(/[\u0600-\u06ff]/)
  })
}
