import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'

import { signUpAndSignIn } from '../candidate'
import { receivedMail, type ReceivedMail } from '../mailServer'
import { adminHeaders, createJob, DECLINED_CONSENT } from '../staff'

/**
 * Job alerts end to end (issue 20), in both languages: a visitor saves a search, confirms by the double opt-in
 * link, a digest with only the new matching jobs arrives through the SMTP server (sent by the site's own jobs
 * queue, which runs every 2 s in this run), and one-click unsubscribe (RFC 8058 headers) and the visible link work
 * without signing in. A signed-in candidate saves a search in one click and manages it on /profile.
 * In `last/`: these tests publish jobs, which the job-count and sitemap tests would see.
 */
test.use({ storageState: DECLINED_CONSENT })
const word = () => `kestrel${Math.random().toString(36).slice(2, 8)}`

async function mailTo(email: string, subject: RegExp | string): Promise<ReceivedMail> {
  const find = () =>
    receivedMail().find((m) => m.to.includes(email) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)))
  await expect.poll(() => Boolean(find()), { timeout: 30_000, message: `an email to ${email}: ${subject}` }).toBe(true)
  return find()!
}

const manageLink = (mail: ReceivedMail) => /http:\/\/localhost:\d+\/(?:en|ar)\/alerts\/\d+\?token=[\w-]+/.exec(mail.text)![0]
const visibleUnsubscribe = (mail: ReceivedMail) => /href="([^"]+\/unsubscribe\?token=[^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&')
const oneClickUrl = (mail: ReceivedMail) => /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!

/** The RFC 8058 POST a mail client makes: no cookies, no browser. */
async function oneClick(url: string) {
  const client = await playwrightRequest.newContext()
  const response = await client.post(url, { form: { 'List-Unsubscribe': 'One-Click' } })
  await client.dispose()
  return response.status()
}

async function subscribe(page: Page, locale: string, query: string, email: string) {
  await page.goto(`/${locale}/jobs?${query}`)
  const form = page.getByTestId('alert-form-visitor')
  await expect(page.getByTestId('alert-form-candidate')).toBeHidden()
  await form.getByRole('textbox').fill(email)
  await form.getByRole('button').click()
}

const copy = {
  en: {
    checkInbox: 'Check your inbox',
    confirmSubject: 'Confirm your job alert',
    confirmTitle: 'Confirm your job alert',
    confirmed: 'Your alert is on.',
    digest: /^1 new job: “kestrel\w+”$/,
    unsubscribed: 'You are unsubscribed',
    invalid: 'This link is not valid, or the alert was removed.',
    saved: 'Saved. New jobs like these will be emailed to you every day.',
    profileSaved: 'Saved.',
    deleted: 'Alert deleted.',
    industry: 'Healthcare',
    weekly: 'Weekly',
  },
  ar: {
    checkInbox: 'تحقّق من بريدك',
    confirmSubject: 'أكّد تنبيه الوظائف',
    confirmTitle: 'أكّد تنبيه الوظائف',
    confirmed: 'تم تفعيل التنبيه.',
    digest: /^وظيفة جديدة واحدة: «الصقور kestrel\w+»$/,
    unsubscribed: 'تم إلغاء اشتراكك',
    invalid: 'هذا الرابط غير صالح، أو أن التنبيه قد حُذف.',
    saved: 'تم الحفظ. سنرسل إليك الوظائف الجديدة المشابهة كل يوم.',
    profileSaved: 'تم الحفظ.',
    deleted: 'تم حذف التنبيه.',
    industry: 'الرعاية الصحية',
    weekly: 'أسبوعيًا',
  },
} as const

for (const locale of ['en', 'ar'] as const) {
  const t = copy[locale]

  test.describe(`job alerts (${locale})`, () => {
    test('a visitor subscribes, confirms, gets only the new matching jobs, and unsubscribes without signing in', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const kw = word()
      const email = `alert-${kw}-${locale}@example.com`
      const query = locale === 'ar' ? `q=${encodeURIComponent(`الصقور ${kw}`)}` : `q=${kw}`
      const old = await createJob(request, { en: `Falcon Keeper (earlier) ${kw}`, ar: `حارس الصقور (سابقة) ${kw}` })

      await subscribe(page, locale, query, email)
      await expect(page.getByTestId('alert-done')).toContainText(t.checkInbox)
      await expect(page.getByTestId('alert-done')).toContainText(email)
      expect(page.url()).not.toContain(encodeURIComponent(email))

      const confirmation = await mailTo(email, t.confirmSubject)
      expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      await page.goto(manageLink(confirmation))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmTitle)
      await page.getByTestId('alert-confirm').click()
      await expect(page.getByTestId('alert-notice')).toContainText(t.confirmed)

      // After confirming: one new job that matches, one that does not.
      const fresh = await createJob(request, { en: `Falcon Keeper ${kw}`, ar: `حارس الصقور ${kw}` })
      await createJob(request, { en: `Payroll Officer ${word()}`, ar: `مسؤول رواتب ${word()}` })
      // A day passes (staff may move an alert's next digest): the queue's next run sends it.
      const alertId = Number(/alerts\/(\d+)/.exec(manageLink(confirmation))![1])
      const due = await request.patch(`/api/job-alerts/${alertId}`, {
        headers: await adminHeaders(request),
        data: { nextDigestAt: new Date(Date.now() - 60_000).toISOString() },
      })
      expect(due.status()).toBe(200)

      const digest = await mailTo(email, t.digest)
      expect(digest.text).toContain(locale === 'ar' ? `حارس الصقور ${kw}` : `Falcon Keeper ${kw}`)
      expect(digest.text).not.toContain(locale === 'ar' ? 'سابقة' : 'earlier')
      expect(digest.text).not.toContain('Payroll')
      expect(digest.html).toContain(`dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`)
      expect(digest.html).toContain(`/${locale}/jobs/${fresh.slug}`)
      expect(digest.html).not.toContain(old.slug)
      expect(digest.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/localhost:\d+\/api\/job-alerts\/unsubscribe\?alert=\d+&token=[\w-]+&locale=(en|ar)>$/,
      )
      expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

      // The job link in the email opens the job.
      await page.goto(/href="(http[^"]+\/jobs\/[^"]+)"/.exec(digest.html)![1]!)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(kw)

      if (locale === 'en') {
        // One click in the mail client: a POST with no cookies.
        expect(await oneClick(oneClickUrl(digest))).toBe(200)
      } else {
        // The visible link, in a browser that never signed in.
        await page.context().clearCookies()
        await page.goto(visibleUnsubscribe(digest))
        await page.getByTestId('alert-unsubscribe').click()
        await expect(page.getByTestId('alert-unsubscribed')).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribed)
        // A second click of the mail client's one-click is the same answer.
        expect(await oneClick(oneClickUrl(digest))).toBe(200)
      }
      await page.goto(manageLink(confirmation))
      await expect(page.getByTestId('alert-invalid')).toHaveText(t.invalid)
    })

    test('the other way out works too, from the confirmation email', async ({ page }) => {
      const kw = word()
      const email = `alert-out-${kw}-${locale}@example.com`
      await subscribe(page, locale, `q=${kw}`, email)
      const confirmation = await mailTo(email, t.confirmSubject)
      if (locale === 'en') {
        await page.goto(visibleUnsubscribe(confirmation))
        await page.getByTestId('alert-unsubscribe').click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribed)
      } else {
        expect(await oneClick(oneClickUrl(confirmation))).toBe(200)
      }
      await page.goto(manageLink(confirmation))
      await expect(page.getByTestId('alert-invalid')).toBeVisible()
    })

    test('a signed-in candidate saves a search in one click and manages it on their profile', async ({ page }) => {
      const kw = word()
      await signUpAndSignIn(page, {
        email: `alert-cand-${kw}-${locale}@example.com`,
        fullName: 'Alert Candidate',
        after: `/${locale}/profile`,
      })
      await page.goto(`/${locale}/jobs?q=${kw}&industry=healthcare`)
      await expect(page.getByTestId('alert-form-visitor')).toBeHidden()
      await page.getByTestId('alert-form-candidate').getByRole('button').click()
      await expect(page.getByTestId('alert-done')).toContainText(t.saved)
      await page.getByTestId('alert-done').getByRole('link').click()

      await expect(page).toHaveURL(new RegExp(`/${locale}/profile#alerts$`))
      const row = page.getByTestId('profile-alert')
      await expect(row).toHaveCount(1)
      await expect(row).toContainText(kw)
      await expect(row).toContainText(t.industry)

      await row.getByRole('combobox').selectOption('weekly')
      await row.getByRole('button', { name: locale === 'ar' ? 'حفظ' : 'Save' }).click()
      await expect(page.getByTestId('profile-alerts').getByRole('status')).toHaveText(t.profileSaved)
      await expect(page.getByTestId('profile-alert').getByRole('combobox')).toHaveValue('weekly')

      await page.getByTestId('profile-alert-delete').click()
      await expect(page.getByTestId('profile-alerts').getByRole('status')).toHaveText(t.deleted)
      await expect(page.getByTestId('profile-alerts-empty')).toBeVisible()
    })
  })
}

