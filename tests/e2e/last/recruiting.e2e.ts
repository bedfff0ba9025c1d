import { readFileSync } from 'node:fs'

import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import ICAL from 'ical.js'

import { E2E_ADMIN } from '../../../playwright.config'
import { emailTemplates } from '../../../src/seed/recruiting'
import { CANDIDATE_PASSWORD } from '../../fixtures/people'
import { makePdf } from '../../fixtures/pdf'
import { confirmAddress } from '../candidate'
import { receivedMail, type ReceivedMail } from '../mailServer'

/**
 * The recruiter's day in the admin (issue 19, "Done when"), in English and in Arabic: open a job's board, shortlist
 * two candidates in one action, schedule an interview (the candidate's email carries an .ics a calendar parser
 * reads back), reject one with the template email, find a candidate by a word only in their CV, export the list.
 * Candidates and the job are made through the API; everything the recruiter does is done in the browser.
 */
// Playwright loads tests as ES modules, which import JSON only with an attribute: the message files are read instead.
const messages = (lang: 'en' | 'ar') =>
  (JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as typeof import('../../../messages/en.json')).Recruiting
const interviewWords = (lang: 'en' | 'ar') =>
  (JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as typeof import('../../../messages/en.json')).Interviews
const BASE = `http://localhost:${process.env.E2E_PORT ?? 3100}`
const STAFF_PASSWORD = 'pipeline board staff 42'
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
type World = {
  jobId: number
  jobTitle: string
  recruiter: string
  people: { id: number; name: string; email: string }[]
  cvWord: string
  /** The first candidate's application to a second job of the same recruiter (the search groups the two). */
  secondApplication: number
}

/** The admin over the API (its token as a header: the session cookie is Secure, which an API client keeps off http). */
async function adminApi(): Promise<APIRequestContext> {
  const login = await apiRequest.newContext({ baseURL: BASE })
  const answer = await login.post('/api/users/login', { data: E2E_ADMIN })
  expect(answer.status()).toBe(200)
  const { token } = (await answer.json()) as { token: string }
  await login.dispose()
  return apiRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
}

