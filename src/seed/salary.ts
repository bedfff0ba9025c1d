import { createLocalReq, type Payload } from 'payload'

import { COLUMNS, COUNTRIES, type Country, type JobFamily, type Level } from '@/features/salary/constants'
import { toDecimalString, toMinor } from '@/lib/money'
import type { Sheet } from '@/features/salary/parse'
import { refreshPlacementsRound } from '@/features/salary/placements'
import { checkSheet, roundData } from '@/features/salary/validate'

/**
 * A demo salary survey round (issue 33), published, as if imported from a file: rows of text checked by the
 * import's own checks. Fictional organisations. Made so that the explorer shows both outcomes: Saudi finance,
 * engineering, technology and healthcare and UAE sales have enough organisations to publish (Riyadh and Jeddah
 * by city, Dammam too thin and withheld), UAE marketing's directors come from one organisation (withheld), and Qatar
 * has three organisations only (all withheld). A few lines are from last month: too recent to count yet.
 */
const ORGANISATIONS = [
  'Najd Trading Co. (demo)',
  'Red Sea Contracting (demo)',
  'Gulf Horizon Bank (demo)',
  'Tuwaiq Systems (demo)',
  'Al Noor Hospitals (demo)',
  'Eastern Petrochemical Services (demo)',
  'Hejaz Retail Group (demo)',
  'Sahara Logistics (demo)',
  'Palm Hospitality (demo)',
  'Creek Media (demo)',
  'Oasis Foods (demo)',
  'Desert Rose Insurance (demo)',
  'Arabian Shield Engineering (demo)',
  'Corniche Consulting (demo)',
]

const TITLES: Record<JobFamily, [string, string]> = {
  finance: ['Accountant', 'محاسب'],
  engineering: ['Site Engineer', 'مهندس موقع'],
  technology: ['Software Developer', 'مطور برمجيات'],
  'human-resources': ['HR Officer', 'أخصائي موارد بشرية'],
  sales: ['Sales Executive', 'مندوب مبيعات'],
  marketing: ['Marketing Specialist', 'أخصائي تسويق'],
  healthcare: ['Staff Nurse', 'ممرض'],
  operations: ['Logistics Coordinator', 'منسق لوجستي'],
}

/** Monthly basic in major units by level, before the family's and organisation's factors. */
const BASIC: Record<Level, number> = { entry: 6000, intermediate: 9000, senior: 14000, manager: 21000, director: 34000 }
const FAMILY_FACTOR: Record<JobFamily, number> = {
  finance: 1,
  engineering: 1.1,
  technology: 1.15,
  'human-resources': 0.9,
  sales: 0.85,
  marketing: 0.9,
  healthcare: 0.95,
  operations: 0.8,
}
/** What one currency unit buys relative to the riyal, roughly: pay in local units. */
const LOCAL: Record<Country, number> = { sa: 1, ae: 1, qa: 1, kw: 0.082, bh: 0.1, om: 0.1 }

type Plan = { family: JobFamily; country: Country; organisations: number; cities: string[]; levels?: Level[] }

const PLANS: Plan[] = [
  // Riyadh published; Dammam (2 organisations) withheld, and so Jeddah (4) too: with Riyadh and the country
  // published, Dammam alone could be worked out by subtraction (complementary suppression).
  { family: 'finance', country: 'sa', organisations: 14, cities: ['riyadh', 'jeddah', 'riyadh', 'jeddah', 'riyadh', 'dammam', 'riyadh'] },
  { family: 'engineering', country: 'sa', organisations: 10, cities: ['riyadh', 'jeddah', 'jeddah', 'dammam'] },
  { family: 'technology', country: 'sa', organisations: 9, cities: ['riyadh', 'riyadh', 'jeddah'] },
  {
    family: 'healthcare',
    country: 'sa',
    organisations: 7,
    cities: ['riyadh', 'jeddah'],
    levels: ['entry', 'intermediate', 'senior', 'manager'],
  },
  { family: 'sales', country: 'ae', organisations: 8, cities: ['dubai', 'dubai', 'abu-dhabi', 'sharjah'] },
  { family: 'marketing', country: 'ae', organisations: 6, cities: ['dubai'] },
  { family: 'finance', country: 'qa', organisations: 3, cities: ['doha'] },
]

