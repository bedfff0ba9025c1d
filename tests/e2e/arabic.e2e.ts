import { expect, test, type Page } from '@playwright/test'

/**
 * Issue 15, "Arabic that reads as native": numbers of years agree with the noun (ICU plural rules: zero, one,
 * two, few, many, other), currencies are written out in Arabic, and amounts are formatted for the locale.
 */
const money = (n: number) => new Intl.NumberFormat('ar-u-nu-latn', { maximumFractionDigits: 0 }).format(n)

/** The page of the seeded job with this reference code, through the search (which matches reference codes). */
async function openJob(page: Page, ref: string) {
  await page.goto(`/ar/jobs?q=${ref}`)
  await expect(page.getByTestId('job-count')).toHaveText('وُجدت وظيفة واحدة')
  const card = page.getByTestId('job-card')
  await expect(card).toHaveCount(1)
  const text = (await card.textContent()) ?? ''
  await card.getByRole('heading').getByRole('link').click()
  await page.waitForURL(/\/ar\/jobs\/[^/?]+$/)
  return text
}

test.describe('Arabic numbers, years and currencies', () => {
  test('the experience bands of the job filter agree with their numbers', async ({ page }) => {
    await page.goto('/ar/jobs')
    const bands = await page.locator('select[name="experience"] option').allTextContents()
    expect(bands.join(' | ')).toContain('حتى سنتين')
    expect(bands.join(' | ')).toContain('من 3 إلى 5 سنوات')
    expect(bands.join(' | ')).not.toMatch(/من 0 إلى|2 سنة|10 سنوات\)/)
  })

  test('10 to 15 years and a salary in Saudi riyals, on the card and the job page', async ({ page }) => {
    const card = await openJob(page, 'NT-1024')
    expect(card).toContain('من 10 إلى 15 سنة')
    const facts = page.getByTestId('job-facts')
    await expect(facts).toContainText('من 10 إلى 15 سنة')
    await expect(facts).not.toContainText('15 سنوات')
    await expect(facts).toContainText(`من ${money(38000)} إلى ${money(50000)} ريال سعودي شهريًا`)
    await expect(facts).not.toContainText('SAR')
  })

  test('up to one year, and dirhams', async ({ page }) => {
    await openJob(page, 'NT-1013')
    await expect(page.getByTestId('job-facts')).toContainText('حتى سنة واحدة')
    await openJob(page, 'NT-1004')
    const facts = page.getByTestId('job-facts')
    await expect(facts).toContainText('من 8 إلى 12 سنة')
    await expect(facts).toContainText(`من ${money(38000)} إلى ${money(48000)} درهم إماراتي شهريًا`)
    await expect(facts).not.toContainText('AED')
  })

  test('the number of jobs found takes the form its number needs', async ({ page }) => {
    await page.goto('/ar/jobs')
    const text = (await page.getByTestId('job-count').textContent())!.trim()
    const n = Number(/\d+/.exec(text)![0])
    const noun = { zero: 'وظيفة', one: 'وظيفة', two: 'وظيفتان', few: 'وظائف', many: 'وظيفة', other: 'وظيفة' }[
      new Intl.PluralRules('ar').select(n)
    ]
    expect(text).toBe(`وُجدت ${n} ${noun}`)
  })
})