/** A recruiter who owns a new job, and three candidates who applied to it in `lang` (the first has a rare word in their CV). */
async function setUp(lang: Lang): Promise<World> {
  const id = unique()
  const admin = await adminApi()
  const recruiter = `recruiter-${id}@example.com`
  const staff = await admin.post('/api/users', {
    data: {
      email: recruiter,
      password: STAFF_PASSWORD,
      name: lang === 'ar' ? 'سارة مسؤولة التوظيف' : 'Sara Recruiter',
      roles: ['recruiter'],
    },
  })
  expect(staff.status()).toBe(201)
  const recruiterId = ((await staff.json()) as { doc: { id: number } }).doc.id
  const [industry, location] = await Promise.all(
    ['industries', 'locations'].map(
      async (slug) => ((await (await admin.get(`/api/${slug}?limit=1&depth=0`)).json()) as { docs: { id: number }[] }).docs[0]!.id,
    ),
  )
  const jobTitle = lang === 'ar' ? `مهندس بيانات ${id}` : `Data Engineer ${id}`
  const job = await admin.post('/api/jobs?locale=en', {
    data: {
      title: `Data Engineer ${id}`,
      description: richText('Builds data pipelines.'),
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
    },
  })
  expect(job.status(), await job.text()).toBe(201)
  const jobId = ((await job.json()) as { doc: { id: number } }).doc.id
  openJobs.push(jobId)
  expect(
    (
      await admin.patch(`/api/jobs/${jobId}?locale=ar`, {
        data: { title: `مهندس بيانات ${id}`, description: richText('يبني مسارات البيانات.') },
      })
    ).status(),
  ).toBe(200)

  // A second job of the recruiter's, which the first candidate applies to as well.
  const other = await admin.post('/api/jobs?locale=en', {
    data: {
      title: `Analytics Engineer ${id}`,
      description: richText('Builds reports.'),
      referenceCode: `E2F-${id.slice(-8).toUpperCase()}`,
      status: 'open',
      industry,
      location,
      workplace: 'onsite',
      employmentType: 'full-time',
      experienceMin: 0,
      openingDate: new Date(Date.now() - 86_400_000).toISOString(),
      closingDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      owner: recruiterId,
    },
  })
  expect(other.status(), await other.text()).toBe(201)
  const otherJobId = ((await other.json()) as { doc: { id: number } }).doc.id
  openJobs.push(otherJobId)
  let secondApplication = 0

  const cvWord = `zephyrine${id.replace(/\d/g, '')}`
  const names = lang === 'ar' ? ['ريم القحطاني', 'سعيد الغامدي', 'لينا حداد'] : ['Reem Qahtani', 'Saeed Ghamdi', 'Lina Haddad']
  const people = []
  for (const [i, name] of names.entries()) {
    const email = `cand-${i}-${id}@example.com`
    const api = await apiRequest.newContext({ baseURL: BASE })
    // A complete profile from the start (what the profile page would save), then signed in for a token.
    const created = await api.post('/api/candidates', {
      data: {
        email,
        password: CANDIDATE_PASSWORD,
        fullName: name,
        phoneNumber_1: `+96655765432${i}`,
        city: 'Riyadh',
        state: 'Riyadh',
        skills: 'SQL, Python',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const candidateId = ((await created.json()) as { doc: { id: number } }).doc.id
    // They open the welcome email's link: the invitation and the status emails may go to them.
    await confirmAddress(api, email)
    const token = (
      (await (await api.post('/api/candidates/login', { data: { email, password: CANDIDATE_PASSWORD } })).json()) as { token: string }
    ).token
    const auth = { Authorization: `Bearer ${token}` }
    const cv = await api.post('/api/candidate-cvs', {
      headers: auth,
      multipart: {
        file: {
          // The name the candidate gave the file is what the recruiter sees (issue 28, item 8), never the stored one.
          name: `CV ${name}.pdf`,
          mimeType: 'application/pdf',
          buffer: Buffer.from(makePdf(i === 0 ? `Certified ${cvWord} practitioner` : 'Curriculum vitae')),
        },
        _payload: '{}',
      },
    })
    expect(cv.status()).toBe(201)
    await admin.patch(`/api/candidates/${candidateId}`, { data: { experienceYears: 3 + i } })
    const applied = await api.post(`/api/applications?locale=${lang}`, {
      headers: auth,
      data: { job: jobId, fullName: name, phoneNumber: `+96655765432${i}`, city: 'Riyadh', state: 'Riyadh', skills: 'SQL, Python' },
    })
    expect(applied.status(), await applied.text()).toBe(201)
    people.push({ id: ((await applied.json()) as { doc: { id: number } }).doc.id, name, email })
    if (i === 0) {
      const again = await api.post(`/api/applications?locale=${lang}`, {
        headers: auth,
        data: { job: otherJobId, fullName: name, phoneNumber: `+96655765432${i}`, city: 'Riyadh', state: 'Riyadh', skills: 'SQL, Python' },
      })
      expect(again.status(), await again.text()).toBe(201)
      secondApplication = ((await again.json()) as { doc: { id: number } }).doc.id
    }
    await api.dispose()
  }
  await admin.dispose()
  return { jobId, jobTitle, recruiter, people, cvWord, secondApplication }
}

// The jobs made here are open only while their test runs (the site's job count and sitemap are other tests' business).
const openJobs: number[] = []
test.afterEach(async () => {
  const admin = await adminApi()
  for (const id of openJobs.splice(0)) await admin.patch(`/api/jobs/${id}`, { data: { status: 'closed' } })
  await admin.dispose()
})

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
}

const mailFor = async (email: string, subject: string): Promise<ReceivedMail> => {
  let found: ReceivedMail | undefined
  await expect
    .poll(() => (found = receivedMail().find((m) => m.to.includes(email) && m.subject === subject)) !== undefined, { timeout: 20_000 })
    .toBe(true)
  return found!
}
const subjectOf = (key: keyof typeof emailTemplates, lang: Lang, jobTitle: string) =>
  emailTemplates[key]!.subject[lang].replace('{jobTitle}', jobTitle)

for (const lang of ['en', 'ar'] as const) {
  const t = messages(lang)
  test.describe(`the recruiter's workspace (${lang})`, () => {
    test.use(
      lang === 'ar'
        ? { locale: 'ar-SA', extraHTTPHeaders: { 'Accept-Language': 'ar' } }
        : { locale: 'en-GB', extraHTTPHeaders: { 'Accept-Language': 'en' } },
    )

    test('board, shortlist two, interview with .ics, reject with the template, search by a CV word, export', async ({ page, browser }) => {
      test.setTimeout(180_000)
      const world = await setUp(lang)
      const [first, second, third] = world.people as [World['people'][0], World['people'][0], World['people'][0]]
      await signIn(page, world.recruiter)

      // The dashboard is the admin's home: the job closes within 7 days and has a funnel row with its board.
      const dashboard = page.getByTestId('recruiting-dashboard')
      await expect(dashboard).toBeVisible()
      // Pictures to look at, at a desk's 1280 px (the Arabic admin is very wide to a full-page screenshot: clip to the window).
      const look = (name: string) =>
        page.screenshot({ path: `test-results/recruiting-${name}-${lang}.png`, clip: { x: 0, y: 0, width: 1280, height: 900 } })
      await page.setViewportSize({ width: 1280, height: 900 })
      await look('dashboard')
      // The recruiter's tools come first in the navigation (issue 28, item 15): the dashboard and search links, then
      // the Recruitment group.
      const nav = page.locator('nav.nav__wrap')
      await expect(nav.locator('a.nav__link').first()).toHaveAttribute('href', '/admin')
      await expect(nav.locator('.nav-group__label').first()).toHaveText(lang === 'ar' ? 'التوظيف' : 'Recruitment')
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? /^rtl$/i : /^ltr$/i)
      await dashboard.getByTestId(`funnel-${world.jobId}`).getByRole('link', { name: t.dashboard.openBoard }).click()
      await page.waitForURL(new RegExp(`/admin/recruiting/board/${world.jobId}$`))
      const board = page.getByTestId('recruiting-board')
      await expect(board.getByRole('heading', { level: 1 })).toContainText(world.jobTitle)
      const card = (id: number) => board.locator(`[data-application="${id}"]`)
      for (const person of world.people)
        await expect(page.getByTestId('column-submitted').locator(`[data-application="${person.id}"]`)).toBeVisible()
      await expect(card(first.id)).toContainText(lang === 'ar' ? 'خبرة 3 سنوات' : '3 years of experience')
      await look('board')
      // Every stage can be reached at 1280 px (issue 28, item 15): the page itself never scrolls sideways, the columns
      // do, inside the board, and the last one comes into view.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
      for (const status of ['submitted', 'reviewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected']) {
        await page.getByTestId(`column-${status}`).scrollIntoViewIfNeeded()
        await expect(page.getByTestId(`column-${status}`)).toBeInViewport({ ratio: 0.9 })
      }
      await page.getByTestId('column-submitted').scrollIntoViewIfNeeded()

      // Shortlist two in one action: select both, Move (Shortlisted is the default), preview, send.
      await card(first.id).getByRole('checkbox').check({ force: true })
      await card(second.id).getByRole('checkbox').check({ force: true })
      await expect(page.getByTestId('selection-count')).toHaveText(lang === 'ar' ? 'طلبان محددان' : '2 selected')
      await page.getByRole('toolbar').getByRole('button', { name: t.board.move, exact: true }).click()
      const drawer = page.getByTestId('move-drawer')
      await expect(drawer.getByTestId('move-preview')).toContainText(lang === 'ar' ? 'ضمن القائمة المختصرة' : 'you are on our shortlist')
      await look('move')
      await drawer.getByRole('button', { name: t.move.confirm, exact: true }).click()
      for (const person of [first, second])
        await expect(page.getByTestId('column-shortlisted').locator(`[data-application="${person.id}"]`)).toBeVisible()
      const shortlisted = await mailFor(first.email, subjectOf('shortlisted', lang, world.jobTitle))
      expect(shortlisted.text).toContain(first.name)
      await mailFor(second.email, subjectOf('shortlisted', lang, world.jobTitle))

      // Schedule an interview from the first card's menu: 10:30 in Riyadh, a week from now.
      await card(first.id)
        .getByRole('button', { name: t.board.moveTo.replace('{name}', first.name) })
        .click()
      await page.getByRole('button', { name: t.board.schedule }).click()
      const form = page.getByTestId('interview-form')
      const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
      await form.locator('input[name="date"]').fill(day)
      await form.locator('input[name="time"]').fill('10:30')
      await form.locator('#field-location').fill(lang === 'ar' ? 'المكتب الرئيسي، الرياض' : 'Head office, Riyadh')
      await look('interview')
      await form.getByRole('button', { name: t.interview.send }).click()
      await expect(page.getByTestId('column-interview').locator(`[data-application="${first.id}"]`)).toBeVisible()
      const invitation = await mailFor(first.email, subjectOf('interview-invitation', lang, world.jobTitle))
      const ics = invitation.attachments?.find((a) => a.filename === 'interview.ics')
      expect(ics?.contentType).toBe('text/calendar')
      const calendar = new ICAL.Component(ICAL.parse(ics!.content))
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
      expect(event.uid).toMatch(/@localhost$/)
      expect(event.sequence).toBe(0)
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(`${day}T10:30:00+03:00`).toISOString())
      expect(invitation.text).toMatch(/10:30/)

      // The candidate, on a phone, finds it first on My applications, in the language of the site they read (issue 28,
      // item 5): adds it to their calendar and confirms; the confirmation is on the recruiter's timeline.
      const candidate = await browser.newContext({ locale: lang === 'ar' ? 'ar-SA' : 'en-GB', viewport: { width: 390, height: 844 } })
      const profile = await candidate.newPage()
      await profile.goto(`/${lang}/login?redirect=${encodeURIComponent(`/${lang}/profile/applications`)}`)
      await profile.getByTestId('sign-in-form').locator('#email').fill(first.email)
      await profile.getByTestId('sign-in-form').locator('#password').fill(CANDIDATE_PASSWORD)
      await profile.getByTestId('sign-in-form').locator('button[type=submit]').click()
      await profile.waitForURL((url) => url.pathname === `/${lang}/profile/applications`)
      const words = interviewWords(lang)
      await expect(profile.getByRole('heading', { level: 1 })).toHaveText(words.pageTitle)
      const mine = profile.getByTestId('my-interview')
      await expect(mine).toHaveCount(1)
      await expect(mine).toContainText(world.jobTitle)
      await expect(mine).toContainText(lang === 'ar' ? /10:30 ص/ : /10:30/)
      await expect(mine).toContainText(lang === 'ar' ? 'المكتب الرئيسي، الرياض' : 'Head office, Riyadh')
      // Interviews come before the list of applications, and within the first screen.
      await expect(mine.getByRole('button', { name: words.confirm })).toBeInViewport()
      const interviewsBox = (await profile.getByTestId('my-interviews').boundingBox())!
      expect(interviewsBox.y).toBeLessThan((await profile.getByTestId('my-applications').boundingBox())!.y)
      const [calendarFile] = await Promise.all([
        profile.waitForEvent('download'),
        mine.getByRole('link', { name: words.addToCalendar }).click(),
      ])
      const imported = new ICAL.Component(ICAL.parse(readFileSync((await calendarFile.path())!, 'utf8')))
      expect(imported.getFirstPropertyValue('method')).toBe('PUBLISH')
      expect(new ICAL.Event(imported.getFirstSubcomponent('vevent')!).uid).toBe(event.uid)
      await profile.screenshot({ path: `test-results/my-applications-${lang}.png`, fullPage: true })
      await mine.getByRole('button', { name: words.confirm }).click()
      await expect(profile.getByTestId('my-interviews').getByRole('status')).toHaveText(words.done.confirmed)
      await expect(profile.getByTestId('interview-reply')).toHaveText(words.confirmed)
      await expect(profile.getByRole('button', { name: words.confirm })).toHaveCount(0)
      await candidate.close()
      const boardUrl = page.url()
      await page.goto(`/admin/collections/applications/${first.id}`)
      await expect(page.getByTestId('application-timeline')).toContainText(
        lang === 'ar' ? 'أكّد المرشّح حضور المقابلة' : 'The candidate confirmed the interview',
      )

      // The application page (issue 28, item 8): the CV's own name, the PDF beside the details, the stars.
      const cvPanel = page.getByTestId('application-cv')
      await expect(cvPanel.getByTestId('cv-file-name')).toHaveText(`CV ${first.name}.pdf`)
      await expect(cvPanel).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/)
      const viewer = cvPanel.getByTestId('cv-viewer')
      await expect(viewer).toBeVisible()
      await expect(viewer).toHaveAttribute('title', t.application.viewerTitle.replace('{name}', first.name))
      const viewerBox = (await viewer.boundingBox())!
      const detailsBox = (await page.locator('#field-fullName').boundingBox())!
      // Beside the details: on the same band, after them in the reading direction.
      expect((await cvPanel.boundingBox())!.y).toBeLessThan(detailsBox.y + detailsBox.height)
      if (lang === 'ar') expect(viewerBox.x + viewerBox.width).toBeLessThanOrEqual(detailsBox.x + 1)
      else expect(viewerBox.x).toBeGreaterThanOrEqual(detailsBox.x + detailsBox.width - 1)
      // The frame's file, as the browser gets it with the recruiter's session (the cookie is Secure: an API client off
      // http would not send it).
      const pdf = await page.evaluate(
        async (src) => {
          const answer = await fetch(src)
          return { status: answer.status, type: answer.headers.get('content-type'), disposition: answer.headers.get('content-disposition') }
        },
        (await viewer.getAttribute('src'))!,
      )
      expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', disposition: expect.stringMatching(/^inline;/) })
      // One place for notes: the timeline's box, no sidebar field.
      await expect(page.locator('#field-internalNotes')).toBeHidden()
      // Rating: stars in a radio group, set with the arrow keys (mirrored in Arabic), a visible focus ring, saved.
      const stars = page.getByTestId('rating-stars')
      // The fieldset is the group, named by its legend.
      await expect(page.getByRole('group', { name: t.application.rating, exact: true })).toHaveAttribute('data-testid', 'rating-stars')
      const radios = stars.getByRole('radio')
      await expect(radios).toHaveCount(6)
      await radios.first().focus()
      const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight'
      for (let i = 0; i < 4; i++) await page.keyboard.press(forward)
      await page.keyboard.press(lang === 'ar' ? 'ArrowRight' : 'ArrowLeft')
      await expect(radios.nth(3)).toBeChecked()
      await expect(radios.nth(3)).toBeFocused()
      expect(await radios.nth(3).getAttribute('aria-label')).toMatch(lang === 'ar' ? /نجوم من/ : /^3 stars of 5$/)
      const ring = await stars
        .locator('label')
        .nth(3)
        .evaluate((label) => getComputedStyle(label).outlineStyle)
      expect(ring).not.toBe('none')
      const one = (await stars.locator('label').nth(1).boundingBox())!
      const five = (await stars.locator('label').nth(5).boundingBox())!
      if (lang === 'ar') expect(five.x).toBeLessThan(one.x)
      else expect(five.x).toBeGreaterThan(one.x)
      await look('application')
      const saved = page.waitForResponse(
        (response) => response.url().includes(`/api/applications/${first.id}`) && ['PATCH', 'POST'].includes(response.request().method()),
      )
      await page.locator('#action-save').click()
      expect((await saved).status()).toBe(200)
      await page.reload()
      await expect(page.getByTestId('rating-stars').getByRole('radio').nth(3)).toBeChecked()
      await expect(page.getByTestId('application-timeline').locator('li[data-kind="rating"]')).toHaveCount(1)
      await page.goto(boardUrl)

      // Reject the third from its menu, with the template email in the language they applied in.
      await card(third.id)
        .getByRole('button', { name: t.board.moveTo.replace('{name}', third.name) })
        .click()
      await page.getByRole('button', { name: t.column.rejected, exact: true }).click()
      await expect(drawer.getByTestId('move-preview')).toContainText(third.name)
      await expect(drawer.getByRole('checkbox')).toBeChecked()
      await drawer.getByRole('button', { name: t.move.confirm, exact: true }).click()
      await expect(page.getByTestId('column-rejected').locator(`[data-application="${third.id}"]`)).toBeVisible()
      const rejection = await mailFor(third.email, subjectOf('rejected', lang, world.jobTitle))
      expect(rejection.html).toContain(lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"')

      // Find the first candidate by a word that is only in their CV.
      await page.goto('/admin/recruiting/search')
      await page.getByTestId('candidate-search').locator('#field-q').fill(world.cvWord)
      await page.getByTestId('candidate-search').getByRole('button', { name: t.search.submit }).click()
      const hits = page.getByTestId('search-hit')
      await expect(hits).toHaveCount(1)
      await expect(hits.first()).toContainText(first.name)
      // One entry for the candidate, both their applications under it (issue 28, item 9), and the CV's words marked.
      await expect(hits.first().getByTestId('search-application')).toHaveCount(2)
      await expect(hits.first().getByTestId('search-snippet').locator('mark')).toHaveText(world.cvWord)
      expect(page.url()).not.toContain(encodeURIComponent(world.cvWord))
      expect(page.url()).not.toContain(world.cvWord)
      await look('search')
      // Back from an application finds the search as it was, still with nothing in the URL.
      await hits.first().getByTestId('search-application').last().getByRole('link').first().click()
      await page.waitForURL(/\/admin\/collections\/applications\/\d+$/)
      await page.goBack()
      await expect(page.getByTestId('candidate-search').locator('#field-q')).toHaveValue(world.cvWord)
      await expect(page.getByTestId('search-hit')).toHaveCount(1)
      expect(page.url()).not.toContain(world.cvWord)

      // Export the job's list as the list view filters it.
      await page.goto(`/admin/collections/applications?where[job][equals]=${world.jobId}`)
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: t.export.button }).click()
      const file = readFileSync(await (await download).path())
      expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const lines = file
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      expect(lines).toHaveLength(4)
      expect(lines[0]).toMatch(lang === 'ar' ? /^الطلب,الاسم الكامل/ : /^Application,Full name/)
      for (const person of world.people) expect(file.toString('utf8')).toContain(person.name)
    })
  })
}

