import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { unique } from '../fixtures/people'
import { signUpAndSignIn } from './candidate'

/**
 * Issue 15, item 10: axe (WCAG 2.1 A and AA rules) on the main pages in both languages (and the salary explorer and
 * the client portal's sign-in since issues 33 and 30). No serious or critical
 * violation is allowed; the list printed on failure names each rule and the elements it found.
 */
const LOCALES = ['en', 'ar'] as const

async function expectNoSeriousViolations(page: Page, what: string) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, what).toEqual([])
}

/** The first card's link on a list page: a job, a post. */
async function firstLink(page: Page, path: string, card: string) {
  await page.goto(path)
  return (await page.getByTestId(card).first().getByRole('heading').getByRole('link').getAttribute('href'))!
}

for (const locale of LOCALES) {
  test.describe(`accessibility of the main pages (${locale})`, () => {
    // The salary explorer's home and a result with its chart and table (issue 33), and the client portal's sign-in
    // (issue 30), besides the main pages.
    for (const path of ['', '/jobs', '/contact-us', '/login', '/salaries', '/salaries/finance/sa/riyadh', '/clients/sign-in']) {
      test(`/${locale}${path}`, async ({ page }) => {
        await page.goto(`/${locale}${path}`)
        await expectNoSeriousViolations(page, `/${locale}${path}`)
      })
    }

    test('a job', async ({ page }) => {
      await page.goto(await firstLink(page, `/${locale}/jobs`, 'job-card'))
      await expectNoSeriousViolations(page, 'a job')
    })

    test('a post', async ({ page }) => {
      await page.goto(await firstLink(page, `/${locale}/blogs`, 'post-card'))
      await expectNoSeriousViolations(page, 'a post')
    })

    test('the profile', async ({ page }) => {
      const email = unique(`axe-${locale}`)
      await signUpAndSignIn(page, { email, fullName: locale === 'en' ? 'Nadia Karim' : 'نادية كريم', after: `/${locale}/profile` })
      await expectNoSeriousViolations(page, 'the profile')
    })
  })
}
