import { expect, test } from '@playwright/test'

import { makePdf } from '../fixtures/pdf'
import { unique } from '../fixtures/people'
import { signUpAndSignIn } from './candidate'
import { adminHeaders, createJob, updateJob } from './staff'

/**
 * Issue 28, item 15, a job seeker on a phone (390 × 844), one journey per language: a path in another language lands
 * on the jobs in theirs; Apply stays in reach at the bottom while they read; after applying the job page and its card
 * say "Applied"; a job past its closing day says it has closed and offers similar jobs (not a 404).
 */
const WORDS = {
  en: {
    apply: 'Apply now',
    send: 'Send my application',
    success: 'Application Submitted Successfully',
    applied: 'Applied',
    appliedView: 'Applied · see how it is going',
    closed: 'This job is closed',
    similar: 'Similar jobs',
    context: 'en-GB',
  },
  ar: {
    apply: 'قدّم الآن',
    send: 'أرسل طلبي',
    success: 'تم إرسال الطلب بنجاح',
    applied: 'تقدّمت',
    appliedView: 'تقدّمت · تابع طلبك',
    closed: 'هذه الوظيفة مغلقة',
    similar: 'وظائف مشابهة',
    context: 'ar-SA',
  },
} as const

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

for (const locale of ['en', 'ar'] as const) {
  const w = WORDS[locale]
  test.describe(() => {
    test.use({ locale: w.context })

    test(`applying on a phone keeps Apply in reach and then says Applied; a closed job offers similar ones (${locale})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000)
      // A French path lands on the same page in the visitor's language, not on /{locale}/fr/jobs.
      const foreign = await page.goto('/fr/jobs')
      expect(foreign?.status()).toBe(200)
      await expect(page).toHaveURL(new RegExp(`/${locale}/jobs$`))

      const stamp = Array.from({ length: 6 }, () => 'bcdfghjkmnpqrstvwxz'[Math.floor(Math.random() * 19)]).join('')
      const job = await createJob(request, {
        en: `Mobile Payroll Officer ${stamp}`,
        ar: `مسؤول رواتب متنقل ${stamp}`,
      })
      const jobPath = `/${locale}/jobs/${job.slug}`
      const email = unique(`apply-phone-${locale}`)
      await signUpAndSignIn(page, {
        email,
        fullName: locale === 'ar' ? 'عبد الرحمن بن عبد العزيز بن محمد آل الشيخ' : 'Hamad Al-Marri',
        after: `/${locale}/profile`,
        profile: { phoneNumber_1: '+966501234567', city: 'Riyadh', state: 'Riyadh', skills: 'Payroll, SAP' },
      })
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
      const token = (await page.context().cookies()).find((c) => c.name === 'nk_id')!.value
      const cv = await page.request.post('/api/candidate-cvs', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Payroll')) }, _payload: '{}' },
      })
      expect(cv.status()).toBe(201)

      // Reading the description (the page opened by a board's tracked link), the Apply bar stays at the bottom of the
      // screen; it opens the panel.
      await page.goto(`${jobPath}?src=${locale === 'en' ? 'linkedin' : 'bayt'}`)
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
      const bar = page.getByTestId('apply-bar')
      // The description's heading at the top of the screen: the Apply button (above it on a phone) is out of view.
      await page.evaluate(() => {
        const heading = document.querySelector('[data-testid="job-detail"] h2')!
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY)
      })
      await expect(page.getByTestId('apply')).not.toBeInViewport()
      await expect(bar).toBeInViewport()
      const box = (await bar.boundingBox())!
      expect(box.y + box.height).toBeGreaterThan(844 - 2)
      await page.screenshot({ path: `test-results/apply-bar-${locale}.png` })
      await bar.getByRole('link', { name: w.apply }).click()
      const form = page.getByTestId('apply-form')
      await form.getByRole('button', { name: w.send }).click()
      await expect(page.getByTestId('apply-success')).toContainText(w.success)
      // Staff see where it came from: the board whose link opened the page (issue 31).
      const staff = await request.get(`/api/applications?where[job][equals]=${job.id}&depth=0`, { headers: await adminHeaders(request) })
      expect(((await staff.json()) as { docs: { source: string; sourceDetail: string }[] }).docs).toEqual([
        expect.objectContaining({ source: 'jobBoard', sourceDetail: locale === 'en' ? 'linkedin' : 'bayt' }),
      ])

      // Coming back later: the page and the card say Applied.
      await page.goto(jobPath)
      await expect(page.getByTestId('applied')).toHaveText(w.appliedView)
      await expect(page.getByTestId('apply')).toHaveCount(0)
      await page.getByTestId('applied').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/applied-job-${locale}.png` })
      await page.goto(`/${locale}/jobs?q=${stamp}`)
      const card = page.getByTestId('job-card').filter({ hasText: stamp })
      await expect(card.getByTestId('applied-badge')).toHaveText(w.applied)
      await page.screenshot({ path: `test-results/applied-card-${locale}.png` })

      // Past its closing day, the job says so, with similar jobs, and nothing to apply with.
      const day = 86_400_000
      await updateJob(request, job.id, {
        openingDate: new Date(Date.now() - 20 * day).toISOString(),
        closingDate: new Date(Date.now() - 2 * day).toISOString(),
      })
      const closed = await page.goto(jobPath)
      expect(closed?.status()).toBe(200)
      await expect(page.getByTestId('job-closed')).toContainText(w.closed)
      await expect(page.getByRole('heading', { name: w.similar })).toBeVisible()
      await expect(page.locator('section[aria-labelledby="similar-title"]').getByTestId('job-card').first()).toBeVisible()
      await expect(page.getByTestId('apply-bar')).toHaveCount(0)
      await page.screenshot({ path: `test-results/closed-job-${locale}.png`, fullPage: true })
    })
  })
}
