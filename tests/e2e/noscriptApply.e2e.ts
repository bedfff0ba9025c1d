import { expect, test, type Page, type Request } from '@playwright/test'

import { makePdf } from '../fixtures/pdf'
import { CANDIDATE_PASSWORD as PASSWORD, unique } from '../fixtures/people'
import { confirmAddress, mailTo } from './candidate'

/**
 * Issue 15, item 1, for Apply: a visitor whose scripts have not loaded can still apply. The job page's Apply button
 * leads to the apply page, which the server draws with the panel; its forms post to server actions (the profile
 * CV, then the application with a CV for this job only), and refusals come back in the spec's words with what was
 * typed kept. Nothing typed goes into a URL.
 */
test.use({ javaScriptEnabled: false })

const words = {
  en: {
    authRequired: 'Authentication Required: Please login first to apply for this job',
    profileIncomplete: 'Profile Incomplete: Please update your profile with all required information first',
    missing: 'Missing: Phone number, City, State or region, and Skills',
    cvRequired: 'CV Required: Please upload your CV to apply for this job',
    upload: 'Upload this CV',
    wrongType: 'This file type is not accepted.',
    fullName: 'Full name',
    coverLetter: 'Cover letter (optional)',
    submit: 'Send my application',
    nameRequired: 'Full name is required.',
    validationFailed: 'Validation failed',
    success: 'Application Submitted Successfully',
    subject: /^We received your application for /,
    status: 'Status: Submitted.',
  },
  ar: {
    authRequired: 'تسجيل الدخول مطلوب: يُرجى تسجيل الدخول أولًا للتقدّم إلى هذه الوظيفة',
    profileIncomplete: 'الملف الشخصي غير مكتمل: يُرجى تحديث ملفك الشخصي بجميع المعلومات المطلوبة أولًا',
    missing: 'رقم الهاتف',
    cvRequired: 'السيرة الذاتية مطلوبة: يُرجى رفع سيرتك الذاتية للتقدّم إلى هذه الوظيفة',
    upload: 'ارفع هذه السيرة الذاتية',
    wrongType: 'نوع هذا الملف غير مقبول.',
    fullName: 'الاسم الكامل',
    coverLetter: 'خطاب التقديم (اختياري)',
    submit: 'أرسل طلبي',
    nameRequired: 'الاسم الكامل مطلوب.',
    validationFailed: 'فشل التحقق من صحة البيانات',
    success: 'تم إرسال الطلب بنجاح',
    subject: /^استلمنا طلبك لوظيفة /,
    status: 'مُرسَل',
  },
} as const

async function urlsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const urls: string[] = []
  const listener = (request: Request) => urls.push(request.url())
  page.on('request', listener)
  await run()
  page.off('request', listener)
  return [...urls, page.url()]
}

async function bearer(page: Page) {
  const id = (await page.context().cookies()).find((c) => c.name === 'nk_id')!.value
  return { Authorization: `Bearer ${id}` }
}

for (const [locale, index] of [
  ['en', 5],
  ['ar', 6],
] as const) {
  const w = words[locale]
  test(`applying without scripts, from the job page to the confirmation (${locale})`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto(`/${locale}/jobs`)
    const jobPath = (await page.getByTestId('job-card').nth(index).getByRole('heading').getByRole('link').getAttribute('href'))!
    await page.goto(jobPath)

    // The Apply button is a link to the apply page, drawn by the server: a visitor is asked to sign in.
    await page.getByTestId('apply').click()
    await expect(page).toHaveURL(`${jobPath}/apply`)
    const panel = page.getByTestId('apply-panel')
    await expect(panel).toContainText(w.authRequired)

    // Sign in (the sign-in form works without scripts too) and come back to the apply page.
    const email = unique(`apply-noscript-${locale}`)
    expect((await page.request.post('/api/candidates', { data: { email, password: PASSWORD, fullName: 'Nadia Karim' } })).status()).toBe(
      201,
    )
    await confirmAddress(page.request, email)
    await panel.getByRole('link').first().click()
    const signIn = page.getByTestId('sign-in-form')
    await signIn.locator('#email').fill(email)
    await signIn.locator('#password').fill(PASSWORD)
    await signIn.locator('button[type=submit]').click()
    await expect(page).toHaveURL(`${jobPath}/apply`)
    await expect(panel).toContainText(w.profileIncomplete)
    await expect(panel).toContainText(w.missing)

    // The profile completed elsewhere: the panel now asks for a CV, uploaded with a plain form post.
    const saved = await page.request.patch(
      `/api/candidates/${(await (await page.request.get('/api/candidates/me', { headers: await bearer(page) })).json()).user.id}`,
      {
        headers: await bearer(page),
        data: { phoneNumber_1: '+966501234567', city: 'Riyadh', state: 'Riyadh', skills: 'Payroll, HR' },
      },
    )
    expect(saved.status()).toBe(200)
    await page.reload()
    await expect(panel).toContainText(w.cvRequired)
    // A file that is not a CV is refused with the profile's words, by the server.
    await panel
      .getByTestId('cv-input-profile')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]) })
    await panel.getByRole('button', { name: w.upload }).click()
    await expect(panel).toContainText(w.wrongType)
    await panel
      .getByTestId('cv-input-profile')
      .setInputFiles({ name: 'Nadia CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Nadia')) })
    await panel.getByRole('button', { name: w.upload }).click()
    await expect(page).toHaveURL(`${jobPath}/apply`)

    // The form, prefilled from the profile. An empty name is refused by the server; what was typed stays.
    const form = page.getByTestId('apply-form')
    await expect(form.getByLabel(w.fullName)).toHaveValue('Nadia Karim')
    const letter = locale === 'en' ? 'Eight years of payroll in Riyadh.' : 'ثماني سنوات في إدارة الرواتب بالرياض.'
    const urls = await urlsDuring(page, async () => {
      await form.getByLabel(w.fullName).fill('')
      await form.getByLabel(w.coverLetter).fill(letter)
      await form.getByRole('button', { name: w.submit }).click()
      await expect(form.getByText(w.nameRequired)).toBeVisible()
    })
    await expect(form.getByRole('alert').first()).toHaveText(w.validationFailed)
    await expect(form.getByLabel(w.coverLetter)).toHaveValue(letter)
    for (const url of urls) expect(decodeURIComponent(url)).not.toContain(letter)

    // A CV for this application only goes with the form.
    await form.getByLabel(w.fullName).fill('Nadia Karim')
    await form
      .getByTestId('cv-input-application')
      .setInputFiles({ name: 'Nadia for this job.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Nadia 2')) })
    await form.getByRole('button', { name: w.submit }).click()
    await expect(page.getByTestId('apply-success')).toContainText(w.success)
    await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1)
    expect(mailTo(email)[0]!.subject).toMatch(w.subject)

    // The application went with the CV chosen for it; the profile keeps its own.
    const mine = await (await page.request.get('/api/applications?depth=1', { headers: await bearer(page) })).json()
    expect(mine.docs).toHaveLength(1)
    expect(mine.docs[0].coverLetter).toBe(letter)
    expect(mine.docs[0].cv.originalName).toBe('Nadia for this job.pdf')

    // Back on the apply page: the application and its status.
    await page.goto(`${jobPath}/apply`)
    await expect(page.getByTestId('already-applied')).toContainText(w.status)
  })
}
