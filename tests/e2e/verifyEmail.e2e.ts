import { expect, test } from '@playwright/test'

import { CANDIDATE_PASSWORD as PASSWORD, unique } from '../fixtures/people'
import { isWelcome } from './candidate'
import { receivedMail } from './mailServer'

/**
 * Signing up on a phone (issue 28, item 11), in each language: the form says what is kept and links the privacy
 * policy; the new account is told to confirm its address, the welcome email arrives in the visitor's language, its
 * link confirms the address, and the profile stops asking.
 */
const words = {
  en: {
    fullName: 'Full name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    create: 'Create account',
    name: 'Maryam Siddiqui',
    collected: 'We keep your name, email and password',
    privacy: 'How we use your data: privacy policy',
    notice: 'Confirm your email address',
    subject: /^Welcome to .+: confirm your email address$/,
    confirmed: 'Thank you: your email address is confirmed.',
    toProfile: 'Go to my profile',
  },
  ar: {
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    create: 'إنشاء الحساب',
    name: 'عبد الرحمن بن عبد العزيز آل الشيخ',
    collected: 'نحتفظ باسمك وبريدك الإلكتروني وكلمة مرورك',
    privacy: 'كيف نستخدم بياناتك: سياسة الخصوصية',
    notice: 'أكّد بريدك الإلكتروني',
    subject: /^أهلًا بك في .+: أكّد بريدك الإلكتروني$/,
    confirmed: 'شكرًا لك: تم تأكيد بريدك الإلكتروني.',
    toProfile: 'الانتقال إلى ملفي الشخصي',
  },
} as const

test.use({ viewport: { width: 390, height: 844 } })

for (const locale of ['en', 'ar'] as const) {
  test(`sign up on a phone and confirm the address from the welcome email (${locale})`, async ({ page }) => {
    const w = words[locale]
    const email = unique(`verify-${locale}`)
    await page.goto(`/${locale}/signup`)
    const collected = page.getByTestId('signup-collected')
    await expect(collected).toContainText(w.collected)
    await expect(collected.getByRole('link', { name: w.privacy })).toHaveAttribute('href', `/${locale}/privacy-policy`)
    await page.getByLabel(w.fullName).fill(w.name)
    await page.getByLabel(w.email).fill(email)
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD)
    await page.getByLabel(w.confirm).fill(PASSWORD)
    await page.screenshot({ path: `test-results/signup-${locale}.png`, fullPage: true })
    await page.getByRole('button', { name: w.create }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile$`))

    // The profile says the address waits, in the first screen.
    const notice = page.getByTestId('verify-email-notice')
    await expect(notice.getByRole('heading', { name: w.notice })).toBeInViewport()
    await expect(notice).toContainText(email)
    await page.screenshot({ path: `test-results/verify-notice-${locale}.png` })

    await expect.poll(() => receivedMail().filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1)
    const welcome = receivedMail().find((m) => m.to.includes(email))!
    expect(isWelcome(welcome)).toBe(true)
    expect(welcome.subject).toMatch(w.subject)
    expect(welcome.html).toContain(`dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`)
    expect(welcome.text).toContain(w.name)
    const link = /https?:\/\/\S+\/verify-email\/confirm\?token=[\w.-]+/.exec(welcome.text)![0]
    expect(new URL(link).pathname).toBe(`/${locale}/verify-email/confirm`)

    await page.goto(link)
    await expect(page).toHaveURL(new RegExp(`/${locale}/verify-email\\?status=confirmed$`))
    await expect(page.getByTestId('verify-result').getByRole('status')).toContainText(w.confirmed)
    await page.screenshot({ path: `test-results/verify-confirmed-${locale}.png` })
    await page.getByRole('link', { name: w.toProfile }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('verify-email-notice')).toHaveCount(0)
  })
}
