import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { createJob, updateJob } from './staff'

/**
 * The salary explorer (issue 33), one journey per language on a phone (390 px): the form posts (no field in the
 * URL), the answer is a shareable path, figures say how sure they are and how old, thin cells are withheld or
 * rolled up with the reason, and no organisation reaches the page; an employer asks for the full report (the form
 * posts, no field in the URL). The Arabic journey runs without scripts. Staff's import, at 1280 px, names a bad row.
 */
test.use({ viewport: { width: 390, height: 844 } })

const ORGANISATION = /\(demo\)|Najd Trading|Gulf Horizon/

test('English: find a senior accountant in Riyadh, with scripts', async ({ page }) => {
  await page.goto('/en/salaries')
  await expect(page.getByRole('heading', { level: 1, name: 'Salary explorer' })).toBeVisible()
  const form = page.getByTestId('salary-form')
  await form.getByLabel('Job').fill('Accountant')
  await form.getByLabel('Level').selectOption('senior')
  await form.getByLabel('Country').selectOption('sa')
  await form.getByLabel('City').selectOption('riyadh')
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/en/salaries'))
  await form.getByRole('button', { name: 'Show salaries' }).click()
  expect((await posted).url()).not.toMatch(/[?&](job|country|city|level)=/)
  await expect(page).toHaveURL(/\/en\/salaries\/finance\/sa\/riyadh(#level-senior)?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance and accounting salaries in Riyadh, Saudi Arabia')
  const senior = page.locator('#level-senior')
  await expect(senior.getByTestId('salary-median')).toContainText(/\d{1,3}(,\d{3})* SAR/)
  await expect(senior.getByTestId('salary-confidence')).toContainText(/confidence · \d+ organisations, \d+ employees · Data from \w+ \d{4}/)
  await expect(senior.getByRole('table')).toContainText('Median')
  await expect(page.getByTestId('salary-note')).toContainText('not job offers')
  await page.screenshot({ path: 'test-results/salaries-en-390.png', fullPage: true })
  expect(await page.content()).not.toMatch(ORGANISATION)

  // Dammam is too thin: the country's figure is shown, and the page says so.
  await page.goto('/en/salaries/finance/sa/dammam')
  await expect(page.locator('#level-entry')).toContainText('Not enough data for Dammam alone')
  // Qatar has three organisations: nothing is published, and the page says why.
  await page.goto('/en/salaries/finance/qa')
  await expect(page.getByTestId('salary-withheld')).toHaveCount(5)
  await expect(page.getByTestId('salary-withheld').first()).toContainText('fewer than five organisations')
  expect(await page.content()).not.toMatch(ORGANISATION)
  // A job the explorer does not know.
  await page.goto('/en/salaries')
  await page.getByTestId('salary-form').getByLabel('Job').fill('Astronaut')
  await page.getByTestId('salary-form').getByRole('button', { name: 'Show salaries' }).click()
  await expect(page).toHaveURL(/\/en\/salaries\/no-match$/)
  await expect(page.getByTestId('salary-no-match')).toContainText('We could not find that job')

  // An employer asks for the full report of Saudi finance: the result page's link carries the choice.
  await page.goto('/en/salaries/finance/sa')
  await page.getByTestId('salary-report-link').click()
  await expect(page).toHaveURL(/\/en\/salaries\/report\/finance\/sa$/)
  const report = page.getByTestId('salary-report-form')
  await expect(report.getByLabel('Role of interest')).toHaveValue('finance')
  await report.getByLabel('Company').fill('Najd Test Builders')
  await report.getByLabel('Your name').fill('Omar Haddad')
  await report.getByLabel('Work email').fill('omar@najd-builders.example.com')
  await report.getByRole('button', { name: 'Request the report' }).click()
  // Without consent nothing is sent, and the form says why, keeping what was typed.
  await expect(report.getByText('Tick the box so that we may contact you with the report.')).toBeVisible()
  await expect(report.getByLabel('Company')).toHaveValue('Najd Test Builders')
  await report.getByRole('checkbox').check()
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/en/salaries/report'))
  await report.getByRole('button', { name: 'Request the report' }).click()
  expect((await sent).url()).not.toMatch(/[?&](company|email|name)=/)
  await expect(page.getByTestId('salary-report-sent')).toContainText('Thank you')
  await page.screenshot({ path: 'test-results/salary-report-en-390.png', fullPage: true })
})

test.describe('Arabic, without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('Arabic: a job typed in Arabic, right to left, with the package split', async ({ page }) => {
    await page.goto('/ar/salaries')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const form = page.getByTestId('salary-form')
    await form.getByLabel('الوظيفة').fill('محاسب')
    await form.getByLabel('الدولة').selectOption('sa')
    await form.getByRole('button', { name: 'اعرض الرواتب' }).click()
    await expect(page).toHaveURL(/\/ar\/salaries\/finance\/sa$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('رواتب المالية والمحاسبة في السعودية')
    const entry = page.locator('#level-entry')
    await expect(entry.getByRole('heading', { level: 2 })).toHaveText('مستوى مبتدئ')
    await expect(entry.getByTestId('salary-median')).toContainText('ريال سعودي')
    await expect(entry).toContainText('بدل السكن')
    await expect(entry.getByTestId('salary-confidence')).toContainText(/موثوقية .+ · .*جه(ة|ات).* · بيانات/)
    await expect(page.getByTestId('salary-note')).toContainText('وليست عروض عمل')
    // The chart mirrors: the median's mark stands as far from the right edge as its inline start says.
    const track = entry.locator('[aria-hidden="true"]')
    const median = track.locator('> div').nth(2)
    const start = Number(/inset-inline-start:\s*([\d.]+)%/.exec((await median.getAttribute('style')) ?? '')![1])
    const [box, line] = [(await track.boundingBox())!, (await median.boundingBox())!]
    expect(Math.abs(box.x + box.width - (line.x + line.width) - (start / 100) * box.width)).toBeLessThan(2)
    await page.screenshot({ path: 'test-results/salaries-ar-390.png', fullPage: true })
    expect(await page.content()).not.toMatch(ORGANISATION)

    // The full report, asked for without scripts: a plain POST, and the thanks drawn by the server.
    await page.getByTestId('salary-report-link').click()
    await expect(page).toHaveURL(/\/ar\/salaries\/report\/finance\/sa$/)
    const report = page.getByTestId('salary-report-form')
    await report.getByLabel('الجهة').fill('شركة نجد للبناء')
    await report.getByLabel('اسمك').fill('ريم الكعبي')
    await report.getByLabel('بريد العمل').fill('reem@najd-build.example.com')
    await report.getByRole('checkbox').check()
    await page.screenshot({ path: 'test-results/salary-report-ar-390.png', fullPage: true })
    await report.getByRole('button', { name: 'اطلب التقرير' }).click()
    await expect(page.getByTestId('salary-report-sent')).toContainText('شكرًا لك')
    expect(page.url()).not.toMatch(/[?&](company|email|name)=/)
  })
})

