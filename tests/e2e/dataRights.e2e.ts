import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'

import { drawCvPdf } from '../fixtures/cvPdf'
import { CANDIDATE_PASSWORD } from '../fixtures/people'
import { signUpAndSignIn, mailTo } from './candidate'

/**
 * Issue 20, in both languages and without scripts (every form here posts to a server action): an uploaded CV
 * proposes profile values next to the current ones and only the ticked ones are saved; "Download my data" gives a
 * ZIP once; "Delete my account" needs the password, ends the session and sends an email.
 */
test.use({ javaScriptEnabled: false })

const CVS = {
  en: {
    lines: [
      { text: 'Omar Haddad', size: 18, bold: true },
      'Logistics Coordinator',
      'Dubai | +971 50 123 4567 / +971 4 555 0101 | omar.haddad@example.com',
      { text: 'Skills', bold: true, size: 13 },
      'Microsoft Excel, Project Management',
    ],
    rtl: false,
    name: 'Omar Haddad',
    phone: '+971501234567',
    phone2: '+97145550101',
    city: 'Dubai',
    state: 'Dubai',
    text: {
      proposes: /Your CV proposes \d+ values/,
      wrong: 'The password is incorrect.',
      deleted: 'Your account has been deleted',
      used: 'This download link has already been used.',
    },
  },
  ar: {
    lines: [
      { text: 'سارة القحطاني', size: 18, bold: true },
      'منسقة لوجستية',
      'الرياض | +966 50 765 4321 / +966 11 555 0101 | sara.q@example.com',
      { text: 'المهارات', bold: true, size: 13 },
      'إكسل، إدارة المشاريع',
    ],
    rtl: true,
    name: 'سارة القحطاني',
    phone: '+966507654321',
    phone2: '+966115550101',
    city: 'الرياض',
    state: 'منطقة الرياض',
    text: {
      proposes: /تقترح سيرتك الذاتية/,
      wrong: 'كلمة المرور غير صحيحة.',
      deleted: 'تم حذف حسابك',
      used: 'استُخدم رابط التنزيل هذا من قبل.',
    },
  },
} as const

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: a CV fills the profile, the data downloads once, and the account is deleted`, async ({ page }) => {
    test.setTimeout(120_000)
    const cv = CVS[locale]
    const email = `rights-${locale}-${Date.now()}@example.com`
    await signUpAndSignIn(page, { email, fullName: 'Placeholder Person', after: `/${locale}/profile/cv` })
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')

    // Upload: the page comes back with the CV's proposals next to the current values.
    const pdf = await drawCvPdf([...cv.lines], { rtl: cv.rtl })
    await page.locator('#cv-file').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) })
    await page.getByTestId('cv-upload-form').locator('button[type=submit]').click()
    await expect(page.getByTestId('proposal-count')).toHaveText(cv.text.proposes)
    const name = page.getByTestId('proposal-fullName')
    await expect(name).toContainText('Placeholder Person')
    await expect(page.locator('#cv-fullName')).toHaveValue(cv.name)
    // Both numbers, in international form (an Arabic line may give them in either order).
    const phones = [await page.locator('#cv-phoneNumber_1').inputValue(), await page.locator('#cv-phoneNumber_2').inputValue()]
    expect([...phones].sort()).toEqual([cv.phone, cv.phone2].sort())
    await expect(page.locator('#cv-city')).toHaveValue(cv.city)
    await expect(page.locator('#cv-skills')).not.toHaveValue('')
    await page.screenshot({ path: test.info().outputPath(`proposals-${locale}.png`), fullPage: true })

    // Proposals for fields the profile leaves empty open ticked; the one that would replace the name does not (issue 28).
    const ticked = ['phoneNumber_1', 'phoneNumber_2', 'city', 'skills']
    for (const field of ticked) await expect(page.getByTestId(`accept-${field}`)).toBeChecked()
    await expect(page.getByTestId('accept-fullName')).not.toBeChecked()

    // Saving without the region the profile needs is refused, and keeps the ticks and the CV's name as they were.
    await page.getByTestId('cv-review-form').locator('button[type=submit]').click()
    await expect(page.getByTestId('cv-review-form').getByRole('alert')).toBeVisible()
    await expect(page.locator('#cv-fullName')).toHaveValue(cv.name)
    for (const field of ticked) await expect(page.getByTestId(`accept-${field}`)).toBeChecked()
    await expect(page.getByTestId('accept-fullName')).not.toBeChecked()

    // Tick the name too, untick the second phone; the region the profile needs is typed in.
    await page.getByTestId('accept-fullName').check()
    await page.getByTestId('accept-phoneNumber_2').uncheck()
    await page.locator('#cv-state').fill(cv.state)
    await page.getByTestId('cv-review-form').locator('button[type=submit]').click()
    await page.waitForURL((url) => url.pathname === `/${locale}/profile` && url.searchParams.get('updated') === 'cv')
    await expect(page.locator('input[name=fullName]')).toHaveValue(cv.name)
    await expect(page.locator('input[name=city]')).toHaveValue(cv.city)
    await expect(page.locator('textarea[name=skills]')).not.toHaveValue('')
    // The second phone was proposed but not ticked: not saved.
    await expect(page.locator('input[name=phoneNumber_2]')).toHaveValue('')

    // Download my data: a one-time link, then a ZIP with the profile as saved.
    await page.getByTestId('export-form').locator('button[type=submit]').click()
    const link = page.getByTestId('export-link')
    await expect(link).toBeVisible()
    const href = (await link.getAttribute('href'))!
    const downloading = page.waitForEvent('download')
    await link.click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^nukhba-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)))
    const profile = JSON.parse(strFromU8(files['profile.json']!)) as Record<string, unknown>
    expect(profile).toMatchObject({ email, fullName: cv.name, phoneNumber_1: phones[0], city: cv.city })
    expect(Object.keys(files).some((file) => file.startsWith('files/cvs/'))).toBe(true)
    // The same link a second time: back on the profile, told why.
    await page.goto(href)
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile\\?export=used`))
    await expect(page.locator('#your-data').getByRole('alert')).toContainText(cv.text.used)

    // Delete my account: a wrong password is refused, the right one deletes it and signs out.
    const form = page.getByTestId('delete-account-form')
    await form.locator('#delete-password').fill('not my password at all')
    await form.locator('button[type=submit]').click()
    await expect(page.getByTestId('delete-account-form')).toContainText(cv.text.wrong)
    await page.getByTestId('delete-account-form').locator('#delete-password').fill(CANDIDATE_PASSWORD)
    await page.getByTestId('delete-account-form').locator('button[type=submit]').click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/account-deleted(#.*)?$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(cv.text.deleted)
    await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBeGreaterThan(0)
    await page.goto(`/${locale}/profile`)
    await expect(page).toHaveURL(new RegExp(`/${locale}/login`))
  })
}