/** A small deterministic generator (mulberry32): the same demo round every time. */
function random(seed: number) {
  let a = seed
  return () => {
    a |= 0
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A job title at a level, in both languages ("Senior Accountant", "محاسب أول"). */
function titleOf(family: JobFamily, level: Level): [string, string] {
  const [en, ar] = TITLES[family]
  if (level === 'senior') return [`Senior ${en}`, `${ar} أول`]
  if (level === 'manager') return [`${en} Manager`, `مدير ${ar}`]
  if (level === 'director') return [`${en} Director`, `مدير عام ${ar}`]
  return [en, ar]
}

const monthStart = (now: Date, monthsBack: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 10)

export function demoSurveyRows(now: Date): string[][] {
  const next = random(33)
  const rows: string[][] = []
  const older = monthStart(now, 5)
  const recent = monthStart(now, 1)
  for (const plan of PLANS) {
    const levels = plan.levels ?? (['entry', 'intermediate', 'senior', 'manager', 'director'] as Level[])
    const currency = COUNTRIES[plan.country].currency
    for (const level of levels) {
      for (let o = 0; o < plan.organisations; o++) {
        // UAE marketing directors: one organisation only, carrying most of the weight.
        if (plan.family === 'marketing' && level === 'director' && o > 1) continue
        const organisation = ORGANISATIONS[o]!
        const city = plan.cities[o % plan.cities.length]!
        const orgFactor = 0.85 + next() * 0.35
        const basic = BASIC[level] * FAMILY_FACTOR[plan.family] * orgFactor * LOCAL[plan.country]
        const money = (major: number) => toDecimalString(toMinor(major, currency), currency)
        const headcount = plan.family === 'marketing' && level === 'director' && o === 0 ? 6 : 2 + Math.floor(next() * 2)
        const [titleEn, titleAr] = titleOf(plan.family, level)
        rows.push([
          organisation,
          'Demo industry',
          plan.family,
          level,
          titleEn,
          titleAr,
          plan.country.toUpperCase(),
          city,
          money(Math.round(basic)),
          money(Math.round(basic * 0.25)),
          money(Math.round(basic * 0.1)),
          money(next() < 0.5 ? 0 : Math.round(basic * 0.05)),
          money(Math.round(basic * (1 + next() * 2))),
          currency,
          String(headcount),
          o === plan.organisations - 1 && level === 'entry' ? recent : older,
        ])
      }
    }
  }
  return rows
}

/** The demo round, published. Returns its number of lines. */
export async function seedSalarySurvey(payload: Payload, now: Date): Promise<number> {
  const rows = demoSurveyRows(now)
  const sheet: Sheet = { header: [...COLUMNS], rows: rows.map((cells, i) => ({ row: i + 2, cells })) }
  const checked = checkSheet(sheet, now.toISOString().slice(0, 10))
  if (!checked.ok) throw new Error(`The demo survey does not pass the import's checks: ${JSON.stringify(checked.problems.slice(0, 3))}`)
  await payload.create({
    collection: 'salary-rounds',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { name: 'Gulf salary survey (demo)', status: 'published', source: 'survey', ...roundData(checked.lines) },
  })
  return checked.lines.length
}

/**
 * Employers' report requests (one a page language) for the account managers, and figures from placements: the
 * first seeded client agreed, its placements are classified for the survey, and the placements round is made (a
 * draft, marked as ours; too few clients to publish anything on its own). Runs after the placements' seed.
 */
export async function seedSalaryLeadsAndPlacements(payload: Payload): Promise<{ requests: number; placementLines: number }> {
  const requests = [
    {
      company: 'Najd Build Co. (demo)',
      name: 'Omar Haddad',
      email: 'omar.haddad@najd-build.example.com',
      phone: '+966 11 555 0101',
      family: 'engineering',
      country: 'sa',
      locale: 'en',
    },
    {
      company: 'شركة الخليج للضيافة (تجريبية)',
      name: 'ريم الكعبي',
      email: 'reem@gulf-hospitality.example.com',
      family: 'sales',
      country: 'ae',
      locale: 'ar',
    },
  ] as const
  for (const [i, lead] of requests.entries())
    await payload.create({
      collection: 'salary-report-requests',
      overrideAccess: true,
      data: { ...lead, consentedAt: new Date().toISOString(), status: 'new', submissionId: `00000000-0000-4000-8000-00000000003${i}` },
    })
  const client = (await payload.find({ collection: 'clients', sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true })).docs[0]
  if (!client) return { requests: requests.length, placementLines: 0 }
  await payload.update({ collection: 'clients', id: client.id, data: { salarySurveyConsent: true }, overrideAccess: true })
  const placements = await payload.find({
    collection: 'placements',
    where: { client: { equals: client.id } },
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const levels = ['senior', 'manager', 'intermediate'] as const
  for (const [i, placement] of placements.docs.entries())
    await payload.update({
      collection: 'placements',
      id: placement.id,
      data: { surveyFamily: 'finance', surveyLevel: levels[i % levels.length] },
      overrideAccess: true,
    })
  const req = await createLocalReq({}, payload)
  const round = await refreshPlacementsRound(req, 'Our placements (clients agreed)')
  return { requests: requests.length, placementLines: round.lines }
}
