import { expect, test, type Page, type Request } from '@playwright/test'

import { CANDIDATE_PASSWORD as PASSWORD, unique } from '../fixtures/people'
import { receivedMail } from './mailServer'

/**
 * Issue 15, item 1: every form works before its scripts load and never puts a field in a URL. These visitors
 * have scripts turned off, which is what a slow phone is until the page hydrates: each form posts itself to the
 * server, which answers with the next page or with the page again, its errors in the visitor's language and what
 * they typed still in the fields (never a password).
 */
test.use({ javaScriptEnabled: false })

/** Every URL the page asked for while `run` ran: none may carry a form field. */
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
    expect(url).not.toMatch(/[?&](email|password|confirmPassword|name|phone|message)=/)
  }
}

test.describe('forms before scripts load', () => {
  test('sign up, then sign in with a wrong and a right password, in English', async ({ page }) => {
    const email = unique('noscript')
    await page.goto('/en/signup')
    const signUp = page.getByTestId('sign-up-form')
    const urls = await urlsDuring(page, async () => {
      await signUp.getByLabel('Full name').fill('Huda Nasser')
      await signUp.getByLabel('Email').fill(email)
      await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await signUp.getByLabel('Confirm password').fill(PASSWORD)
      await signUp.getByRole('button', { name: 'Create account' }).click()
      await expect(page).toHaveURL(/\/en\/profile$/)
    })
    expectNoFieldsIn(urls, email, PASSWORD)
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['nk_id', 'nk_signin']))

    // Issue 15, item 8: the profile is in the server's HTML, and saves without scripts.
    const profile = page.getByTestId('profile-form')
    await expect(profile.getByLabel('Full name')).toHaveValue('Huda Nasser')
    await profile.getByLabel('Phone number', { exact: true }).fill('050 123 4567')
    await profile.getByLabel('Skills').fill('Payroll, Arabic and English')
    await profile.getByLabel('City').fill('Riyadh')
    await profile.getByLabel('State or region').fill('Riyadh Province')
    const saving = await urlsDuring(page, async () => {
      await profile.getByRole('button', { name: 'Save profile' }).click()
      // Without a country code the server refuses the number, in the spec's words, and keeps what was typed.
      await expect(profile.getByText('Enter a valid phone number with its country code, for example +966 50 123 4567')).toBeVisible()
    })
    await expect(profile.getByLabel('Skills')).toHaveValue('Payroll, Arabic and English')
    await profile.getByLabel('Phone number', { exact: true }).fill('+966 50 123 4567')
    await profile.getByRole('button', { name: 'Save profile' }).click()
    await expect(profile.getByText('Your profile has been saved.')).toBeVisible()
    expectNoFieldsIn(saving, 'Payroll')
    await page.reload()
    await expect(profile.getByLabel('City')).toHaveValue('Riyadh')
    await expect(profile.getByLabel('Phone number', { exact: true })).toHaveValue('+966501234567')

    await page.context().clearCookies()
    await page.goto('/en/login')
    const signIn = page.getByTestId('sign-in-form')
    const wrong = await urlsDuring(page, async () => {
      await signIn.getByLabel('Email').fill(email)
      await signIn.getByLabel('Password').fill('not my password at all')
      await signIn.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByText('The email or password is incorrect.')).toBeVisible()
    })
    expectNoFieldsIn(wrong, email, 'not my password at all')
    // The page came back from the server with the email kept and the password emptied.
    await expect(signIn.getByLabel('Email')).toHaveValue(email)
    await expect(signIn.getByLabel('Password')).toHaveValue('')

    await signIn.getByLabel('Password').fill(PASSWORD)
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en\/profile$/)
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible()
  })

  test('sign-in refuses bad input in Arabic, by the server', async ({ page }) => {
    await page.goto('/ar/login')
    const signIn = page.getByTestId('sign-in-form')
    await signIn.getByLabel('البريد الإلكتروني').fill('not-an-email')
    await signIn.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(page).toHaveURL(/\/ar\/login$/)
    await expect(signIn.getByLabel('البريد الإلكتروني')).toHaveValue('not-an-email')
    await expect(signIn.locator('[aria-invalid="true"]')).toHaveCount(2)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('forgot password says the link was sent', async ({ page }) => {
    await page.goto('/en/forget-password')
    const form = page.getByTestId('forgot-form')
    const email = unique('forgot-noscript')
    const urls = await urlsDuring(page, async () => {
      await form.getByLabel('Email').fill(email)
      await form.getByRole('button', { name: 'Send the link' }).click()
      await expect(form.getByText(email)).toBeVisible()
    })
    expectNoFieldsIn(urls, email)
  })

  test('the contact form keeps what was typed on an error and sends a good message, in Arabic', async ({ page }) => {
    await page.goto('/ar/contact-us')
    const form = page.getByTestId('contact-form')
    const email = unique('contact-noscript')
    const message = 'نبحث عن عشرة مهندسين مدنيين لمشروع في جدة.'
    const urls = await urlsDuring(page, async () => {
      await form.locator('#name').fill('عمر الحربي')
      await form.locator('#email').fill(email)
      await form.locator('#phone').fill('12')
      await form.locator('#message').fill(message)
      await form.locator('button[type="submit"]').click()
      await expect(form.locator('#phone')).toHaveAttribute('aria-invalid', 'true')
    })
    expectNoFieldsIn(urls, email, message)
    await expect(page).toHaveURL(/\/ar\/contact-us$/)
    await expect(form.locator('#name')).toHaveValue('عمر الحربي')
    await expect(form.locator('#message')).toHaveValue(message)
    await expect(form.locator('#subject')).toHaveAttribute('aria-invalid', 'true')

    await form.locator('#phone').fill('050 123 4567')
    await form.locator('#subject').selectOption({ index: 1 })
    await form.locator('button[type="submit"]').click()
    await expect(page.getByTestId('contact-success')).toBeVisible()
    await expect.poll(() => receivedMail().filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBe(1)
  })

  test("the profile's saved values are in the server's HTML, in Arabic (issue 15, item 8)", async ({ page }) => {
    const email = unique('profile-ar')
    const saved = {
      fullName: 'سارة القحطاني',
      phoneNumber_1: '+966501112233',
      city: 'الرياض',
      state: 'منطقة الرياض',
      skills: 'التوظيف، الرواتب، اللغة الإنجليزية',
    }
    expect((await page.request.post('/api/candidates', { data: { email, password: PASSWORD, fullName: saved.fullName } })).status()).toBe(
      201,
    )
    const login = await page.request.post('/api/candidates/login', { data: { email, password: PASSWORD } })
    const { token, user } = (await login.json()) as { token: string; user: { id: number } }
    const patched = await page.request.patch(`/api/candidates/${user.id}`, { headers: { Authorization: `JWT ${token}` }, data: saved })
    expect(patched.status()).toBe(200)

    await page.goto('/ar/login?redirect=%2Far%2Fprofile')
    const signIn = page.getByTestId('sign-in-form')
    await signIn.locator('#email').fill(email)
    await signIn.locator('#password').fill(PASSWORD)
    await signIn.locator('button[type=submit]').click()
    await expect(page).toHaveURL(/\/ar\/profile$/)
    await expect(page.getByRole('heading', { name: 'ملفي الشخصي', level: 1 })).toBeVisible()
    const profile = page.getByTestId('profile-form')
    for (const [name, value] of Object.entries(saved)) await expect(profile.locator(`[name="${name}"]`), name).toHaveValue(value)
    // The first HTML itself, as the server sent it (scripts are off: nothing could have filled it in).
    const html = await (await page.request.get('/ar/profile')).text()
    const { skills, ...inputs } = saved
    for (const value of Object.values(inputs)) expect(html).toContain(`value="${value}"`)
    expect(html).toMatch(new RegExp(`<textarea[^>]*name="skills"[^>]*>${skills}</textarea>`))
  })
})
