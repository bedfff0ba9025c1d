import { expect, test } from '@playwright/test'

test.describe('language routing', () => {
  test('/ sends an English browser to /en', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
  })

  test.describe('with an Arabic browser', () => {
    test.use({ locale: 'ar-SA', extraHTTPHeaders: { 'Accept-Language': 'ar-SA,ar;q=0.9' } })

    test('/ sends it to /ar', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/ar$/)
    })
  })

  test('a path without a locale gets the prefix', async ({ page }) => {
    await page.goto('/contact-us')
    await expect(page).toHaveURL(/\/en\/contact-us$/)
  })

  test('English renders left to right and Arabic right to left, with real copy', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The right people, in the right roles, faster')
    await expect(page).toHaveTitle('Recruitment and HR consultancy across the Gulf | Nukhba Talent')

    await page.goto('/ar')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الكفاءة المناسبة في المكان المناسب، وبوقت أقصر')
    await expect(page).toHaveTitle('التوظيف واستشارات الموارد البشرية في دول الخليج | نخبة للتوظيف')
    // The brand comes from the site settings global, in Arabic.
    await expect(page.locator('header').getByRole('link', { name: 'نخبة للتوظيف' })).toBeVisible()
  })

  test('directional icons point the other way in Arabic', async ({ page }) => {
    // Tailwind's -scale-x-100 sets the CSS `scale` property.
    const scaleOf = async () =>
      page
        .locator('[data-icon="arrow-forward"]')
        .first()
        .evaluate((el) => getComputedStyle(el).scale)
    await page.goto('/en')
    expect(await scaleOf()).toBe('none')
    await page.goto('/ar')
    expect(await scaleOf()).toBe('-1 1')
  })

  test('Arabic layout is mirrored: the logo sits on the right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/ar')
    const logo = await page.locator('header a').first().boundingBox()
    expect(logo!.x).toBeGreaterThan(640)
    await page.goto('/en')
    const logoEn = await page.locator('header a').first().boundingBox()
    expect(logoEn!.x).toBeLessThan(640)
  })

  test('every page lists its English, Arabic and x-default alternates', async ({ page }) => {
    await page.goto('/ar')
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]))
    expect(alternates).toEqual([
      ['en', '/en'],
      ['ar', '/ar'],
      ['x-default', '/en'],
    ])
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ar$/)
  })

  test('the language switch keeps the page and remembers the choice for a year', async ({ page, context }) => {
    await page.goto('/en/jobs-by-date?page=2')
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(/\/ar\/jobs-by-date\?page=2$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('ar')
    const days = (cookie!.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)

    // The remembered choice wins over the browser's English.
    await page.goto('/')
    await expect(page).toHaveURL(/\/ar$/)
  })
})

test.describe('not found', () => {
  test('an unknown path is a 404 that names the path', async ({ page }) => {
    const response = await page.goto('/en/nope')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByTestId('requested-path')).toHaveText('/en/nope')
    await expect(page).toHaveTitle('Page not found | Nukhba Talent')
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  })

  test('the Arabic 404 is in Arabic, right to left, and Go Home leads home', async ({ page }) => {
    const response = await page.goto('/ar/لا-توجد')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة')
    // The path as a reader wrote it, not percent-encoded.
    await expect(page.getByTestId('requested-path')).toHaveText('/ar/لا-توجد')
    await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click()
    await expect(page).toHaveURL(/\/ar$/)
  })
})

test.describe('header', () => {
  test('the home page uses the header without gradient', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('header')).toHaveAttribute('data-variant', 'plain')
  })

  test('on a phone the menu opens and lists the sections', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/ar')
    const menu = page.getByRole('navigation', { name: 'القائمة' })
    await expect(menu).toBeHidden()
    // The menu's own button: the header also holds the account menu's.
    await page.locator('summary').filter({ hasText: 'القائمة' }).click()
    await expect(menu).toBeVisible()
    for (const name of ['خدماتنا', 'الوظائف', 'المدونة', 'الأسئلة الشائعة', 'من نحن', 'تواصل معنا', 'تسجيل الدخول']) {
      await expect(menu.getByRole('link', { name })).toBeVisible()
    }
  })
})

test.describe('footer', () => {
  test('shows contact details and offices from site settings in each language', async ({ page }) => {
    await page.goto('/en')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'hello@nukhba.example' })).toHaveAttribute('href', 'mailto:hello@nukhba.example')
    await expect(footer.getByRole('link', { name: '+966 11 510 4400' })).toHaveAttribute('href', 'tel:+966115104400')
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy-policy')

    await page.goto('/ar')
    await expect(page.locator('footer').getByText('الرياض', { exact: true })).toBeVisible()
    await expect(page.locator('footer').getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute('href', '/ar/terms-and-conditions')
  })
})
