import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { INDEXING_ORIGIN } from '../indexingServer'
import { createJob, DECLINED_CONSENT, updateJob } from '../staff'

/**
 * Reach (issue 20), in both languages: the job feeds aggregators read (parsed by Chromium's XML parser: only open
 * jobs, each with its fields, and a change to a job in the next request's feed), a shared job link's preview (Open
 * Graph tags with the job's own title and a 1200×630 picture in the page's language), the share links, and Google's
 * Indexing API told of a job published and then closed (seen by the local stand-in), the closed job leaving the
 * sitemap. In `last/`: these tests publish and close jobs, which the job-count and sitemap tests would see.
 */
test.use({ storageState: DECLINED_CONSENT })
const word = () => `osprey${Math.random().toString(36).slice(2, 8)}`

type FeedJob = {
  title: string
  url: string
  reference: string
  company: string
  city: string
  country: string
  date: string
  jobtype: string
}

/** A feed as an aggregator reads it: parsed as XML (a parse error fails the test), one entry per `<job>`. */
async function readFeed(page: Page, request: APIRequestContext, path: string): Promise<FeedJob[]> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    const error = doc.querySelector('parsererror')
    if (error) return { error: error.textContent ?? 'parse error', jobs: [] }
    const field = (job: Element, name: string) => job.getElementsByTagName(name)[0]?.textContent ?? ''
    return {
      error: null,
      root: doc.documentElement.nodeName,
      jobs: [...doc.getElementsByTagName('job')].map((job) => ({
        title: field(job, 'title'),
        url: field(job, 'url'),
        reference: field(job, 'referencenumber'),
        company: field(job, 'company'),
        city: field(job, 'city'),
        country: field(job, 'country'),
        date: field(job, 'date'),
        jobtype: field(job, 'jobtype'),
      })),
    }
  }, xml)
  expect(parsed.error, `${path} is well-formed XML`).toBeNull()
  return parsed.jobs
}

test.describe('job feeds', () => {
  test('list only open jobs, in each language, and follow a job’s change', async ({ page, request }) => {
    const kw = word()
    const open = await createJob(request, { en: `Harbour Pilot ${kw}`, ar: `مرشد ميناء ${kw}` })
    const draft = await createJob(request, { en: `Draft Pilot ${kw}`, ar: `مرشد مسودة ${kw}`, status: 'draft' })
    const closed = await createJob(request, { en: `Closed Pilot ${kw}`, ar: `مرشد مغلق ${kw}` })
    await updateJob(request, closed.id, { status: 'closed' })
    await page.goto('/en')

    const both = await readFeed(page, request, '/feeds/jobs.xml')
    const mine = both.filter((job) => job.title.includes(kw))
    expect(mine.map((job) => job.title).sort()).toEqual([`Harbour Pilot ${kw}`, `مرشد ميناء ${kw}`])
    const english = mine.find((job) => job.title.startsWith('Harbour'))!
    // Tracked: an application that comes from the feed counts as the board's (features/applications/source.ts).
    expect(english.url).toMatch(new RegExp(`^http://localhost:\\d+/en/jobs/${open.slug}\\?src=feed$`))
    expect(english.jobtype).toBe('fulltime')
    expect(english.city).not.toBe('')
    expect(english.country).not.toBe('')
    expect(english.company).not.toBe('')
    expect(Number.isNaN(Date.parse(english.date))).toBe(false)
    const arabic = mine.find((job) => job.title.startsWith('مرشد'))!
    expect(arabic.url).toContain(`/ar/jobs/${open.slug}`)
    expect(arabic.reference).toBe(`${english.reference}-AR`)
    // References are unique, as aggregators require.
    expect(new Set(both.map((job) => job.reference)).size).toBe(both.length)

    for (const locale of ['en', 'ar'] as const) {
      const feed = await readFeed(page, request, `/feeds/${locale}/jobs.xml`)
      const titles = feed.filter((job) => job.title.includes(kw)).map((job) => job.title)
      expect(titles).toEqual([locale === 'en' ? `Harbour Pilot ${kw}` : `مرشد ميناء ${kw}`])
      expect(feed.every((job) => job.url.includes(`/${locale}/jobs/`))).toBe(true)
    }
    expect(both.some((job) => job.url.includes(`/${draft.slug}?`) || job.url.includes(`/${closed.slug}?`))).toBe(false)
    expect((await request.get('/feeds/fr/jobs.xml')).status()).toBe(404)

    // A change saved by staff is in the next request's feed (cache tags expire with the job).
    await updateJob(request, open.id, { title: `Harbour Pilot Lead ${kw}` })
    const after = await readFeed(page, request, '/feeds/en/jobs.xml')
    expect(after.filter((job) => job.title.includes(kw)).map((job) => job.title)).toEqual([`Harbour Pilot Lead ${kw}`])
    await updateJob(request, open.id, { status: 'closed' })
    expect((await readFeed(page, request, '/feeds/en/jobs.xml')).some((job) => job.title.includes(kw))).toBe(false)
  })
})

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

