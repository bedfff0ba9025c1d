import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { makePdf } from '../fixtures/pdf'
import { unique } from '../fixtures/people'
import { signUpAndSignIn } from './candidate'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const ALIAS = `http://127.0.0.1:${PORT}`

const sessionCookies = async (page: Page, domain: string) =>
  (await page.context().cookies(`http://${domain}:${PORT}`)).filter((c) => ['nk_id', 'nk_signin', 'nk_auth'].includes(c.name) && c.value)

/** Issue 15, item 9: the site opened under a second host name (127.0.0.1 for localhost, www. for the bare domain). */
test.describe('a second host name', () => {
  test('pages opened at 127.0.0.1 move to the public origin, path and query kept', async ({ request }) => {
    const response = await request.get(`${ALIAS}/ar/jobs?q=${encodeURIComponent('مهندس')}`, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe(`http://localhost:${PORT}/ar/jobs?q=${encodeURIComponent('مهندس')}`)
  })

  test('a signed-in visitor who opens 127.0.0.1 is still signed in, and Sign out signs them out', async ({ page }) => {
    await signUpAndSignIn(page, { email: unique('alias-out'), fullName: 'Hana Saleh', after: '/en/profile' })
    await page.goto(`${ALIAS}/en/profile`)
    await expect(page).toHaveURL(`http://localhost:${PORT}/en/profile`)
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible()
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })

    await page.getByRole('banner').getByTestId('sign-out').filter({ visible: true }).click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'See you soon 👋' })).toBeVisible()
    await expect(page.getByText('Failed to log out')).toHaveCount(0)
    await expect(page.locator('html[data-auth="out"]')).toHaveCount(1)
    expect(await sessionCookies(page, 'localhost')).toEqual([])
    // Signed out for real: the profile asks to sign in again.
    await page.goto('/en/profile')
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fprofile$/)
  })

  test('signed in on 127.0.0.1 itself: CV and picture uploads work there, and signing out there ends the session', async ({ page }) => {
    await signUpAndSignIn(page, { email: unique('alias-upload'), fullName: 'Omar Haddad', after: '/en/profile' })
    // The same session held for the alias, as by a browser that signed in there.
    const held = await sessionCookies(page, 'localhost')
    expect(held.map((c) => c.name).sort()).toEqual(['nk_auth', 'nk_id', 'nk_signin'])
    await page.context().addCookies(held.map((cookie) => ({ ...cookie, domain: '127.0.0.1' })))
    const fromAlias = { Origin: ALIAS }

    const cv = await page.request.post(`${ALIAS}/api/candidate-cvs`, {
      headers: fromAlias,
      multipart: { file: { name: 'Omar CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Omar')) }, _payload: '{}' },
    })
    expect(cv.status(), await cv.text()).toBe(201)
    const picture = await page.request.post(`${ALIAS}/api/candidate-pictures`, {
      headers: fromAlias,
      multipart: {
        file: {
          name: 'omar.png',
          mimeType: 'image/png',
          buffer: await sharp({ create: { width: 320, height: 320, channels: 3, background: '#137083' } })
            .png()
            .toBuffer(),
        },
        _payload: JSON.stringify({ alt: 'Omar' }),
      },
    })
    expect(picture.status(), await picture.text()).toBe(201)
    await page.goto('/en/profile')
    await expect(page.getByTestId('cv-link')).toHaveText('Open Omar CV.pdf')
    await expect(page.getByTestId('profile-picture')).toHaveAttribute('alt', 'Omar')

    const out = await page.request.post(`${ALIAS}/api/candidates/session/logout`, { headers: fromAlias })
    expect(out.status()).toBe(200)
    expect(await sessionCookies(page, '127.0.0.1')).toEqual([])
    // The session ended on the server: the public origin's cookies for it sign nobody in any more.
    await page.goto('/en/profile')
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fprofile$/)
  })
})
