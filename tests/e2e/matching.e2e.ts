import { expect, test, type Page } from '@playwright/test'

import { unique } from '../fixtures/people'
import { signUpAndSignIn } from './candidate'
import { adminHeaders } from './staff'

/**
 * Matching (issue 32), one journey per language on a phone (390 × 844): a seeker says their nationality on the
 * profile (a plain form), sees the checklist before Apply change on a Saudi-nationals-only job and Apply refused with
 * the reason while they do not meet it, finds the job in "Jobs for you" with its reasons and hides another; a recruiter
 * invites them to the job and they answer "interested" on their profile.
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
    refused: 'Your profile does not meet',
    forYou: 'Jobs for you',
    hidden: 'We will not recommend',
    thanks: 'Thank you.',
    title: 'Payroll and Benefits Specialist',
  },
  ar: {
    saved: 'تم الحفظ.',
    fails: 'لا تستوفي هذا الشرط',
    meets: 'تستوفي هذا الشرط',
    unknown: 'ملفك الشخصي لا يذكر ذلك',
    stop: 'مخصّصة لمن يستوفي',
    refused: 'ملفك لا يستوفي',
    forYou: 'وظائف تناسبك',
    hidden: 'لن نقترح عليك',
    thanks: 'شكرًا لك.',
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
    // Apply says why not, in the seeker's language, before any form.
    await page.getByTestId('apply').first().click()
    await expect(page.getByTestId('apply-ineligible')).toContainText(t.refused)
    await page.screenshot({ path: `test-results/matching-refused-${locale}.png`, fullPage: true })

    // Saudi, native Arabic: everything met.
    await page.goto(`/${locale}/profile#eligibility`)
    await form.locator('#eligibility-nationality').selectOption('SA')
    await form.locator('#eligibility-arabic').selectOption('native')
    await form.getByTestId('eligibility-save').click()
    await expect(page.getByTestId('eligibility-saved')).toBeVisible()
    // Recruiters may suggest and invite her while her consent to keep her profile holds: she gives it on the profile.
    await page.locator('[data-testid=consent-item][data-purpose=keep]').getByTestId('consent-give').click()
    await expect(page.locator('[data-testid=consent-item][data-purpose=keep]')).toHaveAttribute('data-state', 'granted')
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

    // "Not interested" hides another recommendation for good (a plain POST), with an undo.
    const other = page.getByTestId('recommendation').filter({ hasNotText: t.title }).first()
    // By its address: two jobs can share a title (the seed has more than one analyst role), never a slug.
    const otherHref = (await other.locator('a').first().getAttribute('href'))!
    await other.getByTestId('not-interested').click()
    await expect(page.getByTestId('hidden-notice')).toContainText(t.hidden)
    await expect(page.getByTestId('recommendation').locator(`a[href="${otherHref}"]`)).toHaveCount(0)
    await page.screenshot({ path: `test-results/matching-hidden-${locale}.png`, fullPage: true })

    // A recruiter invites the seeker to the job; the seeker answers on their profile.
    const headers = await adminHeaders(page.request)
    const me = (await (
      await page.request.get(
        `/api/candidates?where[fullName][equals]=${encodeURIComponent(locale === 'ar' ? 'سارة العتيبي' : 'Sara Alotaibi')}&sort=-createdAt&limit=1&depth=0`,
        { headers },
      )
    ).json()) as { docs: { id: number }[] }
    const job = (await (await page.request.get(`/api/jobs?where[referenceCode][equals]=NT-1058&depth=0`, { headers })).json()) as {
      docs: { id: number }[]
    }
    const invited = await page.request.post('/api/job-invitations', { headers, data: { job: job.docs[0]!.id, candidate: me.docs[0]!.id } })
    expect(invited.status()).toBe(201)
    await page.goto(`/${locale}/profile#invitations`)
    const invitation = page.getByTestId('invitation').first()
    await expect(invitation).toHaveAttribute('data-status', 'sent')
    await invitation.getByTestId('invitation-interested').click()
    await expect(page.getByTestId('invitation-notice')).toContainText(t.thanks)
    await expect(page.getByTestId('invitation').first()).toHaveAttribute('data-status', 'interested')
    await page.screenshot({ path: `test-results/matching-invitation-${locale}.png`, fullPage: true })
  })
}