test("a card moves by keyboard and by drag, and another recruiter's move shows without reloading", async ({ page }) => {
  test.setTimeout(120_000)
  const world = await setUp('en')
  const [first, second] = world.people as [World['people'][0], World['people'][0]]
  await signIn(page, world.recruiter)
  await page.goto(`/admin/recruiting/board/${world.jobId}`)
  const column = (status: string) => page.getByTestId(`column-${status}`)
  await expect(column('submitted').locator(`[data-application="${first.id}"]`)).toBeVisible()

  // Keyboard: focus the handle, Space to pick up, one column to the right, Space to drop (Reviewed has no template).
  // Each step waits for what a screen reader is told, as its user would: the handle is pressed once the card is
  // picked up (the first Space is pressed again while the board is still hydrating: a key pressed before then does
  // nothing, as for anyone), and the board's live region names the column the card is over. (Payload's own
  // navigation has a live region of its own: the board's is the one that speaks.)
  const announced = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })
  const firstHandle = page.getByRole('button', { name: `Drag ${first.name}` })
  await expect(async () => {
    await firstHandle.focus()
    await page.keyboard.press('Space')
    await expect(firstHandle).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await page.keyboard.press('ArrowRight')
  await expect(announced(`${first.name} is over Reviewed.`)).toBeAttached()
  await page.keyboard.press('Space')
  await expect(column('reviewed').locator(`[data-application="${first.id}"]`)).toBeVisible()

  // Pointer: drag the second card's handle onto the Reviewed column.
  const handle = page.getByRole('button', { name: `Drag ${second.name}` })
  const from = (await handle.boundingBox())!
  const to = (await column('reviewed').boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 })
  await page.mouse.up()
  await expect(column('reviewed').locator(`[data-application="${second.id}"]`)).toBeVisible()

  // Another recruiter (an admin here) moves one through the API: the open board follows.
  const admin = await adminApi()
  expect((await admin.patch(`/api/applications/${first.id}`, { data: { status: 'offered' } })).status()).toBe(200)
  await expect(column('offered').locator(`[data-application="${first.id}"]`)).toBeVisible({ timeout: 15_000 })
  await admin.dispose()

  // The list view agrees, and the application's timeline says who did what (never shown to the candidate).
  await page.goto(`/admin/collections/applications/${second.id}`)
  const timeline = page.getByTestId('application-timeline')
  await expect(timeline).toContainText('Sara Recruiter moved the application from Submitted to Reviewed')
})
