import { expect, test } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)

/** Issue 15, item 9: the site opened under a second host name (127.0.0.1 for localhost, www. for the bare domain). */
test.describe('a second host name', () => {
  test('pages opened at 127.0.0.1 move to the public origin, path and query kept', async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${PORT}/ar/jobs?q=${encodeURIComponent('مهندس')}`, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe(`http://localhost:${PORT}/ar/jobs?q=${encodeURIComponent('مهندس')}`)
  })

  test('a visitor who opened 127.0.0.1 ends up on the public origin and can sign out there', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${PORT}/en`)
    await expect(page).toHaveURL(`http://localhost:${PORT}/en`)
    const logout = await page.request.post(`http://127.0.0.1:${PORT}/api/candidates/session/logout`, {
      headers: { Origin: `http://127.0.0.1:${PORT}` },
    })
    expect(logout.status()).toBe(200)
  })
})
