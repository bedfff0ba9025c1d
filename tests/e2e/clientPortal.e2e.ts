import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { makeCvPdf } from '../fixtures/cv'
import { CANDIDATE_PASSWORD, unique } from '../fixtures/people'
import { confirmAddress, mailTo as candidateMail } from './candidate'
import { receivedMail } from './mailServer'
import { adminHeaders, createJob, updateJob } from './staff'

/**
 * The client portal (issue 30), one journey per language on a phone (390 × 844): a client's hiring manager is told
 * by email of a candidate put forward for their vacancy, signs in with the one-time link the sign-in page emails
 * them, finds the candidate in their shortlist, opens them, rates them, decides (approves in English, declines with a
 * reason in Arabic) with a comment, sends a new vacancy with its job description attached, and the recruiter finds the
 * outcome on the job's pipeline board and in the application's timeline.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const copy = {
  en: {
    company: 'Harbour Logistics',
    manager: 'Laura Bennett',
    job: { en: 'Warehouse Operations Supervisor', ar: 'مشرف عمليات المستودع' },
    candidate: 'Faisal Qahtani',
    noticeSubject: /a new candidate for your review/,
    signInSubject: /sign-in link/,
    sent: 'a sign-in link is on its way',
    welcome: 'Welcome, Laura Bennett',
    waiting: '1 candidate waiting · none approved · none declined',
    awaiting: 'Awaiting your review',
    blind: 'This is a blind CV',
    rated: 'Your rating: 4 of 5',
    comment: 'Strong warehouse background; we would like to meet him next week.',
    decided: 'Approved for interview',
    done: 'Approved. Your recruiter has been told',
    after: 'no candidates waiting · 1 approved · none declined',
    column: 'interview',
    note: /Laura Bennett \(client\) approved the candidate for an interview/,
    recruiterSubject: /Client decision on Warehouse Operations Supervisor/,
    question: 'would like to present you to Harbour Logistics',
    agreed: 'Your recruiter may now present you to this employer.',
  },
  ar: {
    company: 'شركة المرفأ للخدمات اللوجستية',
    manager: 'هند الشمري',
    job: { en: 'Payroll Accountant', ar: 'محاسب رواتب' },
    candidate: 'ماجد الزهراني',
    noticeSubject: /مرشّح جديد بانتظار مراجعتكم/,
    signInSubject: /رابط دخولك إلى بوابة عملاء/,
    sent: 'فرابط الدخول في طريقه إليه',
    welcome: 'أهلًا هند الشمري',
    waiting: 'مرشّح واحد بانتظار المراجعة · لا موافقات · لا اعتذارات',
    awaiting: 'بانتظار مراجعتكم',
    blind: 'هذه سيرة ذاتية مُخفاة الهوية',
    rated: 'تقييمكم: 2 من 5',
    comment: 'نحتاج إلى خبرة أطول في أنظمة الرواتب السعودية.',
    decided: 'معتذَر عنه',
    done: 'تم الاعتذار. أُبلغ مسؤول التوظيف',
    after: 'اعتذار واحد',
    column: 'rejected',
    note: /هند الشمري \(client\) declined the candidate: not enough relevant experience/,
    recruiterSubject: /Client decision on Payroll Accountant/,
    question: 'يودّ مسؤول التوظيف تقديمك إلى شركة المرفأ للخدمات اللوجستية',
    agreed: 'يمكن لمسؤول التوظيف الآن تقديمك إلى جهة التوظيف هذه.',
  },
} as const

/** A candidate with a complete profile and a CV, applying through the API; returns the application's id. */
async function candidateApplies(
  request: APIRequestContext,
  locale: 'en' | 'ar',
  fullName: string,
  job: number,
): Promise<{ application: number; email: string }> {
  const email = unique(`portal-candidate-${locale}`)
  const profile = { phoneNumber_1: '+966501234567', city: 'Riyadh', state: 'Riyadh', skills: 'Operations, SAP, Excel' }
  expect((await request.post('/api/candidates', { data: { email, password: CANDIDATE_PASSWORD, fullName, ...profile } })).status()).toBe(
    201,
  )
  // A confirmed address: emails about the application go only to those (issue 28, item 11).
  await confirmAddress(request, email)
  const login = await request.post('/api/candidates/login', { data: { email, password: CANDIDATE_PASSWORD } })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const pdf = await makeCvPdf([fullName, email, '+966 50 123 4567', 'Operations supervisor, 7 years in Dammam', 'Skills: SAP, WMS'])
  const cv = await request.post('/api/candidate-cvs', {
    headers,
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) }, _payload: '{}' },
  })
  expect(cv.status()).toBe(201)
  const applied = await request.post(`/api/applications?locale=${locale}`, {
    headers,
    data: {
      job,
      cv: ((await cv.json()) as { doc: { id: number } }).doc.id,
      fullName,
      phoneNumber: '+966501234567',
      city: 'Riyadh',
      state: 'Riyadh',
      skills: 'Operations, SAP, Excel',
    },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  return { application: ((await applied.json()) as { doc: { id: number } }).doc.id, email }
}

const mailTo = (to: string, subject: RegExp) => receivedMail().filter((m) => m.to.includes(to) && subject.test(m.subject))

/** Arabic pages write numbers in Western digits, as the rest of the site does (lib/format.ts). */
async function expectWesternDigits(page: Page) {
  expect(await page.locator('main').innerText()).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/)
}