test.describe('staff import at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a survey file with a bad row imports nothing and names the row and the column', async ({ page }) => {
    // Signed in through the API: the session cookie is the browser's.
    expect((await page.request.post('/api/users/login', { data: E2E_ADMIN })).ok()).toBe(true)
    await page.goto('/admin/collections/salary-rounds')
    const header =
      'organisation,industry,job_family,level,job_title_en,job_title_ar,country,city,basic,housing,transport,other_allowances,annual_bonus,currency,headcount,effective_date'
    const csv = `${header}\nE2E Co,Retail,finance,senior,Accountant,محاسب,SA,Riyadh,12000,3000,1000,0,0,USD,1,2025-01-01\n`
    await page.getByLabel('Round name').fill('E2E round')
    await page.getByLabel(/Survey file/).setInputFiles({ name: 'round.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    const answer = page.getByTestId('salary-import-answer')
    await expect(answer).toContainText('Nothing was imported: 1 problem found.')
    await expect(answer.getByRole('row')).toContainText(['Row 2, column currency'])
    await page.screenshot({ path: 'test-results/salary-import-1280.png', fullPage: true })
  })
})

test("a job's page shows the survey's typical pay for its role, in both languages", async ({ page, request }) => {
  const job = await createJob(request, { en: 'Senior Accountant', ar: 'محاسب أول', location: 'riyadh' })
  await updateJob(request, job.id, { experienceMin: 6 })
  await page.goto(`/en/jobs/${job.slug}`)
  const en = page.getByTestId('typical-pay')
  await expect(en.getByTestId('typical-pay-median')).toContainText(/^\d{1,3}(,\d{3})* SAR a month \(median\)$/)
  await expect(en).toContainText('Finance and accounting, Senior, Riyadh. Survey medians, not an offer for this job.')
  await expect(en.getByRole('link', { name: 'See salaries for this role' })).toHaveAttribute('href', '/en/salaries/finance/sa/riyadh')
  await page.goto(`/ar/jobs/${job.slug}`)
  const ar = page.getByTestId('typical-pay')
  await expect(ar.getByTestId('typical-pay-median')).toContainText('شهريًا (الوسيط)')
  await expect(ar).toContainText('المالية والمحاسبة، مستوى أول، الرياض')
  await ar.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/typical-pay-ar.png' })
  await updateJob(request, job.id, { status: 'closed' })
})