test.describe('job alerts before scripts load', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor’s form posts, keeps what was typed on an error, and answers in the page’s language', async ({ page }) => {
    const kw = word()
    await page.goto(`/ar/jobs?q=${kw}`)
    const form = page.getByTestId('alert-form-visitor')
    await form.getByRole('textbox').fill('not-an-email')
    await form.getByRole('button').click()
    await expect(page.getByTestId('alert-form-visitor')).toContainText('أدخل بريدًا إلكترونيًا صحيحًا.')
    await expect(page.getByTestId('alert-form-visitor').getByRole('textbox')).toHaveValue('not-an-email')
    const email = `alert-nojs-${kw}@example.com`
    await page.getByTestId('alert-form-visitor').getByRole('textbox').fill(email)
    await page.getByTestId('alert-form-visitor').getByRole('button').click()
    await expect(page.getByTestId('alert-done')).toContainText('تحقّق من بريدك')
    expect(page.url()).not.toContain('email')
    await mailTo(email, 'أكّد تنبيه الوظائف')
  })

  test('the same search asked again gets the same answer, so the form never tells who is subscribed', async ({ page }) => {
    const kw = word()
    const email = `alert-twice-${kw}@example.com`
    for (let i = 0; i < 2; i++) {
      await page.goto(`/en/jobs?q=${kw}`)
      await page.getByTestId('alert-form-visitor').getByRole('textbox').fill(email)
      await page.getByTestId('alert-form-visitor').getByRole('button').click()
      await expect(page.getByTestId('alert-done')).toHaveText(
        `Check your inbox: open the link we have sent to ${email} to start this alert. Nothing is sent before you do.`,
      )
    }
  })
})
