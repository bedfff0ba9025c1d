import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { makePdf } from '../fixtures/pdf'
import { CANDIDATE_PASSWORD as PASSWORD, unique } from '../fixtures/people'
import { receivedMail } from './mailServer'
import { mailTo } from './candidate'

/** A visible toast with this text (sonner's list). */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text })

async function signUp(page: Page, locale: 'en' | 'ar', email: string, fullName: string) {
  const en = locale === 'en'
  await page.goto(`/${locale}/signup`)
  await page.getByLabel(en ? 'Full name' : 'الاسم الكامل').fill(fullName)
  await page.getByLabel(en ? 'Email' : 'البريد الإلكتروني').fill(email)
  await page.getByLabel(en ? 'Password' : 'كلمة المرور', { exact: true }).fill(PASSWORD)
  await page.getByLabel(en ? 'Confirm password' : 'تأكيد كلمة المرور').fill(PASSWORD)
  await page.getByRole('button', { name: en ? 'Create account' : 'إنشاء الحساب' }).click()
  await expect(page).toHaveURL(new RegExp(`/${locale}/profile$`))
}

async function signIn(page: Page, locale: 'en' | 'ar', email: string, password = PASSWORD) {
  const en = locale === 'en'
  const form = page.getByTestId('sign-in-form')
  await form.getByLabel(en ? 'Email' : 'البريد الإلكتروني').fill(email)
  await form.getByLabel(en ? 'Password' : 'كلمة المرور').fill(password)
  await form.getByRole('button', { name: en ? 'Sign in' : 'تسجيل الدخول' }).click()
}

