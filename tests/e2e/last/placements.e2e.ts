import { readFileSync } from 'node:fs'

import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'
import { CANDIDATE_PASSWORD } from '../../fixtures/people'
import { makePdf } from '../../fixtures/pdf'

/**
 * Placements (issue 31), in English and in Arabic: a recruiter hires a candidate on the job's board, which opens the
 * offer dialog (start date, monthly basic and allowances, currency); cancelled, the card stays; given, the placement
 * opens with the fee the client's agreement gives, shown in major units, and the agency's numbers have it. The client, its agreement, the job and
 * the candidate are made through the API; everything the recruiter does is done in the browser, at 1280 px.
 */
const messages = (lang: 'en' | 'ar') =>
  JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as typeof import('../../../messages/en.json')
const BASE = `http://localhost:${process.env.E2E_PORT ?? 3100}`
const STAFF_PASSWORD = 'placements journey staff 31'
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
const richText = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

type Lang = 'en' | 'ar'

async function adminApi(): Promise<APIRequestContext> {
  const login = await apiRequest.newContext({ baseURL: BASE })
  const answer = await login.post('/api/users/login', { data: E2E_ADMIN })
  expect(answer.status()).toBe(200)
  const { token } = (await answer.json()) as { token: string }
  await login.dispose()
  return apiRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
}

const idOf = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** A recruiter who owns a job of a client with a fee agreement (20 % of basic plus allowances, SAR), and one applicant. */
async function setUp(lang: Lang) {
  const id = unique()
  const admin = await adminApi()
  const recruiter = `placements-${id}@example.com`
  const recruiterId = await idOf(
    await admin.post('/api/users', {
      data: {
        email: recruiter,
        password: STAFF_PASSWORD,
        name: lang === 'ar' ? 'ليلى مسؤولة التوظيف' : 'Layla Recruiter',
        roles: ['recruiter'],
      },
    }),
  )
  const client = await idOf(
    await admin.post('/api/clients?locale=en', {
      data: { name: `Desert Rose Hotels ${id}`, accountManager: recruiterId, status: 'active' },
    }),
  )
  await admin.patch(`/api/clients/${client}?locale=ar`, { data: { name: `فنادق وردة الصحراء ${id}` } })
  await idOf(
    await admin.post('/api/fee-agreements', {
      data: {
        client,
        title: 'Standard terms',
        country: 'SA',
        currency: 'SAR',
        feeKind: 'percentage',
        percentage: '20',
        base: 'basicPlusAllowances',
        paymentTermsDays: 30,
        guaranteeDays: 90,
        ownershipDays: 180,
        invoiceOn: 'startDate',
      },
    }),
  )
  const [industry, location] = await Promise.all(
    ['industries', 'locations'].map(
      async (slug) => ((await (await admin.get(`/api/${slug}?limit=1&depth=0`)).json()) as { docs: { id: number }[] }).docs[0]!.id,
    ),
  )
  const jobId = await idOf(
    await admin.post('/api/jobs?locale=en', {
      data: {
        title: `Front Office Manager ${id}`,
        description: richText('Runs the front desk.'),
        referenceCode: `E2E-${id.slice(-8).toUpperCase()}`,
        status: 'open',
        industry,
        location,
        workplace: 'onsite',
        employmentType: 'full-time',
        experienceMin: 0,
        openingDate: new Date(Date.now() - 86_400_000).toISOString(),
        closingDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        owner: recruiterId,
        client,
      },
    }),
  )
  await admin.patch(`/api/jobs/${jobId}?locale=ar`, {
    data: { title: `مدير المكتب الأمامي ${id}`, description: richText('يدير مكتب الاستقبال.') },
  })

  const name = lang === 'ar' ? 'هند الزهراني' : 'Hind Zahrani'
  const email = `hire-${id}@example.com`
  const api = await apiRequest.newContext({ baseURL: BASE })
  await idOf(
    await api.post('/api/candidates', {
      data: {
        email,
        password: CANDIDATE_PASSWORD,
        fullName: name,
        phoneNumber_1: '+966557654321',
        city: 'Riyadh',
        state: 'Riyadh',
        skills: 'Hospitality',
      },
    }),
  )
  const token = (
    (await (await api.post('/api/candidates/login', { data: { email, password: CANDIDATE_PASSWORD } })).json()) as { token: string }
  ).token
  const auth = { Authorization: `Bearer ${token}` }
  expect(
    (
      await api.post('/api/candidate-cvs', {
        headers: auth,
        multipart: {
          file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Curriculum vitae')) },
          _payload: '{}',
        },
      })
    ).status(),
  ).toBe(201)
  const application = await idOf(
    await api.post(`/api/applications?locale=${lang}`, {
      headers: auth,
      data: { job: jobId, fullName: name, phoneNumber: '+966557654321', city: 'Riyadh', state: 'Riyadh', skills: 'Hospitality' },
    }),
  )
  await api.dispose()
  await admin.dispose()
  return { jobId, recruiter, name, application }
}

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
}