for (const locale of ['en', 'ar'] as const) {
  test(`a shared job link shows the job’s own title and picture, and the share links carry it (${locale})`, async ({ page, request }) => {
    const kw = word()
    const job = await createJob(request, { en: `Falconry Trainer ${kw}`, ar: `مدرّب صقارة ${kw}` })
    const title = locale === 'en' ? `Falconry Trainer ${kw}` : `مدرّب صقارة ${kw}`
    await page.goto(`/${locale}/jobs/${job.slug}`)
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"], meta[name="${property}"]`).first().getAttribute('content')
    expect(await meta('og:title')).toBe(title)
    expect(await meta('og:url')).toMatch(new RegExp(`/${locale}/jobs/${job.slug}$`))
    expect(await meta('og:locale')).toBe(locale === 'ar' ? 'ar_SA' : 'en_US')
    expect(await meta('twitter:card')).toBe('summary_large_image')
    expect(await meta('og:image:width')).toBe('1200')
    expect(await meta('og:image:height')).toBe('630')
    const image = (await meta('og:image'))!
    expect(image).toMatch(new RegExp(`^http://localhost:\\d+/og/jobs/${locale}/${job.slug}\\.png$`))
    const png = await request.get(image)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
    expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 })
    expect((await request.get(`/og/jobs/${locale}/no-such-job.png`)).status()).toBe(404)

    const share = page.getByTestId('share')
    const url = page.url()
    // Each shared link says where it was shared: an application it brings counts as a referral.
    await expect(share.getByTestId('share-whatsapp')).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${title} ${url}?src=share-whatsapp`)}`,
    )
    await expect(share.getByTestId('share-linkedin')).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${url}?src=share-linkedin`)}`,
    )
    await expect(share.getByTestId('share-x')).toHaveAttribute(
      'href',
      new RegExp(`^https://x\\.com/intent/post\\?text=.+&url=${encodeURIComponent(`${url}?src=share-x`)}$`),
    )
    await expect(share.getByTestId('share-email')).toHaveAttribute('href', new RegExp(`^mailto:\\?subject=${encodeURIComponent(title)}`))
    await expect(share.getByTestId('share-copy')).toHaveAttribute('href', url)
    // Desktop Chromium has no Web Share API here: the "Share…" button stays hidden.
    await expect(share.getByTestId('share-native')).toBeHidden()
  })
}

test('a phone with the Web Share API gets the system share sheet, with the job’s title and address', async ({ page, request }) => {
  const kw = word()
  const job = await createJob(request, { en: `Date Farmer ${kw}`, ar: `مزارع نخيل ${kw}` })
  await page.addInitScript(() => {
    const shared: unknown[] = []
    Object.assign(window, { __shared: shared })
    Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data), configurable: true })
  })
  await page.goto(`/ar/jobs/${job.slug}`)
  await page.getByTestId('share-native').click()
  expect(await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([
    { title: `مزارع نخيل ${kw}`, url: page.url() },
  ])
})

test('similar jobs: open ones of the same industry or location, never the job itself, in both languages', async ({ page, request }) => {
  const kw = word()
  const job = await createJob(request, { en: `Music Teacher ${kw}`, ar: `معلم موسيقى ${kw}`, industry: 'education', location: 'muscat' })
  await createJob(request, { en: `Art Teacher ${kw}`, ar: `معلم فنون ${kw}`, industry: 'education', location: 'doha' })
  await createJob(request, { en: `Shop Manager ${kw}`, ar: `مدير متجر ${kw}`, industry: 'retail', location: 'manama' })
  const closed = await createJob(request, { en: `Drama Teacher ${kw}`, ar: `معلم مسرح ${kw}`, industry: 'education', location: 'muscat' })
  await updateJob(request, closed.id, { status: 'closed' })
  for (const [locale, similar, others] of [
    ['en', `Art Teacher ${kw}`, [`Music Teacher ${kw}`, `Shop Manager ${kw}`, `Drama Teacher ${kw}`]],
    ['ar', `معلم فنون ${kw}`, [`معلم موسيقى ${kw}`, `مدير متجر ${kw}`, `معلم مسرح ${kw}`]],
  ] as const) {
    await page.goto(`/${locale}/jobs/${job.slug}`)
    const section = page.locator('section[aria-labelledby="similar-title"]')
    await expect(section.getByRole('heading', { level: 3, name: similar })).toBeVisible()
    for (const other of others) await expect(section.getByText(other)).toHaveCount(0)
  }
})

type Call = { url: string; type: string; status: number }
const calls = async (request: APIRequestContext) => (await (await request.get(`${INDEXING_ORIGIN}/calls`)).json()) as Call[]

test('Google’s Indexing API hears of a job published and then closed, and the closed job leaves the sitemap', async ({ request }) => {
  test.setTimeout(90_000)
  const kw = word()
  const job = await createJob(request, { en: `Pearl Diver ${kw}`, ar: `غوّاص لؤلؤ ${kw}` })
  const pages = ['en', 'ar'].map((locale) => new RegExp(`^http://localhost:\\d+/${locale}/jobs/${job.slug}$`))
  const seen = async (type: string) => {
    const list = await calls(request)
    return pages.every((url) => list.some((call) => call.type === type && call.status === 200 && url.test(call.url)))
  }
  await expect.poll(() => seen('URL_UPDATED'), { timeout: 30_000, message: 'URL_UPDATED for both languages' }).toBe(true)
  const sitemap = async () => (await (await request.get('/sitemap.xml')).text()).includes(`/jobs/${job.slug}<`)
  expect(await sitemap()).toBe(true)

  await updateJob(request, job.id, { status: 'closed' })
  await expect.poll(() => seen('URL_DELETED'), { timeout: 30_000, message: 'URL_DELETED for both languages' }).toBe(true)
  await expect.poll(sitemap, { timeout: 10_000 }).toBe(false)
})
