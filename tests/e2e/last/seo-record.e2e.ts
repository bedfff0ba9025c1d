import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'

test('a staff SEO record replaces a page title, description and keywords in each language', async ({ request, page }) => {
  const login = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const posts = (await (await request.get('/api/posts?limit=1&depth=0&sort=-publishedAt')).json()) as { docs: { slug: string }[] }
  const slug = posts.docs[0]!.slug

  const created = await request.post('/api/seo-metadata?locale=en', {
    headers,
    data: {
      objectID: slug,
      metaTag: {
        title: 'Hiring in the Gulf, 2027 edition',
        description: 'What recruiters in Riyadh and Dubai look for this year.',
        keywords: [{ keyword: 'hiring' }],
      },
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  await request.patch(`/api/seo-metadata/${id}?locale=ar`, {
    headers,
    data: {
      metaTag: {
        title: 'التوظيف في الخليج، إصدار 2027',
        description: 'ما يبحث عنه مسؤولو التوظيف في الرياض ودبي هذا العام.',
        keywords: [{ keyword: 'توظيف' }],
      },
    },
  })

  await page.goto(`/en/blogs/${slug}`)
  await expect(page).toHaveTitle('Hiring in the Gulf, 2027 edition | Nukhba Talent')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'What recruiters in Riyadh and Dubai look for this year.',
  )
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'hiring')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Hiring in the Gulf, 2027 edition')
  await page.goto(`/ar/blogs/${slug}`)
  await expect(page).toHaveTitle('التوظيف في الخليج، إصدار 2027 | نخبة للتوظيف')
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'توظيف')

  // Removing the record brings the post's own metadata back.
  await request.delete(`/api/seo-metadata/${id}`, { headers })
  await page.goto(`/en/blogs/${slug}`)
  await expect(page).not.toHaveTitle(/2027 edition/)
})
