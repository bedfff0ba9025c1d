import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { makePdf } from '../fixtures/pdf'
import { unique } from '../fixtures/people'
import { signUpAndSignIn } from './candidate'

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text })

test('a recruiter sees a new application arrive, and the candidate sees its new status on the open page without reloading', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  // The candidate: signed in through the page, profile and CV through the API.
  const email = unique('live')
  await signUpAndSignIn(page, { email, fullName: 'ريم العتيبي', after: '/ar/profile/applications' })
  const id = (await page.context().cookies()).find((c) => c.name === 'nk_id')!.value
  const bearer = { Authorization: `Bearer ${id}` }
  const me = await page.request.post('/api/graphql', {
    headers: bearer,
    data: {
      query:
        'mutation { updateMe(fullName: "ريم العتيبي", city: "الرياض", phoneNumber_1: "+966 55 765 4321", skills: "الموارد البشرية", state: "منطقة الرياض") { city } }',
    },
  })
  expect(me.status()).toBe(200)
  const cv = await page.request.post('/api/candidate-cvs', {
    headers: bearer,
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Reem')) }, _payload: '{}' },
  })
  expect(cv.status()).toBe(201)
  const jobs = await page.request.get('/api/jobs?limit=1&depth=0&locale=ar&sort=-openingDate')
  const job = ((await jobs.json()) as { docs: { id: number; title: string }[] }).docs[0]!

  // The recruiter, in the admin.
  const staff = await browser.newContext()
  const admin = await staff.newPage()
  await admin.goto('/admin/login')
  await admin.locator('input[name="email"]').fill(E2E_ADMIN.email)
  await admin.locator('input[name="password"]').fill(E2E_ADMIN.password)
  const adminStream = admin.waitForResponse((r) => r.url().includes('/api/live'))
  await admin.locator('button[type="submit"]').click()
  await admin.waitForURL(/\/admin\/?$/)
  expect((await adminStream).status()).toBe(200)

  // The candidate applies: the recruiter hears of it at once.
  const applied = await page.request.post('/api/applications?locale=ar', {
    headers: bearer,
    data: {
      job: job.id,
      cv: ((await cv.json()) as { doc: { id: number } }).doc.id,
      fullName: 'ريم العتيبي',
      phoneNumber: '+966557654321',
      city: 'الرياض',
      state: 'منطقة الرياض',
      skills: 'الموارد البشرية',
    },
  })
  expect(applied.status()).toBe(201)
  const application = ((await applied.json()) as { doc: { id: number } }).doc.id
  const notice = toast(admin, 'New application')
  await expect(notice).toContainText(`ريم العتيبي applied for`)
  await notice.getByRole('button', { name: 'Open' }).click()
  await admin.waitForURL(`**/admin/collections/applications/${application}`)

  // The candidate's applications are open and listening.
  const candidateStream = page.waitForResponse((r) => r.url().includes('/api/live'))
  await page.reload()
  expect((await candidateStream).status()).toBe(200)
  const mine = page.getByTestId('my-application').filter({ hasText: job.title })
  await expect(mine.getByTestId('application-status')).toHaveText('مُرسَل')
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))

  // The recruiter moves it on in the admin.
  await admin.locator('#field-status').click()
  await admin.locator('.rs__option').filter({ hasText: 'Interview' }).click()
  await admin.locator('#action-save').click()
  await expect(admin.getByText(/updated successfully/i).first()).toBeVisible()
  await staff.close()

  await expect(toast(page, `أصبحت حالة طلبك لوظيفة ${job.title}: مقابلة.`)).toBeVisible()
  await expect(mine.getByTestId('application-status')).toHaveText('مقابلة')
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})
