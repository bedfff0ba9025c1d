import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { CANDIDATE_PASSWORD } from '../fixtures/people'
import { receivedMail, type ReceivedMail } from './mailServer'

/** The welcome email asking a new account to confirm its address (issue 28, item 11), in either language. */
export const isWelcome = (mail: ReceivedMail) => /confirm your email address$|أكّد بريدك الإلكتروني$/.test(mail.subject)

/** Emails to an address other than the welcome (what a test about applications or alerts counts). */
export const mailTo = (email: string) => receivedMail().filter((m) => m.to.includes(email) && !isWelcome(m))

/**
 * Opens the link of the welcome email sent to `email`, as its reader would: the address is confirmed, and from then
 * on job alerts and application emails go to it.
 */
export async function confirmAddress(request: APIRequestContext, email: string) {
  await expect.poll(() => receivedMail().some((m) => m.to.includes(email) && isWelcome(m)), { timeout: 15_000 }).toBe(true)
  const mail = receivedMail().find((m) => m.to.includes(email) && isWelcome(m))!
  const link = /https?:\/\/\S+\/verify-email\/confirm\?token=[\w.-]+/.exec(mail.text)![0]
  const opened = await request.get(link)
  expect(opened.status()).toBe(200)
  expect(new URL(opened.url()).searchParams.get('status')).toBe('confirmed')
}

/**
 * A candidate made through the API (with any other profile fields given), who confirms their address from the welcome
 * email (unless `confirm` is false), then signed in through the sign-in page, which sends them on to `after`.
 */
export async function signUpAndSignIn(
  page: Page,
  {
    email,
    fullName,
    after,
    profile = {},
    confirm = true,
  }: { email: string; fullName: string; after: string; profile?: Record<string, string>; confirm?: boolean },
) {
  const created = await page.request.post('/api/candidates', { data: { ...profile, email, password: CANDIDATE_PASSWORD, fullName } })
  expect(created.status()).toBe(201)
  if (confirm) await confirmAddress(page.request, email)
  const locale = after.split('/')[1]
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(after)}`)
  const form = page.getByTestId('sign-in-form')
  await form.locator('#email').fill(email)
  await form.locator('#password').fill(CANDIDATE_PASSWORD)
  await form.locator('button[type=submit]').click()
  await page.waitForURL((url) => url.pathname === after)
}