for (const lang of ['en', 'ar'] as const) {
  const t = messages(lang)
  test.describe(`placements (${lang})`, () => {
    test.use(
      lang === 'ar'
        ? { locale: 'ar-SA', extraHTTPHeaders: { 'Accept-Language': 'ar' }, viewport: { width: 1280, height: 900 } }
        : { locale: 'en-GB', extraHTTPHeaders: { 'Accept-Language': 'en' }, viewport: { width: 1280, height: 900 } },
    )

    test('a hire on the board opens the placement; the offer gives the fee; the numbers show it', async ({ page }) => {
      test.setTimeout(180_000)
      const world = await setUp(lang)
      const look = (name: string) => page.screenshot({ path: `test-results/placements-${name}-${lang}.png` })
      await signIn(page, world.recruiter)
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? /^rtl$/i : /^ltr$/i)

      // Hire on the board, from the card's menu: Hired asks for the offer first. Cancelled, the card stays where it
      // was, and a screen reader is told so in the admin's language.
      await page.goto(`/admin/recruiting/board/${world.jobId}`)
      const card = page.getByTestId('recruiting-board').locator(`[data-application="${world.application}"]`)
      await expect(card).toBeVisible()
      const hire = async () => {
        await card.getByRole('button', { name: t.Recruiting.board.moveTo.replace('{name}', world.name) }).click()
        await page.getByRole('button', { name: t.Recruiting.column.hired, exact: true }).click()
      }
      await hire()
      const offer = page.getByTestId('offer-form')
      await expect(offer.getByRole('group', { name: world.name })).toBeVisible()
      await offer.getByRole('button', { name: t.Recruiting.offer.cancel, exact: true }).click()
      await expect(page.getByTestId('board-announcement')).toContainText(t.Recruiting.column.submitted)
      await expect(page.getByTestId('column-submitted').locator(`[data-application="${world.application}"]`)).toBeVisible()

      // Again, with the offer: the 1st of this month as the start date, 25,000 basic typed as digits, 10,000.00
      // allowances, in the agreement's currency (chosen for them). A basic with too many decimals is refused first.
      await hire()
      const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit' }).format(new Date())
      await offer.getByLabel(t.Recruiting.offer.startDate).fill(`${month}-01`)
      await expect(offer.getByLabel(t.Recruiting.offer.currency)).toHaveValue('SAR')
      const basic = offer.getByLabel(t.Recruiting.offer.monthlyBasic)
      await basic.fill('25000.125')
      await offer.getByLabel(t.Recruiting.offer.monthlyAllowances).fill('10000')
      await offer.getByRole('button', { name: t.Recruiting.offer.confirm.replace(/\{count, plural, one \{([^}]*)\}.*$/, '$1') }).click()
      await expect(offer.getByRole('alert')).toHaveText(t.Recruiting.offer.badAmount)
      await basic.fill('25000')
      // Leaving the field writes it in major units, as it will be kept.
      await basic.blur()
      await expect(basic).toHaveValue('25,000.00')
      await look('offer')
      await offer.getByRole('button', { name: t.Recruiting.offer.confirm.replace(/\{count, plural, one \{([^}]*)\}.*$/, '$1') }).click()
      // Then the "hired" email, as for any move with a template.
      const drawer = page.getByTestId('move-drawer')
      await drawer.getByRole('button', { name: t.Recruiting.move.confirm, exact: true }).click()
      await expect(page.getByTestId('column-hired').locator(`[data-application="${world.application}"]`)).toBeVisible()
      // 12 × 35,000 × 20 % = 84,000.00: the board says so, in the admin's language.
      const opened =
        lang === 'ar' ? `فُتح تعيين ${world.name}، والأتعاب 84,000.00 ريال سعودي.` : `Placement opened for ${world.name}: fee SAR 84,000.00.`
      await expect(page.getByTestId('board-announcement')).toHaveText(opened)

      // The placement, from the list: placed, its amounts in major units with the currency, kept in halalas.
      await page.goto('/admin/collections/placements')
      await page.getByRole('link', { name: world.name }).first().click()
      await page.waitForURL(/\/admin\/collections\/placements\/\d+$/)
      const placementId = Number(/(\d+)$/.exec(page.url())![1])
      await expect(page.locator('#field-monthlyBasic')).toHaveValue('25,000.00')
      await expect(page.locator('#field-monthlyAllowances')).toHaveValue('10,000.00')
      await expect(page.locator('#field-feeMinor')).toHaveValue('84,000.00')
      await expect(page.locator('#field-vatMinor')).toHaveValue('12,600.00')
      await expect(page.locator('#field-grossMinor')).toHaveValue('96,600.00')
      await expect(page.locator('#field-feeMinor')).toHaveAttribute('data-minor', '8400000')
      await look('placed')

      // The agency's numbers, from the admin's navigation: the recruiter's own placement, this month.
      await page.goto('/admin/placements/numbers?period=month')
      const numbers = page.getByTestId('placements-numbers')
      await expect(numbers.getByRole('heading', { level: 1 })).toHaveText(t.Placements.numbers.title)
      const total = numbers.getByTestId('total-SAR')
      await expect(total).toContainText(lang === 'ar' ? '84,000.00 ريال سعودي' : 'SAR 84,000.00')
      await expect(total).toContainText(lang === 'ar' ? 'تعيين واحد' : '1 placement')
      await expect(total).toContainText(lang === 'ar' ? '96,600.00 ريال سعودي' : 'SAR 96,600.00')
      await expect(numbers.getByRole('link', { name: world.name })).toHaveCount(0)
      await look('numbers')
      // The reports under the numbers, and a range typed in the form (posted, and answered with the range's address: it
      // works before scripts load and puts no field in a URL itself).
      await expect(numbers.getByTestId('report-sources')).toBeVisible()
      await numbers.getByLabel(t.Placements.numbers.from).fill(`${month}-01`)
      await numbers.getByRole('button', { name: t.Placements.numbers.apply }).click()
      await page.waitForURL(/from=\d{4}-\d{2}-01/)
      await expect(numbers.getByTestId('total-SAR')).toContainText(lang === 'ar' ? '84,000.00 ريال سعودي' : 'SAR 84,000.00')
      await expect(numbers.getByTestId('report-time-to-fill')).toBeVisible()
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: `test-results/placements-numbers-390-${lang}.png`, fullPage: true })
      // The invoice line is there for the accountant.
      const csv = await page.evaluate(async () => (await fetch('/api/placements/invoice-lines?period=month&format=csv')).text())
      expect(csv).toContain(`PL-${String(placementId).padStart(5, '0')},`)
    })
  })
}