for (const locale of ['en', 'ar'] as const) {
  test(`a client's hiring manager signs in by email, reviews a shortlisted candidate and decides; the recruiter sees it (${locale})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const t = copy[locale]
    const headers = await adminHeaders(request)
    const me = ((await (await request.get('/api/users/me', { headers })).json()) as { user: { id: number } }).user

    // Staff: the client, its hiring manager, a vacancy of theirs with an application, submitted as a blind CV.
    const client = await request.post('/api/clients?locale=en', {
      headers,
      data: { name: t.company, status: 'active', accountManager: me.id, city: 'Dammam' },
    })
    expect(client.status(), await client.text()).toBe(201)
    const clientId = ((await client.json()) as { doc: { id: number } }).doc.id
    const email = unique(`hiring-${locale}`)
    const contact = await request.post('/api/client-contacts', {
      headers,
      data: { name: t.manager, email, client: clientId, preferredLocale: locale, status: 'active' },
    })
    expect(contact.status(), await contact.text()).toBe(201)
    const job = await createJob(request, t.job)
    await updateJob(request, job.id, { client: clientId })
    const { application, email: candidateEmail } = await candidateApplies(request, locale, t.candidate, job.id)
    const submit = await request.post('/api/portal/submit', {
      headers,
      data: {
        applications: [application],
        cvKind: 'blind',
        summary: 'Seven years running warehouse shifts in Dammam; SAP WM.',
        summaryAr: 'سبع سنوات في إدارة مناوبات المستودعات في الدمام؛ يجيد SAP WM.',
        salaryExpectation: 1_200_000,
        currency: 'SAR',
        noticePeriod: locale === 'ar' ? 'شهر واحد' : 'One month',
      },
    })
    const submitted = (await submit.json()) as { submitted: number[] }
    expect(submitted.submitted).toHaveLength(1)
    const submittal = submitted.submitted[0]!

    // The hiring manager is told, in their language, and follows the email's link: the portal asks them to sign in.
    await expect.poll(() => mailTo(email, t.noticeSubject).length, { timeout: 20_000 }).toBe(1)
    const notice = mailTo(email, t.noticeSubject)[0]!
    expect(notice.text).toContain(t.job[locale])
    const noticeLink = new URL(/https?:\/\/\S+\/clients\/submittals\/\d+/.exec(notice.text)![0])
    expect(noticeLink.pathname).toBe(`/${locale}/clients/submittals/${submittal}`)
    await page.goto(noticeLink.pathname)
    await page.waitForURL((url) => url.pathname === `/${locale}/clients/sign-in`)
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/clients/submittals/${submittal}`)
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectWesternDigits(page)
    await page.screenshot({ path: `test-results/portal-sign-in-${locale}.png`, fullPage: true })

    // The sign-in page emails a one-time link; the link's page asks for one click (a POST) before it signs in.
    await page.getByTestId('portal-sign-in').locator('#portal-email').fill(email)
    await page.getByTestId('portal-sign-in').locator('button[type=submit]').click()
    await expect(page.getByTestId('portal-status-sent')).toContainText(t.sent)
    await expectWesternDigits(page)
    await expect.poll(() => mailTo(email, t.signInSubject).length, { timeout: 15_000 }).toBe(1)
    const signIn = mailTo(email, t.signInSubject)[0]!
    expect(signIn.text).toContain(locale === 'ar' ? 'خلال 30 دقيقة' : 'expires in 30 minutes')
    const link = new URL(/https?:\/\/\S+\/clients\/sign-in\/[A-Za-z0-9_-]{43}\S*/.exec(signIn.text)![0])
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('main')).toContainText(t.manager)
    await page.getByTestId('portal-use-link').click()
    // Signed in, they are back on the candidate the email told them of; from there, to their shortlist.
    await page.waitForURL((url) => url.pathname === `/${locale}/clients/submittals/${submittal}`)
    await page.getByRole('link', { name: locale === 'ar' ? 'العودة إلى شواغركم' : 'Back to your vacancies' }).click()
    await page.waitForURL((url) => url.pathname === `/${locale}/clients`)

    // The shortlist: the vacancy with its counts, then its candidates (a reference, not a name: a blind CV).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.welcome)
    const vacancy = page.getByTestId('portal-jobs').getByRole('listitem').filter({ hasText: t.job[locale] })
    await expect(vacancy).toContainText(t.waiting)
    await expectWesternDigits(page)
    await page.screenshot({ path: `test-results/portal-home-${locale}.png`, fullPage: true })
    await vacancy.getByRole('link', { name: t.job[locale] }).click()
    const reference = `C-${String(application).padStart(5, '0')}`
    const row = page.getByTestId('portal-submittals').getByRole('listitem').filter({ hasText: reference })
    await expect(row).toContainText(t.awaiting)
    await expect(page.getByTestId('portal-submittals')).not.toContainText(t.candidate)
    await page.screenshot({ path: `test-results/portal-shortlist-${locale}.png`, fullPage: true })
    await row.getByRole('link', { name: reference }).click()

    // The submittal: summary in the manager's language, the blind CV to download, then a rating and the decision.
    await expect(page.getByTestId('submittal-name')).toHaveText(reference)
    await expect(page.getByTestId('submittal-status')).toHaveText(t.awaiting)
    await expect(page.getByRole('main')).toContainText(locale === 'ar' ? 'سبع سنوات في إدارة مناوبات' : 'Seven years running warehouse')
    await expect(page.getByRole('main')).toContainText(locale === 'ar' ? '12,000 ريال سعودي' : '12,000 SAR')
    await expect(page.getByRole('main')).toContainText(t.blind)
    await expect(page.getByTestId('portal-cv')).toHaveAttribute('href', `/api/portal/submittals/${submittal}/cv?locale=${locale}`)
    const cv = await page.request.get(`/api/portal/submittals/${submittal}/cv?locale=${locale}`)
    expect(cv.status()).toBe(200)
    expect(cv.headers()['content-disposition']).toMatch(/^attachment/)
    await expectWesternDigits(page)
    await page.screenshot({ path: `test-results/portal-submittal-${locale}.png`, fullPage: true })

    const rating = locale === 'ar' ? 2 : 4
    await page.locator(`input[name=rating][value="${rating}"]`).check()
    await page.getByTestId('portal-rate').click()
    await expect(page.getByRole('main')).toContainText(t.rated)
    if (locale === 'en') {
      await page.locator('#approve-comment').fill(t.comment)
      await page.getByTestId('portal-approve').click()
    } else {
      await page.locator('#reject-reason').selectOption('experience')
      await page.locator('#reject-comment').fill(t.comment)
      await page.getByTestId('portal-reject').click()
    }
    await expect(page.getByTestId('submittal-status')).toHaveText(t.decided)
    if (locale === 'ar') await expect(page.getByTestId('submittal-reason')).toHaveText('السبب: الخبرة ذات الصلة غير كافية')
    await expect(page.getByRole('main')).toContainText(t.done)
    await expect(page.getByRole('main')).toContainText(t.comment)
    // Decided: the approve and decline forms are gone.
    await expect(page.getByTestId('portal-approve')).toHaveCount(0)
    await expectWesternDigits(page)
    await page.screenshot({ path: `test-results/portal-decided-${locale}.png`, fullPage: true })
    await page.goto(`/${locale}/clients`)
    await expect(page.getByTestId('portal-jobs').getByRole('listitem').filter({ hasText: t.job[locale] })).toContainText(t.after)

    // A new vacancy with its job description attached (a PDF), from the intake form; it is listed with its file.
    const vacancyTitle = locale === 'ar' ? 'مشرف مناوبة ليلية' : 'Night Shift Supervisor'
    await page.goto(`/${locale}/clients/vacancies/new`)
    const intake = page.getByTestId('portal-intake')
    await intake.locator('#intake-title').fill(vacancyTitle)
    await intake
      .locator('#intake-description')
      .fill(
        locale === 'ar' ? 'يشرف على فريق المستودع في المناوبة الليلية بالدمام.' : 'Leads the warehouse team on the night shift in Dammam.',
      )
    await intake.locator('#intake-location').fill(locale === 'ar' ? 'الدمام' : 'Dammam')
    await intake.locator('#intake-attachment').setInputFiles({
      name: 'job-description.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await makeCvPdf([vacancyTitle, 'Night shift, Dammam warehouse'])),
    })
    await page.screenshot({ path: `test-results/portal-intake-${locale}.png`, fullPage: true })
    await intake.locator('button[type=submit]').click()
    await page.waitForURL((url) => url.pathname === `/${locale}/clients`)
    const file = page
      .getByTestId('portal-requisitions')
      .getByRole('listitem')
      .filter({ hasText: vacancyTitle })
      .getByTestId('requisition-file')
    await expect(file).toContainText('job-description.pdf')
    const download = await page.request.get((await file.getAttribute('href'))!)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-disposition']).toMatch(/^attachment/)
    await page.screenshot({ path: `test-results/portal-vacancy-file-${locale}.png`, fullPage: true })

    // The recruiter: an email, the card in its new column on the board, and the client's words on the timeline.
    await expect
      .poll(() => receivedMail().filter((m) => m.to.includes(E2E_ADMIN.email) && t.recruiterSubject.test(m.subject)).length)
      .toBeGreaterThan(0)
    const staff = await browser.newContext()
    const admin = await staff.newPage()
    await admin.goto('/admin/login')
    await admin.locator('input[name="email"]').fill(E2E_ADMIN.email)
    await admin.locator('input[name="password"]').fill(E2E_ADMIN.password)
    await admin.locator('button[type="submit"]').click()
    await admin.waitForURL(/\/admin\/?$/)
    await admin.goto(`/admin/recruiting/board/${job.id}`)
    await expect(admin.getByTestId(`column-${t.column}`)).toContainText(t.candidate)
    await admin.goto(`/admin/collections/applications/${application}`)
    await expect(admin.getByText(t.note).first()).toBeVisible()
    await expect(admin.getByText(t.comment).first()).toBeVisible()
    await admin.goto(`/admin/collections/submittals/${submittal}`)
    await expect(admin.locator('#field-rating')).toHaveValue(String(rating))
    await staff.close()

    // Staff turn the client's vacancy into a draft job in one click.
    const requisitions = await request.get(`/api/requisitions?where[client][equals]=${clientId}&depth=0`, { headers })
    const requisition = ((await requisitions.json()) as { docs: { id: number; title: string }[] }).docs.find(
      (r) => r.title === vacancyTitle,
    )!
    const drafted = await request.post(`/api/portal/requisitions/${requisition.id}/draft-job`, { headers })
    expect(drafted.status(), await drafted.text()).toBe(200)

    // The recruiter releases the email the decision held back; the candidate receives it.
    const before = candidateMail(candidateEmail).length
    const released = await request.post(`/api/portal/submittals/${submittal}/release`, { headers })
    expect(await released.json()).toEqual({ result: 'sent' })
    await expect.poll(() => candidateMail(candidateEmail).length, { timeout: 15_000 }).toBe(before + 1)

    // The recruiter asks the candidate's consent to present their name and CV to the client; the candidate agrees on
    // their profile, on a phone, and sees which company saw their CV.
    const asked = await request.post('/api/portal/consent-requests', { headers, data: { application } })
    expect(await asked.json()).toEqual({ result: 'sent' })
    const seeker = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const mine = await seeker.newPage()
    await mine.goto(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}/profile`)}`)
    const signInForm = mine.getByTestId('sign-in-form')
    await signInForm.locator('#email').fill(candidateEmail)
    await signInForm.locator('#password').fill(CANDIDATE_PASSWORD)
    await signInForm.locator('button[type=submit]').click()
    await mine.waitForURL((url) => url.pathname === `/${locale}/profile`)
    await expect(mine.getByText(t.question)).toBeVisible()
    await mine.getByTestId('representation-agree').click()
    await expect(mine.getByRole('main')).toContainText(t.agreed)
    await expect(mine.getByTestId('client-views')).toContainText(t.company)
    await mine.getByTestId('client-views').scrollIntoViewIfNeeded()
    await mine.screenshot({ path: `test-results/portal-candidate-views-${locale}.png` })
    await seeker.close()
  })
}
