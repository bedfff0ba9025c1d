import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { agencyDay } from '@/lib/dates'

import { COUNTRIES, CURRENCIES, type Country, type Currency, type JobFamily, type Level } from './constants'
import { roundData, type StoredLine } from './validate'

/**
 * Salary figures from our own placements (issue 33, with issue 31's placements): one line per placement whose
 * client agreed (`clients.salarySurveyConsent`, off by default), classified by staff (the placement's survey family
 * and level), placed or left within the guarantee (the offer was real), started, with its offer in the currency of
 * the job's country (or, without a job, the fee agreement's country). The organisation is the client's English name, so a client that also answers the survey is one
 * organisation, not two; the candidate's name never goes in. The lines become the one `salary-rounds` document with
 * `source: 'placements'` (marked so in the admin), replaced each time staff refresh it, a draft until staff publish
 * it; from there they reach the explorer only through the same safety-zone rules as any survey (benchmarks.ts).
 * The offer's allowances are one figure, so they count as "other allowances"; there is no bonus.
 */
type Rel = number | { id: number } | null | undefined
const idOf = (rel: Rel) => (typeof rel === 'object' && rel ? rel.id : (rel ?? undefined))

type PlacementRow = {
  id: number
  client?: Rel
  job?: Rel
  agreement?: Rel
  startDate?: string | null
  currency?: string | null
  monthlyBasicMinor?: number | null
  monthlyAllowancesMinor?: number | null
  surveyFamily?: string | null
  surveyLevel?: string | null
}

const CITY_BY_NAME = new Map(
  (Object.entries(COUNTRIES) as [Country, (typeof COUNTRIES)[Country]][]).flatMap(([country, c]) =>
    Object.entries(c.cities as Record<string, readonly [string, string]>).map(
      ([key, [en]]) => [`${country}/${en.toLowerCase()}`, key] as const,
    ),
  ),
)

export async function placementLines(req: PayloadRequest, today: string): Promise<StoredLine[]> {
  const { payload } = req
  const clients = await payload.find({
    collection: 'clients',
    where: { salarySurveyConsent: { equals: true } },
    pagination: false,
    depth: 1,
    locale: 'en',
    overrideAccess: true,
    req,
  })
  if (!clients.docs.length) return []
  const clientById = new Map(clients.docs.map((c) => [c.id, c]))
  const placements = await payload.find({
    collection: 'placements',
    where: {
      and: [
        { client: { in: [...clientById.keys()] } },
        { status: { in: ['placed', 'earlyExit'] } },
        { surveyFamily: { exists: true } },
        { surveyLevel: { exists: true } },
        { monthlyBasicMinor: { greater_than: 0 } },
        { startDate: { less_than_equal: `${today}T23:59:59.999Z` } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const rows = placements.docs as unknown as PlacementRow[]
  const jobIds = [...new Set(rows.map((p) => idOf(p.job)).filter((id): id is number => typeof id === 'number'))]
  const jobs = (locale: Locale) =>
    payload.find({ collection: 'jobs', where: { id: { in: jobIds } }, pagination: false, depth: 1, locale, overrideAccess: true, req })
  const [jobsEn, jobsAr] = jobIds.length ? await Promise.all([jobs('en'), jobs('ar')]) : [{ docs: [] }, { docs: [] }]
  const agreementIds = [...new Set(rows.map((p) => idOf(p.agreement)).filter((id): id is number => typeof id === 'number'))]
  const agreements = agreementIds.length
    ? await payload.find({
        collection: 'fee-agreements',
        where: { id: { in: agreementIds } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const agreementCountry = new Map(agreements.docs.map((a) => [a.id, String(a.country ?? '')]))
  const arTitle = new Map(jobsAr.docs.map((j) => [j.id, j.title]))
  const jobById = new Map(jobsEn.docs.map((j) => [j.id, j]))

  const lines: StoredLine[] = []
  for (const p of rows) {
    const client = clientById.get(idOf(p.client)!)
    const job = jobById.get(idOf(p.job)!)
    const location = job && typeof job.location === 'object' ? job.location : null
    if (!client) continue
    // The job's country and city; a placement without a job counts in its agreement's country, with no city.
    const country = String(location?.country ?? agreementCountry.get(idOf(p.agreement)!) ?? '').toLowerCase() as Country
    if (!Object.hasOwn(COUNTRIES, country)) continue
    const currency = p.currency as Currency
    // Benchmarks are in the country's own currency: an offer in another is left out, never converted.
    if (COUNTRIES[country].currency !== currency || !Object.hasOwn(CURRENCIES, currency)) continue
    const industry = client.industry && typeof client.industry === 'object' ? client.industry.name : ''
    lines.push({
      organisation: client.name,
      industry: industry || 'placements',
      titleEn: job?.title ?? '',
      titleAr: (job && arTitle.get(job.id)) ?? job?.title ?? '',
      family: p.surveyFamily as JobFamily,
      level: p.surveyLevel as Level,
      country,
      city: location ? (CITY_BY_NAME.get(`${country}/${String(location.city).toLowerCase()}`) ?? '') : '',
      basic: p.monthlyBasicMinor!,
      housing: 0,
      transport: 0,
      other: Math.max(0, p.monthlyAllowancesMinor ?? 0),
      bonus: 0,
      currency,
      headcount: 1,
      effectiveDate: p.startDate!.slice(0, 10),
    })
  }
  return lines
}

/**
 * The placements round made again from today's placements: the one `source: 'placements'` round is updated (its
 * status kept) or, the first time, created as a draft. With no line, an existing round is emptied.
 */
export async function refreshPlacementsRound(
  req: PayloadRequest,
  name: string,
): Promise<{ id: number; lines: number; organisations: number }> {
  const today = agencyDay(new Date()) // a start date is an agency day
  const lines = await placementLines(req, today)
  const data = roundData(lines)
  const existing = await req.payload.find({
    collection: 'salary-rounds',
    where: { source: { equals: 'placements' } },
    limit: 1,
    depth: 0,
    sort: 'createdAt',
    overrideAccess: true,
    req,
  })
  const doc = existing.docs[0]
    ? await req.payload.update({ collection: 'salary-rounds', id: existing.docs[0].id, data, overrideAccess: true, depth: 0, req })
    : await req.payload.create({
        collection: 'salary-rounds',
        data: { name, status: 'draft', source: 'placements', ...data },
        overrideAccess: true,
        depth: 0,
        req,
      })
  return { id: doc.id, lines: data.lineCount, organisations: data.organisationCount }
}
