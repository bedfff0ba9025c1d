import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'

async function staff(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

async function first<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`)
  const { docs } = (await response.json()) as { docs: T[] }
  return docs[0]!
}

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: null,
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: null,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

async function expectImagesLoaded(page: Page, selector: string) {
  const images = page.locator(selector)
  expect(await images.count()).toBeGreaterThan(0)
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await image.getAttribute('alt')).toBeTruthy()
  }
}

test.describe('every content route in both languages', () => {
  test('answers 200 with the right lang and dir', async ({ page, request }) => {
    test.setTimeout(120_000)
    const post = await first<{ slug: string }>(request, '/posts?limit=1&depth=0')
    const member = await first<{ slug: string }>(request, '/team-members?limit=1&depth=0')
    const partner = await first<{ slug: string }>(request, '/partners?limit=1&depth=0')
    const test_ = await first<{ slug: string }>(request, '/assessments?limit=1&depth=0')
    const routes = [
      '',
      '/about',
      '/article',
      '/privacy-policy',
      '/terms-and-conditions',
      '/services',
      ...['employer-of-record', 'hr-consultancy', 'outsourcing', 'psychometric-assessments', 'recruitment', 'salary-survey'].map(
        (s) => `/services/${s}`,
      ),
      '/blogs',
      '/blogs/category/careers',
      `/blogs/${post.slug}`,
      '/faq',
      '/faq/employers',
      `/assesments/${test_.slug}`,
      `/partners/${partner.slug}`,
      `/member/${member.slug}`,
    ]
    for (const locale of ['en', 'ar'] as const) {
      for (const route of routes) {
        const response = await page.goto(`/${locale}${route}`)
        expect(response?.status(), `${locale}${route}`).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        if (locale === 'ar') await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/)
      }
    }
  })
})

test.describe('home', () => {
  test('shows the blocks: services, latest jobs, 500+ participants, partner logos and posts', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('heading', { level: 2, name: 'What we do' })).toBeVisible()
    await expect(page.getByTestId('job-card')).toHaveCount(6)
    await expect(page.getByTestId('participants')).toContainText('500+')
    await expect(page.getByTestId('post-card')).toHaveCount(3)
    await expectImagesLoaded(page, 'main img')
    await page.goto('/ar')
    await expect(page.getByTestId('participants')).toContainText('مشارك سابق')
  })

  test('an edit staff save shows on the next load, without a rebuild', async ({ page, request }) => {
    const headers = await staff(request)
    const partner = await first<{ id: number; slug: string; summary: string }>(request, '/partners?limit=1&depth=0&locale=en')
    await page.goto(`/en/partners/${partner.slug}`)
    await expect(page.getByText('Our newest partner in Riyadh')).toHaveCount(0)
    const saved = await request.patch(`/api/partners/${partner.id}?locale=en`, {
      headers,
      data: { summary: 'Our newest partner in Riyadh' },
    })
    expect(saved.status()).toBe(200)
    await page.goto(`/en/partners/${partner.slug}`)
    await expect(page.getByText('Our newest partner in Riyadh')).toBeVisible()
    await request.patch(`/api/partners/${partner.id}?locale=en`, { headers, data: { summary: partner.summary } })
  })
})

test.describe('blogs', () => {
  test('list newest first, page with Previous and Next, and open a post with related posts', async ({ page }) => {
    await page.goto('/en/blogs')
    await expect(page.getByTestId('post-card')).toHaveCount(9)
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/en\/blogs\?page=2$/)
    expect(await page.getByTestId('post-card').count()).toBeGreaterThan(0)
    await expect(pagination.getByText('Next')).toHaveAttribute('aria-disabled', 'true')

    await page.getByTestId('post-card').first().getByRole('link').click()
    await expect(page.getByTestId('blog-post')).toBeVisible()
    await expectImagesLoaded(page, '[data-testid="blog-post"] img')
    await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible()
    expect(await page.getByTestId('post-card').count()).toBeGreaterThan(0)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type'])).toContain('BlogPosting')
  })

  test('a category lists only its posts, in Arabic too', async ({ page }) => {
    await page.goto('/ar/blogs/category/careers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المسار المهني')
    const cards = page.getByTestId('post-card')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const text of await cards.allTextContents()) expect(text).toContain('المسار المهني')
  })

  test('a missing post says "Blog not found" with a 404 and a way back', async ({ page }) => {
    const response = await page.goto('/en/blogs/no-such-post-anywhere')
    expect(response?.status()).toBe(404)
    const screen = page.getByTestId('blog-not-found')
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Blog not found')
    await expect(screen).toContainText("The blog post you're looking for doesn't exist or has been removed")
    await screen.getByRole('link', { name: 'Back to blogs' }).click()
    await expect(page).toHaveURL(/\/en\/blogs$/)
    const arabic = await page.goto('/ar/blogs/no-such-post-anywhere')
    expect(arabic?.status()).toBe(404)
    await expect(page.getByTestId('blog-not-found').getByRole('heading', { level: 1 })).toHaveText('المقال غير موجود')
  })

  test('a post alone in its category says there are no related posts; a draft is a 404', async ({ page, request }) => {
    const headers = await staff(request)
    const sample = await first<{ cover: number; author: number }>(request, '/posts?limit=1&depth=0')
    const category = (await (
      await request.post('/api/blog-categories?locale=en', { headers, data: { name: 'Lonely category', slug: 'lonely-category' } })
    ).json()) as { doc: { id: number } }
    const post = {
      title: 'Only post here',
      excerpt: 'Alone.',
      body: paragraph('Alone.'),
      cover: sample.cover,
      author: sample.author,
      category: category.doc.id,
      publishedAt: new Date().toISOString(),
    }
    expect(
      (await request.post('/api/posts?locale=en', { headers, data: { ...post, slug: 'only-post-here', _status: 'published' } })).status(),
    ).toBe(201)
    await page.goto('/en/blogs/only-post-here')
    await expect(page.getByTestId('no-related')).toHaveText('No related blogs in this category.')

    expect(
      (
        await request.post('/api/posts?locale=en&draft=true', {
          headers,
          data: { ...post, title: 'Draft only', slug: 'draft-only-post', _status: 'draft' },
        })
      ).status(),
    ).toBe(201)
    expect((await page.goto('/en/blogs/draft-only-post'))?.status()).toBe(404)
  })
})

test.describe('faq', () => {
  test('lists questions by category and opens an answer', async ({ page }) => {
    await page.goto('/en/faq')
    expect(await page.getByTestId('faq-category').count()).toBeGreaterThanOrEqual(4)
    const question = page.getByTestId('faq').first()
    await question.locator('summary').click()
    await expect(question).toHaveAttribute('open', '')
    await page.goto('/ar/faq/job-seekers')
    await expect(page.getByTestId('faq')).toHaveCount(6)
  })

  test('an empty category says "No Questions found in this Category."', async ({ page, request }) => {
    const headers = await staff(request)
    const created = await request.post('/api/faq-categories?locale=en', { headers, data: { name: 'Coming soon', slug: 'coming-soon' } })
    expect(created.status()).toBe(201)
    await page.goto('/en/faq/coming-soon')
    await expect(page.getByTestId('no-questions')).toHaveText('No Questions found in this Category.')
    expect((await page.goto('/en/faq/no-such-category'))?.status()).toBe(404)
  })
})

test.describe('services, assessments, team and partners', () => {
  test('a service page has its steps, benefits, questions and a way to the contact form', async ({ page }) => {
    await page.goto('/ar/services/psychometric-assessments')
    await expect(page.locator('header').first()).toHaveAttribute('data-variant', 'plain')
    await expect(page.getByRole('heading', { name: 'كيف نعمل' })).toBeVisible()
    expect(await page.getByTestId('assessment-card').count()).toBeGreaterThanOrEqual(4)
    await page.getByTestId('assessment-card').first().getByRole('link').click()
    await expect(page.getByTestId('assessment')).toBeVisible()
    await expect(page).toHaveURL(/\/ar\/assesments\//)
  })

  test('/assessments/{id} redirects permanently to the spec spelling', async ({ request }) => {
    const test_ = await first<{ slug: string }>(request, '/assessments?limit=1&depth=0')
    const response = await request.get(`/en/assessments/${test_.slug}`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(`/en/assesments/${test_.slug}`)
  })

  test('about lists the team and partners, whose pages open in both languages', async ({ page }) => {
    await page.goto('/en/about')
    expect(await page.getByTestId('team-card').count()).toBeGreaterThanOrEqual(6)
    expect(await page.getByTestId('partner-card').count()).toBeGreaterThanOrEqual(6)
    await page.getByTestId('team-card').first().getByRole('link').click()
    await expect(page.getByTestId('member')).toBeVisible()
    await expectImagesLoaded(page, '[data-testid="member"] img')
    await page.goto('/ar/about')
    await page.getByTestId('partner-card').first().getByRole('link').click()
    await expect(page.getByTestId('partner')).toBeVisible()
    await expect(page.getByRole('link', { name: /زيارة موقع/ })).toHaveAttribute('href', /^https:\/\//)
    expect((await page.goto('/en/member/nobody-here'))?.status()).toBe(404)
  })
})
