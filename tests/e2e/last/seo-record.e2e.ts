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

test('a partner’s own search and sharing fields replace its title, description and image in each language, and can hide it', async ({
  request,
  page,
}) => {
  const login = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const partners = (await (await request.get('/api/partners?limit=1&depth=0&sort=-id&locale=en')).json()) as {
    docs: { id: number; slug: string; name: string }[]
  }
  const partner = partners.docs[0]!
  const media = (await (await request.get('/api/media?limit=1&depth=0&sort=-id')).json()) as { docs: { id: number; filename: string }[] }

  await page.goto(`/en/partners/${partner.slug}`)
  await expect(page).toHaveTitle(`${partner.name} | Nukhba Talent`)

  expect(
    (
      await request.patch(`/api/partners/${partner.id}?locale=en`, {
        headers,
        data: {
          seo: { title: 'Our partner in Riyadh', description: 'Assessments and hiring together since 2019.', image: media.docs[0]!.id },
        },
      })
    ).status(),
  ).toBe(200)
  await request.patch(`/api/partners/${partner.id}?locale=ar`, {
    headers,
    data: { seo: { title: 'شريكنا في الرياض', description: 'التقييم والتوظيف معًا منذ 2019.' } },
  })

  await page.goto(`/en/partners/${partner.slug}`)
  await expect(page).toHaveTitle('Our partner in Riyadh | Nukhba Talent')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Assessments and hiring together since 2019.')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Our partner in Riyadh')
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    new RegExp(media.docs[0]!.filename.replace('.', '\\.')),
  )
  await page.goto(`/ar/partners/${partner.slug}`)
  await expect(page).toHaveTitle('شريكنا في الرياض | نخبة للتوظيف')
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0)

  // Hidden from search engines, then back to the partner's own text.
  await request.patch(`/api/partners/${partner.id}`, { headers, data: { seo: { noindex: true } } })
  await page.goto(`/ar/partners/${partner.slug}`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain(`/partners/${partner.slug}</loc>`)
  for (const locale of ['en', 'ar']) {
    await request.patch(`/api/partners/${partner.id}?locale=${locale}`, {
      headers,
      data: { seo: { title: null, description: null, image: null, noindex: false } },
    })
  }
  await page.goto(`/en/partners/${partner.slug}`)
  await expect(page).toHaveTitle(`${partner.name} | Nukhba Talent`)
})
