import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { receivedMail } from './mailServer'

test.describe('contact form', () => {
  test('shows each validation message for its bad input and keeps what was typed', async ({ page }) => {
    await page.goto('/en/contact-us')
    const form = page.getByTestId('contact-form')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Please select a subject')).toBeVisible()
    await expect(form.getByText('Message is required')).toBeVisible()

    await page.getByLabel('Name').fill('Layla Haddad')
    await page.getByLabel('Email').fill('layla@example')
    await page.locator('#phone').fill('12')
    await page.getByLabel('Message').fill('Too short')
    await expect(page.getByTestId('message-count')).toHaveText('9 / 999 characters')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByText('Enter a valid phone number for the chosen country')).toBeVisible()
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible()
    await expect(form.getByText('Name is required')).toHaveCount(0)
    await expect(page.getByLabel('Name')).toHaveValue('Layla Haddad')
    await expect(page.getByLabel('Message')).toHaveValue('Too short')

    await page.locator('#country').selectOption('')
    await page.locator('#phone').fill('501234567')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Choose a valid country code')).toBeVisible()
  })

  test('speaks Arabic, right to left, with the Gulf countries first', async ({ page }) => {
    await page.goto('/ar/contact-us')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const countries = page.locator('#country optgroup').first().locator('option')
    await expect(countries.first()).toHaveText(/^السعودية|^المملكة العربية السعودية/)
    await page.getByLabel('البريد الإلكتروني').fill('not-an-email')
    await page.getByTestId('contact-form').getByRole('button', { name: 'إرسال الرسالة' }).click()
    await expect(page.getByText('الاسم مطلوب')).toBeVisible()
    await expect(page.getByText('عنوان البريد الإلكتروني غير صالح')).toBeVisible()
    await expect(page.getByText('يرجى اختيار الموضوع')).toBeVisible()
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue('not-an-email')
    await expect(page.getByTestId('contact-details')).toContainText('الرياض')
  })

  test('a valid message is stored once after a double click, and both emails are sent', async ({ page, request }) => {
    const email = `sender-${Date.now()}@example.com`
    await page.goto('/en/contact-us')
    await page.getByLabel('Name').fill('Omar Al-Harbi')
    await page.getByLabel('Email').fill(email)
    await page.locator('#country').selectOption('SA')
    await page.locator('#phone').fill('050 123 4567')
    await page.getByLabel('Subject').selectOption({ label: 'Recruitment' })
    await page.getByLabel('Message').fill('We are hiring twelve site engineers for a project in Jeddah.')
    await page.getByTestId('contact-form').getByRole('button', { name: 'Send message' }).dblclick()
    await expect(page.getByTestId('contact-success')).toContainText('We reply within 24 hours.')

    await expect
      .poll(() => receivedMail().filter((mail) => mail.to.includes(email) || mail.replyTo?.includes(email)).length, { timeout: 15_000 })
      .toBe(2)
    const mails = receivedMail()
    const agency = mails.find((mail) => mail.to.includes('hello@nukhba.example') && mail.replyTo?.includes(email))!
    expect(agency.subject).toBe('Website enquiry: Recruitment from Omar Al-Harbi')
    expect(agency.text).toContain('+966 50 123 4567')
    const confirmation = mails.find((mail) => mail.to.includes(email))!
    expect(confirmation.text).toContain('within 24 hours')

    const login = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
    const { token } = (await login.json()) as { token: string }
    const stored = await request.get(`/api/contact-submissions?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(1)
    expect((await request.get('/api/contact-submissions')).status()).toBe(403)
  })
})
