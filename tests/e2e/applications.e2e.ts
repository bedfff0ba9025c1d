import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { makePdf } from '../fixtures/pdf'
import { CANDIDATE_PASSWORD as PASSWORD, unique } from '../fixtures/people'
import { receivedMail } from './mailServer'
import { confirmAddress, isWelcome, mailTo } from './candidate'

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** A candidate made through the API, then signed in through the page (the browser gets the session cookies). */
async function signedInCandidate(page: Page, locale: 'en' | 'ar', fullName: string, after: string): Promise<string> {
  const email = unique('apply')
  const created = await page.request.post('/api/candidates', { data: { email, password: PASSWORD, fullName } })
  expect(created.status()).toBe(201)
  // They open the welcome email's link, so the confirmation of their application reaches them (issue 28, item 11).
  await confirmAddress(page.request, email)
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(after)}`)
  const form = page.getByTestId('sign-in-form')
  await form.locator('#email').fill(email)
  await form.locator('#password').fill(PASSWORD)
  await form.locator('button[type=submit]').click()
  await page.waitForURL((url) => url.pathname === after.split('?')[0])
  return email
}

async function bearer(page: Page) {
  const id = (await page.context().cookies()).find((c) => c.name === 'nk_id')!.value
  return { Authorization: `Bearer ${id}` }
}

async function firstJobPath(page: Page, locale: 'en' | 'ar', index = 0): Promise<string> {
  await page.goto(`/${locale}/jobs`)
  return (await page.getByTestId('job-card').nth(index).getByRole('heading').getByRole('link').getAttribute('href'))!
}

test.describe('applying for a job', () => {
  test('each refusal in turn, then an application the recruiter receives and moves on (English)', async ({ page, browser }) => {
    // The whole journey: sign-in, profile, upload, two invalid tries, the admin.
    test.setTimeout(90_000)
    const jobPath = await firstJobPath(page, 'en', 2)
    await page.goto(jobPath)
    const jobTitle = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()

    // Not signed in.
    await page.getByTestId('apply').click()
    await expect(page.getByTestId('apply-panel')).toContainText('Authentication Required: Please login first to apply for this job')
    // Focus moved into the panel that replaced the button, not to the page body (issue 15, item 10).
    await expect(page.getByTestId('apply-panel')).toBeFocused()

    // Signed in, profile incomplete: the missing fields are named, and the profile link comes back here.
    const email = await signedInCandidate(page, 'en', 'Yusuf Rahman', `${jobPath}?apply=1`)
    const panel = page.getByTestId('apply-panel')
    await expect(panel).toContainText('Profile Incomplete: Please update your profile with all required information first')
    await expect(panel).toContainText('Missing: Phone number, City, State or region, and Skills')
    await panel.getByRole('link', { name: 'Complete my profile' }).click()
    await page.getByLabel('Phone number', { exact: true }).fill('+971 50 123 4567')
    await page.getByLabel('Skills').fill('Accounting, IFRS, Excel')
    await page.getByLabel('City').fill('Dubai')
    await page.getByLabel('State or region').fill('Dubai')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(toast(page, 'Your profile has been saved.')).toBeVisible()
    await page.getByTestId('back-to-job').click()

    // No CV yet: upload one right there.
    await expect(panel).toContainText('CV Required: Please upload your CV to apply for this job')
    await panel
      .getByTestId('cv-input-profile')
      .setInputFiles({ name: 'Yusuf Rahman CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Yusuf')) })

    // The form, prefilled from the profile; bad input keeps what was typed. Focus is on its first field.
    const form = page.getByTestId('apply-form')
    await expect(form.getByLabel('Full name')).toHaveValue('Yusuf Rahman')
    await expect(form.locator('input:not([type=hidden]), select, textarea').first()).toBeFocused()
    await expect(form.getByLabel('Phone number')).toHaveValue('+971501234567')
    await form.getByLabel('Cover letter (optional)').fill('Six years of IFRS reporting in Dubai.')
    await form.getByLabel('Full name').fill('')
    await form.getByRole('button', { name: 'Send my application' }).click()
    await expect(form.getByText('Full name is required.')).toBeVisible()
    await expect(form.getByRole('alert').first()).toHaveText('Validation failed')
    await form.getByLabel('Full name').fill('Yu')
    await form.getByLabel('City').fill('')
    await form.getByRole('button', { name: 'Send my application' }).click()
    await expect(form.getByText('Full name must be between 3 and 80 characters.')).toBeVisible()
    await expect(form.getByText('City is required.')).toBeVisible()
    await expect(form.getByLabel('Cover letter (optional)')).toHaveValue('Six years of IFRS reporting in Dubai.')
    await form.getByLabel('Full name').fill('Yusuf Rahman')
    await form.getByLabel('City').fill('Dubai')
    await form.getByRole('button', { name: 'Send my application' }).dblclick()
    await expect(page.getByTestId('apply-success')).toContainText('Application Submitted Successfully')
    await expect(page.getByTestId('apply-success').locator('..')).toBeFocused()

    // The recruiter's notice and the candidate's confirmation.
    await expect
      .poll(() => receivedMail().filter((m) => (m.replyTo?.includes(email) || m.to.includes(email)) && !isWelcome(m)).length, {
        timeout: 15_000,
      })
      .toBe(2)
    const notice = receivedMail().find((m) => m.replyTo?.includes(email))!
    expect(notice.subject).toContain('from Yusuf Rahman')
    expect(notice.subject).toContain(jobTitle)
    expect(notice.text).toContain('Six years of IFRS reporting in Dubai.')
    expect(notice.text).toMatch(/\/api\/candidate-cvs\/file\/[0-9a-f-]+\.pdf/)
    expect(mailTo(email)[0]!.subject).toBe(`We received your application for ${jobTitle}`)

    // The job now says Applied, and leads to the application and its status (My applications).
    await page.goto(jobPath)
    await expect(page.getByTestId('applied')).toHaveText('Applied · see how it is going')
    await page.getByTestId('applied').click()
    await expect(page.getByTestId('my-application').filter({ hasText: jobTitle }).getByTestId('application-status')).toHaveText('Submitted')

    // The recruiter finds it in the admin and moves it on; the candidate sees the new status.
    const staff = await browser.newContext()
    const admin = await staff.newPage()
    await admin.goto('/admin/login')
    await admin.locator('input[name="email"]').fill(E2E_ADMIN.email)
    await admin.locator('input[name="password"]').fill(E2E_ADMIN.password)
    await admin.locator('button[type="submit"]').click()
    await admin.waitForURL(/\/admin\/?$/)
    await admin.goto('/admin/collections/applications')
    await admin.getByRole('link', { name: 'Yusuf Rahman' }).first().click()
    await expect(admin.locator('#field-fullName')).toHaveValue('Yusuf Rahman')
    const id = admin.url().split('/').pop()!
    await admin.locator('#field-status').click()
    await admin.locator('.rs__option').filter({ hasText: 'Interview' }).click()
    await admin.locator('#action-save').click()
    await expect(admin.getByText(/updated successfully/i).first()).toBeVisible()
    // Notes have one place, the timeline (issue 28, item 8).
    await expect(admin.locator('#field-internalNotes')).toBeHidden()
    const timeline = admin.getByTestId('application-timeline')
    await timeline.locator('textarea').fill('Call on Sunday')
    await timeline.getByRole('button', { name: 'Save note' }).click()
    await expect(timeline.locator('li[data-kind="note"]')).toContainText('Call on Sunday')
    await staff.close()

    await page.goto('/en/profile/applications')
    const mine = page.getByTestId('my-application').filter({ hasText: jobTitle })
    await expect(mine.getByTestId('application-status')).toHaveText('Interview')
    // Internal notes never reach the candidate.
    const own = await page.request.get(`/api/applications/${id}`, { headers: await bearer(page) })
    expect(await own.json()).not.toHaveProperty('internalNotes')
  })

  test('the refusals speak Arabic, and an Arabic application is confirmed in Arabic', async ({ page }) => {
    const jobPath = await firstJobPath(page, 'ar', 3)
    await page.goto(jobPath)
    await page.getByTestId('apply').click()
    await expect(page.getByTestId('apply-panel')).toContainText('تسجيل الدخول مطلوب: يُرجى تسجيل الدخول أولًا للتقدّم إلى هذه الوظيفة')

    const email = await signedInCandidate(page, 'ar', 'ليلى حداد', `${jobPath}?apply=1`)
    const panel = page.getByTestId('apply-panel')
    await expect(panel).toContainText('الملف الشخصي غير مكتمل: يُرجى تحديث ملفك الشخصي بجميع المعلومات المطلوبة أولًا')

    const graphql = await page.request.post('/api/graphql', {
      headers: await bearer(page),
      data: {
        query:
          'mutation { updateMe(fullName: "ليلى حداد", city: "جدة", phoneNumber_1: "+966 55 123 4567", skills: "التوظيف، المقابلات", state: "منطقة مكة المكرمة") { city } }',
      },
    })
    expect((await graphql.json()).data.updateMe.city).toBe('جدة')
    await page.reload()
    await expect(panel).toContainText('السيرة الذاتية مطلوبة: يُرجى رفع سيرتك الذاتية للتقدّم إلى هذه الوظيفة')
    await panel
      .getByTestId('cv-input-profile')
      .setInputFiles({ name: 'ليلى.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Layla')) })
    const form = page.getByTestId('apply-form')
    await form.getByLabel('رقم الهاتف').fill('')
    await form.getByRole('button', { name: 'أرسل طلبي' }).click()
    await expect(form.getByText('رقم الهاتف مطلوب.')).toBeVisible()
    await form.getByLabel('رقم الهاتف').fill('+966551234567')
    await form.getByRole('button', { name: 'أرسل طلبي' }).click()
    await expect(page.getByTestId('apply-success')).toContainText('تم إرسال الطلب بنجاح')
    await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1)
    expect(mailTo(email)[0]!.subject).toMatch(/^استلمنا طلبك لوظيفة /)
    await page.goto('/ar/profile/applications')
    await expect(page.getByTestId('application-status').first()).toHaveText('مُرسَل')
  })
})

test.describe('choosing a CV in the Apply panel', () => {
  for (const [locale, wrongType] of [
    ['en', 'This file type is not accepted.'],
    ['ar', 'نوع هذا الملف غير مقبول.'],
  ] as const) {
    test(`a wrong file gets the same message as on the profile (${locale})`, async ({ page }) => {
      const jobPath = await firstJobPath(page, locale, 4)
      await signedInCandidate(page, locale, 'Mariam Saleh', `/${locale}/profile`)
      const me = (await (await page.request.get('/api/candidates/me', { headers: await bearer(page) })).json()) as { user: { id: number } }
      const saved = await page.request.patch(`/api/candidates/${me.user.id}`, {
        headers: await bearer(page),
        data: { phoneNumber_1: '+966501234567', city: 'Riyadh', state: 'Riyadh', skills: 'Nursing' },
      })
      expect(saved.status()).toBe(200)
      await page.goto(`${jobPath}?apply=1`)
      const panel = page.getByTestId('apply-panel')
      await expect(panel.getByTestId('cv-input-profile')).toBeAttached()
      const input = panel.getByTestId('cv-input-profile')
      await input.setInputFiles({
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]),
      })
      await expect(panel.getByText(wrongType)).toBeVisible()
      // A file that only claims to be a PDF: refused by the server, with the same words.
      await input.setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'),
      })
      await expect(panel.getByText(wrongType)).toBeVisible()
    })
  }
})

test.describe('saved jobs', () => {
  test('a visitor saves a job after signing in; the list shows it open; unsaving empties it', async ({ page }) => {
    await page.goto('/en/jobs')
    const card = page.getByTestId('job-card').nth(1)
    const title = (await card.getByRole('heading').textContent())!.trim()
    await card.getByTestId('save-job').click()
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fjobs%3Fsave%3D\d+/)
    const email = unique('saver')
    expect((await page.request.post('/api/candidates', { data: { email, password: PASSWORD, fullName: 'Saver Person' } })).status()).toBe(
      201,
    )
    const form = page.getByTestId('sign-in-form')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Password').fill(PASSWORD)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await expect(toast(page, 'Job saved.')).toBeVisible()
    await expect(page).toHaveURL(/\/en\/jobs$/)
    await expect(page.getByTestId('job-card').filter({ hasText: title }).getByTestId('save-job')).toHaveAttribute('aria-pressed', 'true')

    // Saving twice is harmless.
    await page.goto('/en/saved-jobs')
    const row = page.getByTestId('saved-job')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(title)
    await expect(row.getByTestId('saved-job-state')).toHaveText('Open')
    await row.getByTestId('save-job').click()
    await expect(toast(page, 'Removed from your saved jobs.')).toBeVisible()
    await page.reload()
    await expect(page.getByText('You have not saved any jobs yet.')).toBeVisible()
  })
})
