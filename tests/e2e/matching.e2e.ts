import { expect, test, type Page } from '@playwright/test'

import { unique } from '../fixtures/people'
import { signUpAndSignIn } from './candidate'

/**
 * Matching (issue 32), one journey per language on a phone (390 × 844): a seeker says their nationality on the
 * profile (a plain form), sees the checklist before Apply change on a Saudi-nationals-only job, and finds the job in
 * "Jobs for you" with its reasons.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

async function slugOf(page: Page, reference: string): Promise<string> {
  const answer = await page.request.get(`/api/jobs?where[referenceCode][equals]=${reference}&depth=0`)
  return ((await answer.json()) as { docs: { slug: string }[] }).docs[0]!.slug
}

const copy = {
  en: {
    saved: 'Saved.',
    fails: 'You do not meet this',
    meets: 'You meet this',
    unknown: 'Your profile does not say',
    stop: 'only for applicants who meet',
    forYou: 'Jobs for you',
    title: 'Payroll and Benefits Specialist',
  },
  ar: {
    saved: 'تم الحفظ.',
    fails: 'لا تستوفي هذا الشرط',
    meets: 'تستوفي هذا الشرط',
    unknown: 'ملفك الشخصي لا يذكر ذلك',
    stop: 'مخصّصة لمن يستوفي',
    forYou: 'وظائف تناسبك',
    title: 'أخصائي الرواتب والمزايا',
  },
} as const

for (const locale of ['en', 'ar'] as const) {
  test(`a seeker fills their eligibility, sees the checklist change and their recommendations (${locale})`, async ({ page }) => {
    const t = copy[locale]
    const slug = await slugOf(page, 'NT-1058')
    await signUpAndSignIn(page, {
      email: unique(`matching-${locale}`),
      fullName: locale === 'ar' ? 'سارة العتيبي' : 'Sara Alotaibi',
      after: `/${locale}/profile`,
      profile: { city: 'Jeddah', skills: locale === 'ar' ? 'الرواتب، نظام العمل السعودي، إكسل' : 'Payroll, Saudi labour law, Excel' },
    })

    // The job asks for Saudi nationals and professional Arabic: the profile says neither yet.
    await page.goto(`/${locale}/jobs/${slug}`)
    const checklist = page.getByTestId('job-checklist')
    await expect(checklist.locator('[data-kind=nationals]')).toHaveAttribute('data-state', 'unknown')
    await expect(checklist.locator('[data-kind=nationals]')).toContainText(t.unknown)
    await expect(checklist.getByTestId('checklist-fill')).toBeVisible()

    // The fill link leads to the eligibility form; a Jordanian nationality does not meet it.
    await checklist.getByTestId('checklist-fill').click()
    await page.waitForURL((url) => url.pathname === `/${locale}/profile`)
    const form = page.getByTestId('eligibility')
    await form.locator('#eligibility-nationality').selectOption('JO')
    await form.getByTestId('eligibility-save').click()
    await expect(page.getByTestId('eligibility-saved')).toContainText(t.saved)
    await page.goto(`/${locale}/jobs/${slug}`)
    await expect(checklist.locator('[data-kind=nationals]')).toHaveAttribute('data-state', 'fails')
    await expect(checklist.locator('[data-kind=nationals]')).toContainText(t.fails)
    await expect(checklist.getByTestId('checklist-verdict')).toContainText(t.stop)

    // Saudi, native Arabic: everything met.
    await page.goto(`/${locale}/profile#eligibility`)
    await form.locator('#eligibility-nationality').selectOption('SA')
    await form.locator('#eligibility-arabic').selectOption('native')
    await form.getByTestId('eligibility-save').click()
    await expect(page.getByTestId('eligibility-saved')).toBeVisible()
    await expect(form.locator('#eligibility-nationality')).toHaveValue('SA')
    await page.goto(`/${locale}/jobs/${slug}`)
    await expect(checklist.locator('[data-kind=nationals]')).toHaveAttribute('data-state', 'meets')
    await expect(checklist.locator('[data-kind=arabic]')).toContainText(t.meets)
    await page.screenshot({ path: `test-results/matching-checklist-${locale}.png`, fullPage: true })

    // "Jobs for you": the job is there with its score and the skills that matched.
    await page.goto(`/${locale}/profile/jobs`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.forYou)
    const item = page.getByTestId('recommendation').filter({ hasText: t.title }).first()
    await expect(item).toBeVisible()
    await expect(item.getByTestId('match-score')).toBeVisible()
    await page.screenshot({ path: `test-results/matching-for-you-${locale}.png`, fullPage: true })
    // No sideways scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
}
