import { expect, test, type Page, type Request } from '@playwright/test'

import { CANDIDATE_PASSWORD as PASSWORD, unique } from '../fixtures/people'
import { mailTo } from './candidate'

/**
 * Issue 15, item 1, continued: the forms noscript.e2e.ts does not cover, with scripts off. Reset and change
 * password, sign-up in Arabic and the contact form in English each post to the server, which answers with the
 * next page or the page again, its errors in the visitor's language and what they typed kept (never a password).
 */
test.use({ javaScriptEnabled: false })

const NEW_PASSWORD = 'cedar harbour at noon 7'

async function urlsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const urls: string[] = []
  const listener = (request: Request) => urls.push(request.url())
  page.on('request', listener)
  await run()
  page.off('request', listener)
  return [...urls, page.url()]
}

function expectNoFieldsIn(urls: string[], ...secrets: string[]) {
  for (const url of urls) {
    for (const secret of secrets) expect(decodeURIComponent(url), url).not.toContain(secret)
    expect(url).not.toMatch(/[?&](email|password|confirmPassword|oldPassword|newPassword|name|phone|message)=/)
  }
}

test('reset password from the emailed link (English)', async ({ page }) => {
  const email = unique('reset-noscript')
  expect((await page.request.post('/api/candidates', { data: { email, password: PASSWORD, fullName: 'Reem Aziz' } })).status()).toBe(201)
  await page.goto('/en/forget-password')
  const forgot = page.getByTestId('forgot-form')
  await forgot.getByLabel('Email').fill(email)
  await forgot.getByRole('button', { name: 'Send the link' }).click()
  await expect(forgot.getByText(email)).toBeVisible()
  await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1)
  const mail = mailTo(email)[0]!
  const link = mail.html.match(/href="([^"]+reset-password\?token=[^"]+)"/)![1]!.replace(/&amp;/g, '&')

  await page.goto(new URL(link).pathname + new URL(link).search)
  const form = page.getByTestId('reset-form')
  const urls = await urlsDuring(page, async () => {
    await form.getByLabel('New password').fill(NEW_PASSWORD)
    await form.getByLabel('Confirm password').fill('not the same password')
    await form.getByRole('button', { name: 'Save the new password' }).click()
    await expect(form.getByText('The passwords do not match')).toBeVisible()
  })
  expectNoFieldsIn(urls, NEW_PASSWORD)
  // Passwords never come back from the server.
  await expect(form.getByLabel('New password')).toHaveValue('')
  await form.getByLabel('New password').fill(NEW_PASSWORD)
  await form.getByLabel('Confirm password').fill(NEW_PASSWORD)
  await form.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page).toHaveURL(/\/en\/profile$/)
  // The new password signs in; the old one does not.
  expect((await page.request.post('/api/candidates/login', { data: { email, password: PASSWORD } })).status()).toBe(401)
  expect((await page.request.post('/api/candidates/login', { data: { email, password: NEW_PASSWORD } })).status()).toBe(200)
})

test('change password on the profile (English)', async ({ page }) => {
  const email = unique('change-noscript')
  await page.goto('/en/signup')
  const signUp = page.getByTestId('sign-up-form')
  await signUp.getByLabel('Full name').fill('Omar Saleh')
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signUp.getByLabel('Confirm password').fill(PASSWORD)
  await signUp.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/en\/profile$/)

  const form = page.getByTestId('password-form')
  const urls = await urlsDuring(page, async () => {
    await form.getByLabel('Current password').fill('not my password at all')
    await form.getByLabel('New password').fill(NEW_PASSWORD)
    await form.getByLabel('Confirm password').fill(NEW_PASSWORD)
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(form.getByText('The current password is incorrect')).toBeVisible()
  })
  expectNoFieldsIn(urls, NEW_PASSWORD, PASSWORD)
  await expect(form.getByLabel('Current password')).toHaveValue('')
  await form.getByLabel('Current password').fill(PASSWORD)
  await form.getByLabel('New password').fill(NEW_PASSWORD)
  await form.getByLabel('Confirm password').fill(NEW_PASSWORD)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible()
  expect((await page.request.post('/api/candidates/login', { data: { email, password: NEW_PASSWORD } })).status()).toBe(200)
})

test('sign up in Arabic: the server refuses in Arabic and keeps the name and email', async ({ page }) => {
  const email = unique('signup-ar-noscript')
  await page.goto('/ar/signup')
  const form = page.getByTestId('sign-up-form')
  const urls = await urlsDuring(page, async () => {
    await form.getByLabel('الاسم الكامل').fill('سارة الغامدي')
    await form.getByLabel('البريد الإلكتروني').fill(email)
    await form.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD)
    await form.getByLabel('تأكيد كلمة المرور').fill('كلمة أخرى تمامًا 12')
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click()
    await expect(form.getByText('كلمتا المرور غير متطابقتين')).toBeVisible()
  })
  expectNoFieldsIn(urls, email, PASSWORD)
  await expect(page).toHaveURL(/\/ar\/signup$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(form.getByLabel('الاسم الكامل')).toHaveValue('سارة الغامدي')
  await expect(form.getByLabel('البريد الإلكتروني')).toHaveValue(email)
  await expect(form.getByLabel('كلمة المرور', { exact: true })).toHaveValue('')

  await form.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD)
  await form.getByLabel('تأكيد كلمة المرور').fill(PASSWORD)
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click()
  await expect(page).toHaveURL(/\/ar\/profile$/)
  await expect(page.getByTestId('profile-form').getByLabel('الاسم الكامل')).toHaveValue('سارة الغامدي')
})

test('the contact form in English keeps what was typed on an error and sends a good message', async ({ page }) => {
  await page.goto('/en/contact-us')
  const form = page.getByTestId('contact-form')
  const email = unique('contact-en-noscript')
  const message = 'We need ten civil engineers for a project in Jeddah.'
  const urls = await urlsDuring(page, async () => {
    await form.locator('#name').fill('Omar Harbi')
    await form.locator('#email').fill('not-an-email')
    await form.locator('#phone').fill('050 123 4567')
    await form.locator('#message').fill(message)
    await form.locator('button[type="submit"]').click()
    await expect(form.getByText('Invalid email address')).toBeVisible()
  })
  expectNoFieldsIn(urls, message)
  await expect(page).toHaveURL(/\/en\/contact-us$/)
  await expect(form.getByText('Please select a subject')).toBeVisible()
  await expect(form.locator('#name')).toHaveValue('Omar Harbi')
  await expect(form.locator('#message')).toHaveValue(message)

  await form.locator('#email').fill(email)
  await form.locator('#subject').selectOption({ index: 1 })
  await form.locator('button[type="submit"]').click()
  await expect(page.getByTestId('contact-success')).toContainText('Thank you, your message has been sent')
  await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1)
})