test.describe('job-seeker accounts', () => {
  test('sign up, sign out and sign in again, in English', async ({ page }) => {
    const email = unique('layla')
    await signUp(page, 'en', email, 'Layla Haddad')
    await expect(toast(page, 'Welcome, Layla Haddad!')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible()
    const header = page.locator('header')
    await expect(header.getByRole('link', { name: 'My profile' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeHidden()

    // The session cookies of spec §9.
    const cookies = await page.context().cookies()
    const id = cookies.find((c) => c.name === 'nk_id')!
    const signInCookie = cookies.find((c) => c.name === 'nk_signin')!
    expect([id.httpOnly, id.sameSite]).toEqual([true, 'Strict'])
    expect([signInCookie.httpOnly, signInCookie.sameSite]).toEqual([true, 'Lax'])
    expect(Math.round((signInCookie.expires - Date.now() / 1000) / 86400)).toBe(7)
    expect(Math.round((id.expires - Date.now() / 1000) / 60)).toBe(60)

    await header.getByTestId('sign-out').filter({ visible: true }).click()
    await expect(toast(page, 'See you soon 👋')).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('header').getByRole('link', { name: 'Sign in' })).toBeVisible()
    expect((await page.context().cookies()).filter((c) => c.name.startsWith('nk_'))).toEqual([])

    // Guarded page: to login, and back after signing in.
    await page.goto('/en/profile')
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fprofile/)
    await signIn(page, 'en', email, 'wrong password here')
    await expect(page.locator('main').getByRole('alert')).toHaveText('The email or password is incorrect.')
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await signIn(page, 'en', email)
    await expect(page).toHaveURL(/\/en\/profile$/)
    await expect(toast(page, 'Welcome back, Layla Haddad!')).toBeVisible()

    // A signed-in visitor is kept away from the login page; pages show the signed-in header from the first paint.
    await page.goto('/en/login')
    await expect(page).toHaveURL(/\/en\/profile$/)
    await page.goto('/en/jobs')
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'in')
  })

  test('sign up and sign in in Arabic; a foreign redirect is ignored', async ({ page }) => {
    const email = unique('omar')
    await signUp(page, 'ar', email, 'عمر الفارسي')
    await expect(toast(page, 'أهلًا بك يا عمر الفارسي!')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.locator('header').getByTestId('sign-out').filter({ visible: true }).click()
    await expect(toast(page, 'نراك قريبًا 👋')).toBeVisible()

    await page.goto('/ar/login?redirect=//evil.example/steal')
    await signIn(page, 'ar', email, 'short')
    await signIn(page, 'ar', email)
    await expect(page).toHaveURL(/\/ar\/profile$/)
    await expect(toast(page, 'مرحبًا بعودتك يا عمر الفارسي!')).toBeVisible()

    // Arabic validation on the profile.
    await page.getByLabel('رقم الهاتف', { exact: true }).fill('12345')
    await page.getByRole('button', { name: 'احفظ الملف' }).click()
    await expect(page.getByText('المدينة مطلوبة.')).toBeVisible()
  })

  test('edit the profile (bad then good phone), upload a picture and a CV, change the password', async ({ page, request }) => {
    // A whole journey: two saves, two uploads (each file is read and checked on the server), two password forms.
    test.setTimeout(60_000)
    const email = unique('samir')
    await signUp(page, 'en', email, 'Samir Khoury')
    const completeness = page.getByTestId('completeness')
    await expect(completeness).toContainText('1 of 6 done')

    await page.getByLabel('Phone number', { exact: true }).fill('0501234567')
    await page.getByLabel('Skills').fill('Payroll, SAP, Arabic and English')
    await page.getByLabel('City').fill('Riyadh')
    await page.getByLabel('State or region').fill('Riyadh Province')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByText('Enter a valid phone number with its country code, for example +966 50 123 4567')).toBeVisible()
    await expect(page.getByLabel('Skills')).toHaveValue('Payroll, SAP, Arabic and English')

    await page.getByLabel('Phone number', { exact: true }).fill('+966 50 123 4567')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(toast(page, 'Your profile has been saved.')).toBeVisible()
    await expect(completeness).toContainText('5 of 6 done')
    await expect(completeness).toContainText('CV')
    await page.reload()
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('+966501234567')

    // Picture: cropped square, shown back to its owner.
    await page.getByTestId('upload-picture').getByLabel('Picture description').fill('Samir at his desk')
    await page
      .getByTestId('upload-picture')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'samir.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#137083' } })
          .png()
          .toBuffer(),
      })
    await expect(page.getByTestId('profile-picture')).toHaveAttribute('alt', 'Samir at his desk')

    // CV: a wrong type is refused at once; a PDF is stored and opens for its owner only.
    const cvInput = page.getByTestId('upload-cv').locator('input[type=file]')
    await cvInput.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('not a cv') })
    await expect(page.getByTestId('upload-cv').getByRole('alert')).toHaveText('This file type is not accepted.')
    await cvInput.setInputFiles({ name: 'Samir Khoury CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Samir Khoury')) })
    const link = page.getByTestId('cv-link')
    await expect(link).toHaveText('Open Samir Khoury CV.pdf')
    await expect(completeness).toContainText('Your profile is complete')
    const href = (await link.getAttribute('href'))!
    const own = await page.request.get(href)
    expect(own.status()).toBe(200)
    expect(own.headers()['content-type']).toContain('application/pdf')
    expect((await request.get(href)).status()).toBe(403)

    // Password: wrong current one, then right; the new one signs in.
    const passwordForm = page.getByTestId('password-form')
    await passwordForm.getByLabel('Current password').fill('not the password')
    await passwordForm.getByLabel('New password').fill('cedar trees in the snow')
    await passwordForm.getByLabel('Confirm password').fill('cedar trees in the snow')
    await passwordForm.getByRole('button', { name: 'Change password' }).click()
    await expect(passwordForm.getByText('The current password is incorrect')).toBeVisible()
    await passwordForm.getByLabel('Current password').fill(PASSWORD)
    await passwordForm.getByRole('button', { name: 'Change password' }).click()
    await expect(passwordForm.getByRole('status')).toHaveText('Your password has been changed. Other devices have been signed out.')

    await page.locator('header').getByTestId('sign-out').filter({ visible: true }).click()
    await expect(toast(page, 'See you soon 👋')).toBeVisible()
    await page.goto('/en/login')
    await signIn(page, 'en', email, 'cedar trees in the snow')
    await expect(page).toHaveURL(/\/en\/profile$/)
  })

  test('forgot password: the same answer for anyone, and the emailed link sets a new password once', async ({ page }) => {
    const email = unique('rana')
    await signUp(page, 'ar', email, 'رنا سليمان')
    await page.locator('header').getByTestId('sign-out').filter({ visible: true }).click()

    await page.goto('/ar/forget-password')
    await page.getByLabel('البريد الإلكتروني').fill(email)
    await page.getByRole('button', { name: 'أرسل الرابط' }).click()
    await expect(page.getByRole('status')).toContainText(`إذا كان هناك حساب مسجّل بالبريد ${email}`)

    await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1)
    const mail = mailTo(email)[0]!
    expect(mail.subject).toContain('اختر كلمة مرور جديدة')
    const link = mail.html.match(/href="([^"]+reset-password\?token=[^"]+)"/)![1]!.replace(/&amp;/g, '&')
    expect(link).toContain('/ar/reset-password?token=')

    await page.goto(link)
    await page.getByLabel('كلمة المرور الجديدة').fill('password1')
    await page.getByLabel('تأكيد كلمة المرور').fill('password1')
    await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click()
    await expect(page.getByText('كلمة المرور هذه شائعة جدًا. اختر كلمة يصعب تخمينها.')).toBeVisible()
    await page.getByLabel('كلمة المرور الجديدة').fill('jasmine on the balcony')
    await page.getByLabel('تأكيد كلمة المرور').fill('jasmine on the balcony')
    await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click()
    await expect(page).toHaveURL(/\/ar\/profile$/)

    // The link works once.
    await page.locator('header').getByTestId('sign-out').filter({ visible: true }).click()
    await page.goto(link)
    await page.getByLabel('كلمة المرور الجديدة').fill('another new passphrase')
    await page.getByLabel('تأكيد كلمة المرور').fill('another new passphrase')
    await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click()
    await expect(page.locator('main').getByRole('alert')).toContainText('انتهت صلاحية هذا الرابط أو سبق استخدامه.')

    // Unknown emails get the same answer, and no mail.
    await page.goto('/en/forget-password')
    const stranger = unique('nobody')
    await page.getByLabel('Email').fill(stranger)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${stranger}`)
    await page.waitForTimeout(1000)
    expect(receivedMail().filter((m) => m.to.includes(stranger))).toEqual([])
  })

  for (const locale of ['en', 'ar'] as const) {
    test(`sign in with an OpenID Connect provider (${locale})`, async ({ page }) => {
      const email = unique(`oidc-${locale}`)
      await page.goto(`/${locale}/login`)
      await page.getByTestId('oauth-google').click()
      // The local provider's own sign-in and consent pages.
      await page.locator('input[name=login]').fill(email)
      await page.locator('input[name=password]').fill('anything')
      await page.getByRole('button', { name: 'Sign-in' }).click()
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/profile$`))
      await expect(page.getByLabel(locale === 'en' ? 'Full name' : 'الاسم الكامل')).toHaveValue('Layla Haddad')
      await expect(page.locator('#email')).toHaveValue(email)
      await expect(toast(page, locale === 'en' ? 'Welcome, Layla Haddad!' : 'أهلًا بك يا Layla Haddad!')).toBeVisible()
      // The provider vouches for the address: nothing to confirm, and no welcome email asks to (issue 28, item 11).
      await expect(page.getByTestId('verify-email-notice')).toHaveCount(0)
      expect(receivedMail().filter((m) => m.to.includes(email))).toEqual([])
    })
  }

  test('test and debug pages are 404 for visitors in production', async ({ request }) => {
    for (const path of ['/en/test-auth', '/ar/debug-job-application']) expect((await request.get(path)).status()).toBe(404)
  })
})
