import { expect, test, type Page } from '@playwright/test'

/**
 * Issue 15, item 5: the keyword box finds the everyday forms of a word, in
 * both languages: the other hamza spelling, plurals, and the workplace type.
 * The seeded job board has 23 engineer jobs, 3 teacher jobs, 12 hybrid ones
 * and 2 that name a مسؤول.
 */

/** The number in "25 jobs found", "وُجدت ٢٥ وظيفة", "وُجدت وظيفتان" (Arabic says one and two in words). */
async function count(page: Page): Promise<number> {
  const text = (await page.getByTestId('job-count').textContent())!
  if (text.includes('وظيفتان')) return 2
  if (text.includes('وظيفة واحدة')) return 1
  return Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).match(/\d+/)![0])
}

/** The links of the listed jobs, in order. */
const listed = (page: Page) =>
  page
    .getByTestId('job-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))

/** Types a keyword into the search form and sends it, as a visitor does; returns the number of jobs found. */
async function searchFor(page: Page, locale: 'en' | 'ar', keyword: string): Promise<number> {
  await page.getByLabel(locale === 'en' ? 'Keyword' : 'كلمة البحث').fill(keyword)
  await page.getByRole('button', { name: locale === 'en' ? 'Search' : 'بحث', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(keyword).replace(/%20/g, '(\\+|%20)')}`))
  return count(page)
}

/** The number of jobs a URL's search lists. */
async function countAt(page: Page, path: string): Promise<number> {
  await page.goto(path)
  return page
    .getByTestId('no-jobs')
    .isVisible()
    .then(async (none) => (none ? 0 : count(page)))
}

test.describe('keyword search finds word forms (issue 15)', () => {
  test('in English, plurals find the singular and "hybrid" finds the hybrid jobs', async ({ page }) => {
    const engineer = await countAt(page, '/en/jobs?q=engineer')
    const teacher = await countAt(page, '/en/jobs?q=teacher')
    const hybrid = await countAt(page, '/en/jobs?workplace=hybrid')
    expect(engineer).toBeGreaterThanOrEqual(23)
    expect(teacher).toBeGreaterThanOrEqual(3)
    expect(hybrid).toBeGreaterThanOrEqual(10)

    await page.goto('/en/jobs')
    expect(await searchFor(page, 'en', 'engineers')).toBeGreaterThanOrEqual(engineer)
    expect(await searchFor(page, 'en', 'teachers')).toBeGreaterThanOrEqual(teacher)
    await expect(page.getByTestId('job-card').filter({ hasText: 'Secondary Mathematics Teacher' })).toHaveCount(1)
    await expect(page.getByTestId('job-card').filter({ hasText: 'Special Education Teacher' })).toHaveCount(1)

    expect(await searchFor(page, 'en', 'hybrid')).toBe(hybrid)
    const cards = page.getByTestId('job-card')
    for (const text of await cards.allTextContents()) expect(text).toContain('Hybrid')
  })

  test('in Arabic, مسئول finds the مسؤول jobs, مهندسين the engineers and هجين the hybrid jobs', async ({ page }) => {
    const withWaw = await countAt(page, '/ar/jobs?q=' + encodeURIComponent('مسؤول'))
    const withWawJobs = await listed(page)
    const engineer = await countAt(page, '/ar/jobs?q=' + encodeURIComponent('مهندس'))
    const hybrid = await countAt(page, '/ar/jobs?workplace=hybrid')
    expect(withWaw).toBeGreaterThanOrEqual(2)
    expect(engineer).toBeGreaterThan(5)

    await page.goto('/ar/jobs')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await searchFor(page, 'ar', 'مسئول')).toBe(withWaw)
    expect(await listed(page)).toEqual(withWawJobs)
    expect(await searchFor(page, 'ar', 'مهندسين')).toBeGreaterThanOrEqual(engineer)
    // Jobs with the very word مهندسين come first; engineer (مهندس) titles are listed too.
    await expect(page.getByTestId('job-card').filter({ hasText: 'مهندس' }).first()).toBeVisible()
    expect(await searchFor(page, 'ar', 'معلمين')).toBeGreaterThanOrEqual(2)

    expect(await searchFor(page, 'ar', 'هجين')).toBe(hybrid)
    for (const text of await page.getByTestId('job-card').allTextContents()) expect(text).toContain('هجين')
  })
})
