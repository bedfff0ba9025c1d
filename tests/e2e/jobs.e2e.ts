import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'

/** A seeded job in a given state, looked up through the API as staff. */
async function jobWhere(request: APIRequestContext, where: string): Promise<{ slug: string; title: string }> {
  const login = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  const { token } = (await login.json()) as { token: string }
  const response = await request.get(`/api/jobs?${where}&limit=1&depth=0&locale=en`, { headers: { Authorization: `JWT ${token}` } })
  const { docs } = (await response.json()) as { docs: { slug: string; title: string }[] }
  return docs[0]!
}

const count = async (page: import('@playwright/test').Page) => Number((await page.getByTestId('job-count').textContent())!.match(/\d+/)![0])

test.describe('job list', () => {
  test('lists open jobs with a count and filters them through the URL', async ({ page }) => {
    await page.goto('/en/jobs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next job')
    const all = await count(page)
    expect(all).toBeGreaterThanOrEqual(60)
    await expect(page.getByTestId('job-card')).toHaveCount(12)

    // A filter applies as soon as it is chosen (issue 28): no Search needed.
    await page.getByLabel('Industry').selectOption('healthcare')
    await expect(page).toHaveURL(/industry=healthcare/)
    const healthcare = await count(page)
    expect(healthcare).toBeGreaterThan(0)
    expect(healthcare).toBeLessThan(all)
    // The option shows how many jobs it gives.
    await expect(page.getByLabel('Industry').locator('option:checked')).toHaveText(`Healthcare (${healthcare})`)

    await page.goBack()
    await expect(page).toHaveURL(/\/en\/jobs$/)
    expect(await count(page)).toBe(all)
    // The controls show the URL's filters, not the choice left on the page (issue 15: Back after filtering).
    await expect(page.getByLabel('Industry')).toHaveValue('')
    await page.goForward()
    await expect(page).toHaveURL(/industry=healthcare/)
    await expect(page.getByLabel('Industry')).toHaveValue('healthcare')
    await page.reload()
    await expect(page.getByLabel('Industry')).toHaveValue('healthcare')
  })

  test('in Arabic, Back after choosing a city shows every city again', async ({ page }) => {
    await page.goto('/ar/jobs')
    const location = page.locator('#job-location')
    const city = await location.locator('option').nth(1).getAttribute('value')
    await location.selectOption(city!)
    await expect(page).toHaveURL(new RegExp(`location=${city}`))
    await page.goBack()
    await expect(page).toHaveURL(/\/ar\/jobs$/)
    await expect(location).toHaveValue('')
  })

  test('searches in Arabic and shows Arabic plural counts', async ({ page }) => {
    await page.goto('/ar/jobs?q=' + encodeURIComponent('الرياض'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('job-count')).toHaveText(/^وُجدت/)
    const cards = page.getByTestId('job-card')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const text of await cards.allTextContents()) expect(text).toContain('الرياض')
  })

  test('says "No jobs found." and offers to clear the filters', async ({ page }) => {
    await page.goto('/en/jobs?q=zzqqxxnotajob')
    await expect(page.getByTestId('no-jobs')).toContainText('No jobs found.')
    await page.getByTestId('no-jobs').getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/en\/jobs$/)
    await expect(page.getByTestId('job-card').first()).toBeVisible()
  })

  test('keeps working with bad input in the URL', async ({ page }) => {
    const response = await page.goto(`/en/jobs?industry=astronaut&page=9999&q=${'x'.repeat(300)}`)
    expect(response?.status()).toBe(200)
    const notices = page.getByTestId('job-notices')
    await expect(notices).toContainText('A filter in the link is no longer available and was ignored.')
    await expect(notices).toContainText('Your search was shortened to its first 100 characters.')
    await expect(notices).toContainText('There is no page 9999')
    const odd = await page.goto('/ar/jobs?page=-3&type=%3Cscript%3E')
    expect(odd?.status()).toBe(200)
    await expect(page.getByTestId('job-notices')).toContainText('رقم الصفحة غير صالح')
  })

  test('pages with Previous and Next, the page number in the URL', async ({ page }) => {
    await page.goto('/en/jobs')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/en\/jobs\?page=2$/)
    await expect(pagination.getByRole('link', { name: 'Previous' })).toBeVisible()
  })
})

test.describe('jobs by date', () => {
  test('groups jobs under their opening day, in Arabic month names', async ({ page }) => {
    await page.goto('/ar/jobs-by-date')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الوظائف حسب التاريخ')
    const days = page.getByTestId('job-day')
    expect(await days.count()).toBeGreaterThan(1)
    await expect(days.first().locator('time')).toHaveText(
      /^\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}$/,
    )
  })
})

test.describe('job detail', () => {
  test('shows every field, share links, Apply and JobPosting data, in both languages', async ({ page }) => {
    await page.goto('/en/jobs')
    await page.getByTestId('job-card').first().getByRole('link').click()
    await expect(page.getByTestId('job-detail')).toHaveAttribute('data-status', 'open')
    const facts = page.getByTestId('job-facts')
    for (const term of [
      'Industry',
      'Location',
      'Work experience',
      'Opening date',
      'Closing date',
      'Remote or on-site',
      'Employment type',
      'Reference code',
    ]) {
      await expect(facts.getByText(term, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/)
    // The panel opens in place once the page has hydrated (before that, Apply is a link to the apply page).
    await expect(page.locator('html[data-interactive]')).toHaveCount(1)
    await page.getByTestId('apply').click()
    await expect(page.getByTestId('apply-panel')).toContainText('Authentication Required: Please login first to apply for this job')
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute(
      'href',
      /\/en\/login\?redirect=%2Fen%2Fjobs%2F.+%3Fapply%3D1$/,
    )

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    )
    const jsonLd = blocks.find((b) => b['@type'] === 'JobPosting') as { title: string; hiringOrganization: { name: string } }
    expect(jsonLd).toBeDefined()
    expect(jsonLd.title).toBe(await page.getByRole('heading', { level: 1 }).textContent())
    expect(jsonLd.hiringOrganization.name).toBe('Nukhba Talent')

    await page.getByTestId('language-switch').first().click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('job-facts').getByText('تاريخ إغلاق التقديم')).toBeVisible()
    await expect(page.getByTestId('apply')).toHaveText('قدّم الآن')
  })

  test('a closed job says so, without Apply, Save or JobPosting data, in both languages', async ({ page, request }) => {
    const closed = await jobWhere(request, 'where[status][equals]=closed')
    for (const [locale, closedTitle] of [
      ['en', 'This job is closed'],
      ['ar', 'هذه الوظيفة مغلقة'],
    ] as const) {
      const response = await page.goto(`/${locale}/jobs/${closed.slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByTestId('job-closed')).toContainText(closedTitle)
      await expect(page.getByTestId('apply')).toHaveCount(0)
      // No Save for this job (it could not succeed); the open similar jobs below keep theirs.
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
      const similar = page.locator('section[aria-labelledby="similar-title"]')
      await expect(page.getByTestId('job-detail').locator('aside').getByTestId('save-job')).toHaveCount(0)
      await expect(page.getByTestId('save-job')).toHaveCount(await similar.getByTestId('save-job').count())
      // Organization and breadcrumbs stay; the JobPosting goes.
      const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => (JSON.parse(t) as { '@type': string })['@type'],
      )
      expect(types).not.toContain('JobPosting')
      expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']))
    }
  })

  test('an unknown job is a 404', async ({ page }) => {
    const response = await page.goto('/ar/jobs/no-such-job-0000')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة')
  })
})
