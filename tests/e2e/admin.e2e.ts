import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'

test.describe('staff admin', () => {
  test('the seeded admin signs in to /admin', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.locator('input[name="email"]').fill(E2E_ADMIN.email)
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: /Site settings/ }).first()).toBeVisible()
  })

  test('a wrong password is refused with a message', async ({ page }) => {
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill('nobody@example.com')
    await page.locator('input[name="password"]').fill('not the password')
    await page.locator('button[type="submit"]').click()
    await expect(page.getByText(/email or password provided is incorrect/i)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test.describe('in Arabic', () => {
    test.use({ locale: 'ar-SA', extraHTTPHeaders: { 'Accept-Language': 'ar' } })

    test('the admin speaks Arabic, right to left, with Arabic field labels', async ({ page }) => {
      await page.goto('/admin/login')
      // Payload writes the direction in capitals.
      await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
      await expect(page.locator('button[type="submit"]')).toHaveText('تسجيل الدخول')
      await page.locator('input[name="email"]').fill(E2E_ADMIN.email)
      await page.locator('input[name="password"]').fill(E2E_ADMIN.password)
      await page.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/admin\/?$/)
      await page.goto('/admin/globals/site-settings')
      await expect(page.getByText('اسم الموقع').first()).toBeVisible()
    })
  })
})
