import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'

import { cvReadsSettled } from '@/features/cv/read'

import { DOCX_TYPE, makeCvDocx } from '../fixtures/cv'
import { rest, restUpload } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, ownedJob, staffMember, type Auth } from './helpers/recruiting'

type Group = {
  candidate: number | null
  fullName: string
  snippet: { text: string; hit: boolean }[] | null
  applications: { application: number; jobTitle: string; status: string }[]
}
type Answer = { total: number; applications: number; groups: Group[] }
/** The answer as one list of applications, the way the assertions below name them. */
type Hits = Answer & { hits: { application: number }[] }
const withHits = (answer: Answer): Hits => ({
  ...answer,
  hits: (answer.groups ?? []).flatMap((group) => group.applications.map((app) => ({ application: app.application }))),
})
/** A snippet with its marked words in [brackets]. */
const marked = (group: Group | undefined) => (group?.snippet ?? []).map((part) => (part.hit ? `[${part.text}]` : part.text)).join('')

/**
 * CV text, candidate search, export and dashboard (issue 19), through the real REST handlers, on SQLite or
 * PostgreSQL (whichever the suite runs on).
 */
describe('candidate search, export and dashboard', () => {
  let recruiter: { id: number; auth: Auth }
  let outsider: { id: number; auth: Auth }
  let engineering: number
  let nursing: number
  let reem: number
  let saeed: number
  let lina: number

  beforeAll(async () => {
    recruiter = await staffMember('search.rec@example.com', ['recruiter'])
    outsider = await staffMember('search.out@example.com', ['recruiter'])
    engineering = await ownedJob(recruiter.id, { title: 'Cloud Engineer', titleAr: 'مهندس سحابة' })
    nursing = await ownedJob(recruiter.id, { title: 'Staff Nurse', titleAr: 'ممرضة' })
    const a = await applicant('reem.search@example.com', {
      city: 'Riyadh',
      experienceYears: 8,
      cvLines: ['Reem Al-Qahtani', 'Certified Kubernetes administrator, Terraform', 'مُهَنْدِسَة شبكات في الرياض'],
    })
    reem = await applyTo(a, engineering, 'en', 'Reem Al-Qahtani')
    const b = await applicant('saeed.search@example.com', {
      city: 'Dammam',
      experienceYears: 2,
      cvLines: ['Saeed', 'Intensive care', 'تمريض العناية المركزة'],
    })
    saeed = await applyTo(b, nursing, 'ar', 'Saeed Al-Ghamdi')
    // A Word CV: its text is read after upload too.
    const c = await applicant('lina.search@example.com', { city: 'Jeddah', experienceYears: 4 })
    const upload = await restUpload(
      '/candidate-cvs',
      { name: 'cv.docx', type: DOCX_TYPE, data: await makeCvDocx(['Lina', 'Speaks Tagalog and Arabic', 'محاسبة قانونية']) },
      { headers: c.auth },
    )
    expect(upload.status).toBe(201)
    lina = await applyTo(
      { ...c, cv: (await json<{ doc: { id: number; filename: string } }>(upload)).doc },
      engineering,
      'en',
      'Lina Haddad',
    )
    // CVs are read after their upload has answered (features/cv/read.ts).
    await cvReadsSettled()
  })

  /** The search as the admin's form sends it: the fields in a POST body, never in the URL. */
  const search = (auth: Auth, query: string) =>
    rest('POST', '/recruiting/search', { headers: auth, body: Object.fromEntries(new URLSearchParams(query)) })
      .then((r) => json<Answer>(r))
      .then(withHits)

  it('reads a CV’s text once, after its upload, and keeps it for staff', async () => {
    const payload = await getTestPayload()
    const app = await payload.findByID({ collection: 'applications', id: lina, depth: 1 })
    const cv = app.cv as { extractedText?: string; mimeType?: string }
    expect(cv.mimeType).toBe(DOCX_TYPE)
    expect(cv.extractedText).toContain('Speaks Tagalog and Arabic')
  })

  it('finds a candidate by a word that is only in their CV, in English and in Arabic, as the job search matches', async () => {
    expect((await search(recruiter.auth, 'q=kubernetes')).hits.map((h) => h.application)).toEqual([reem])
    expect((await search(recruiter.auth, 'q=Terraf')).hits.map((h) => h.application)).toEqual([reem])
    // Diacritics and ة/ه fold the same way on both sides.
    expect((await search(recruiter.auth, `q=${encodeURIComponent('مهندسه')}`)).hits.map((h) => h.application)).toEqual([reem])
    expect((await search(recruiter.auth, `q=${encodeURIComponent('العنايه المركزة')}`)).hits.map((h) => h.application)).toEqual([saeed])
    expect((await search(recruiter.auth, 'q=tagalog')).hits.map((h) => h.application)).toEqual([lina])
    expect((await search(recruiter.auth, 'q=kubernetes%20tagalog')).total).toBe(0)
  })

  it('matches the jobs applied to, the city and the experience, and filters by job', async () => {
    const byJob = await search(recruiter.auth, `q=${encodeURIComponent('ممرضة')}`)
    expect(byJob.hits.map((h) => h.application)).toEqual([saeed])
    expect((await search(recruiter.auth, 'q=&city=riyadh')).hits.map((h) => h.application)).toEqual([reem])
    expect((await search(recruiter.auth, 'minExperience=4')).hits.map((h) => h.application).sort()).toEqual([reem, lina].sort())
    expect((await search(recruiter.auth, `job=${nursing}`)).hits.map((h) => h.application)).toEqual([saeed])
    expect((await search(recruiter.auth, 'minExperience=-1')).total).toBeUndefined()
  })

  it('answers one entry per candidate, with their applications under it and the CV text the words met', async () => {
    // Reem applies to the nursing job too: one candidate, two applications, one CV.
    const payload = await getTestPayload()
    const reemApp = await payload.findByID({ collection: 'applications', id: reem, depth: 0 })
    const second = await payload.create({
      collection: 'applications',
      overrideAccess: true,
      context: { checkedApplication: true, demoSeed: true },
      data: {
        job: nursing,
        candidate: reemApp.candidate as number,
        cv: reemApp.cv as number,
        fullName: 'Reem Al-Qahtani',
        phoneNumber: '+966501234567',
        city: 'Riyadh',
        state: 'Riyadh',
        skills: 'Kubernetes',
        status: 'reviewed',
      },
    })
    const answer = await search(recruiter.auth, 'q=kubernetes')
    expect(answer.total).toBe(1)
    expect(answer.applications).toBe(2)
    expect(answer.groups).toHaveLength(1)
    const [group] = answer.groups
    expect(group!.fullName).toBe('Reem Al-Qahtani')
    // Newest first, each once.
    expect(group!.applications.map((app) => app.application)).toEqual([second.id, reem])
    expect(group!.applications.map((app) => app.jobTitle)).toEqual(['Staff Nurse', 'Cloud Engineer'])
    expect(marked(group)).toContain('Certified [Kubernetes] administrator')
    // Arabic words are marked in the Arabic text, whatever their diacritics: the search's own normalisation.
    const arabic = await search(recruiter.auth, `q=${encodeURIComponent('مهندسه الرياض')}`)
    expect(arabic.groups.map((g) => g.fullName)).toEqual(['Reem Al-Qahtani'])
    expect(marked(arabic.groups[0])).toContain('[مُهَنْدِسَة] شبكات في [الرياض]')
    // Without words there is nothing to mark; filters still group.
    const byCity = await search(recruiter.auth, 'city=riyadh')
    expect(byCity.groups).toHaveLength(1)
    expect(byCity.groups[0]!.snippet).toBeNull()
    // A candidate matched on something other than the CV (the job title) is shown without a CV snippet.
    expect(
      marked((await search(recruiter.auth, `q=${encodeURIComponent('ممرضة')}`)).groups.find((g) => g.fullName === 'Saeed Al-Ghamdi')),
    ).toBe('')
    await payload.delete({ collection: 'applications', id: second.id, overrideAccess: true })
  })

  it('never searches the CVs of applications outside the recruiter’s jobs', async () => {
    expect((await search(outsider.auth, 'q=kubernetes')).total).toBe(0)
    expect((await rest('POST', '/recruiting/search', { body: { q: 'kubernetes' } })).status).toBe(401)
    // The old address with the words in its query string answers nothing.
    expect((await rest('GET', '/recruiting/search?q=kubernetes', { headers: recruiter.auth })).status).toBeGreaterThanOrEqual(400)
  })

  it('exports the filtered list as UTF-8 CSV with a BOM, in the admin’s language, and audits it', async () => {
    const payload = await getTestPayload()
    const response = await rest('GET', `/recruiting/export?where[job][equals]=${engineering}&sort=fullName`, {
      headers: { ...recruiter.auth, 'Accept-Language': 'ar' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^الطلب,الاسم الكامل,البريد الإلكتروني,الوظيفة,/)
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 3))).toEqual([
      ['Lina Haddad', 'lina.search@example.com'],
      ['Reem Al-Qahtani', 'reem.search@example.com'],
    ])
    expect(lines[1]).toContain('مهندس سحابة')
    const audited = await payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'applications.exported' } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(audited.docs[0]).toMatchObject({ actorId: String(recruiter.id), actorCollection: 'users', details: { rows: 2 } })
    const bad = await rest('GET', '/recruiting/export?where[nothere][equals]=1', { headers: recruiter.auth })
    expect(bad.status).toBe(400)
  })

  it('exports the same list as an Excel workbook: typed cells, the email beside the phone, no guard apostrophe, right to left in Arabic', async () => {
    const response = await rest('GET', `/recruiting/export?where[job][equals]=${engineering}&sort=fullName&format=xlsx`, {
      headers: { ...recruiter.auth, 'Accept-Language': 'ar' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.xlsx"$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await response.arrayBuffer())
    const sheet = book.worksheets[0]!
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true })
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, 4)).toEqual(['الطلب', 'الاسم الكامل', 'البريد الإلكتروني', 'الوظيفة'])
    const column = (name: string) => header.indexOf(name) + 1
    const rows = [2, 3].map((n) => sheet.getRow(n))
    expect(rows.map((row) => [row.getCell(column('الاسم الكامل')).value, row.getCell(column('البريد الإلكتروني')).value])).toEqual([
      ['Lina Haddad', 'lina.search@example.com'],
      ['Reem Al-Qahtani', 'reem.search@example.com'],
    ])
    // The phone as typed (CSV has to write it '+966…); the id and years are numbers, the day a date.
    expect(rows[0]!.getCell(column('الهاتف')).value).toBe('+966501234567')
    expect(typeof rows[0]!.getCell(column('الطلب')).value).toBe('number')
    expect(typeof rows[0]!.getCell(column('سنوات الخبرة')).value).toBe('number')
    expect(rows[0]!.getCell(column('تاريخ التقديم')).value).toBeInstanceOf(Date)
  })

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    const { safeCell } = await import('@/lib/spreadsheet')
    expect(safeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")')
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(safeCell('Riyadh')).toBe('Riyadh')
    expect(safeCell(5)).toBe(5)
  })

  it('counts the dashboard’s figures from the database', async () => {
    const payload = await getTestPayload()
    const dashboard = async (auth: Auth) => json<Record<string, unknown>>(await rest('GET', '/recruiting/dashboard', { headers: auth }))
    const now = await dashboard(recruiter.auth)
    expect(now).toMatchObject({ newToday: 3, waitingForReview: 0, interviewsThisWeek: 0 })
    // Reem applied 5 days ago and still waits for a first review; Saeed was reviewed 1 day, shortlisted 3 days after applying.
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()
    await payload.db.updateOne({ collection: 'applications', id: reem, data: { createdAt: days(5) }, returning: false })
    await payload.db.updateOne({
      collection: 'applications',
      id: saeed,
      data: { createdAt: days(4), status: 'shortlisted', stages: { reviewedAt: days(3), shortlistedAt: days(1) } },
      returning: false,
    })
    const later = (await dashboard(recruiter.auth)) as {
      newToday: number
      waitingForReview: number
      funnels: { id: number; counts: Record<string, number>; medians: Record<string, number | null> }[]
    }
    expect(later.newToday).toBe(1)
    expect(later.waitingForReview).toBe(1)
    const funnel = later.funnels.find((f) => f.id === nursing)!
    expect(funnel.counts).toMatchObject({ submitted: 0, shortlisted: 1 })
    expect(funnel.medians).toMatchObject({ reviewed: 1, shortlisted: 2, interview: null })
    expect((await dashboard(outsider.auth)).funnels).toEqual([])
  })

  it('lists first the jobs with the latest applications, then those opened last', async () => {
    const payload = await getTestPayload()
    const { funnelJobs } = await import('@/features/recruiting/dashboard')
    // Opened after the nursing job, and nobody has applied: it comes after it, not first as the newest would.
    const quiet = await ownedJob(recruiter.id, { title: 'Quiet Storekeeper', titleAr: 'أمين مستودع' })
    const jobs = await funnelJobs({ payload, scope: [quiet, nursing], now: new Date(), locale: 'ar' })
    expect(jobs.map((job) => job.id)).toEqual([nursing, quiet])
    expect(jobs[0]!.lastApplied).not.toBeNull()
    expect(jobs[1]).toMatchObject({ title: 'أمين مستودع', lastApplied: null })
  })
})
