import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'

test('the chat widget never loads when staff turn it off in site settings', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const off = await request.post('/api/globals/site-settings', { headers, data: { integrations: { chatEnabled: false } } })
  expect(off.status()).toBe(200)
  try {
    const chat: string[] = []
    page.on('request', (r) => {
      if (/tawk\.to/.test(r.url())) chat.push(r.url())
    })
    await page.goto('/en/faq')
    await page.keyboard.press('Tab')
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(4_000)
    expect(chat).toEqual([])
  } finally {
    await request.post('/api/globals/site-settings', { headers, data: { integrations: { chatEnabled: true } } })
  }
})
