import type { Payload, PayloadRequest, Where } from 'payload'
import type { Locale } from '@/i18n/locales'

import { ownsJob } from '@/access/ownership'
import { PhraseIndex } from '@/features/cv/parse/phrases'
import { lexicalToPlainText } from '@/lib/richText'
import type { Candidate, Job } from '@/payload-types'

import { RECOMMEND_POOL, RESULTS, SUGGEST_POOL } from './constants'
import { candidateRows, candidateShortlist, jobRows, jobShortlist } from './shortlist'
import {
  eligibilityChecks,
  match,
  rank,
  type Check,
  type CheckKind,
  type Match,
  type MatchCandidate,
  type MatchJob,
  type SkillRef,
} from './score'

/**
 * Documents into the scoring module's shapes, and the three reads that use it: a seeker's recommended jobs, a job's
 * suggested candidates (for staff who may see that job: access/ownership.ts) and one job's checklist for a seeker.
 * Every read is bounded (constants.ts): at most RECOMMEND_POOL jobs or SUGGEST_POOL candidates scored per request,
 * CV text read up to CV_CHARS. `npm run bench:match` prints what that costs.
 */
const CV_CHARS = 12_000

type Localized = Record<string, string | null | undefined> | string | null | undefined
const inLocale = (value: Localized, locale: Locale) =>
  (value && typeof value === 'object' ? (value[locale] ?? value.en ?? '') : (value ?? '')) || ''

export type SkillsIndex = { byId: Map<string, SkillRef>; phrases: PhraseIndex<SkillRef>; version: string }

let indexCache: Promise<SkillsIndex> | null = null

/**
 * The skills list (small: staff keep it), with every name and alias in either language. Built once per version of
 * the list (its size and last change, one indexed query), so a request pays for it only after staff edit the list.
 */
export async function skillsIndex(payload: Payload): Promise<SkillsIndex> {
  const latest = await payload.find({
    collection: 'skills',
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
    overrideAccess: true,
  })
  const version = `${latest.totalDocs}:${latest.docs[0]?.updatedAt ?? ''}`
  const cached = indexCache ? await indexCache.catch(() => null) : null
  if (cached?.version === version) return cached
  indexCache = buildIndex(payload, version)
  return indexCache
}

async function buildIndex(payload: Payload, version: string): Promise<SkillsIndex> {
  const { docs } = await payload.find({
    collection: 'skills',
    locale: 'all',
    depth: 0,
    limit: 5000,
    pagination: false,
    overrideAccess: true,
  })
  const entries = docs.map((doc) => {
    const ref: SkillRef = { id: doc.id, en: inLocale(doc.name as Localized, 'en'), ar: inLocale(doc.name as Localized, 'ar') }
    const aliases = (doc.aliases ?? '')
      .split('\n')
      .map((alias) => alias.trim())
      .filter(Boolean)
    return { entry: ref, names: [ref.en, ref.ar, ...aliases].filter(Boolean) }
  })
  return { byId: new Map(entries.map(({ entry }) => [String(entry.id), entry])), phrases: new PhraseIndex(entries), version }
}

/**
 * Skills found in a document's text, remembered per document version (its id and last change, the CV's id, the
 * skills list's version) in a bounded map: reading text against the list is the costly step, and a profile or job
 * that has not changed need not be read again. Any change gives a new key, so nothing stale is served.
 */
const FOUND_MAX = 50_000
// A CV read after its upload (features/cv/read.ts) changes its text without changing the candidate: entries expire.
const FOUND_TTL_MS = 10 * 60_000
const foundCache = new Map<string, { skills: SkillRef[]; at: number }>()
const cachedSkills = (key: string, index: SkillsIndex) => {
  const hit = foundCache.get(`${index.version}|${key}`)
  return hit && Date.now() - hit.at < FOUND_TTL_MS ? hit.skills : null
}
function foundOnce(key: string, index: SkillsIndex, text: () => string): SkillRef[] {
  const hit = cachedSkills(key, index)
  if (hit) return hit
  const skills = found(index, text())
  const full = `${index.version}|${key}`
  foundCache.delete(full)
  if (foundCache.size >= FOUND_MAX) foundCache.delete(foundCache.keys().next().value!)
  foundCache.set(full, { skills, at: Date.now() })
  return skills
}

const found = (index: SkillsIndex, text: string) => {
  const seen = new Map<string, SkillRef>()
  for (const { entry } of index.phrases.find(text.split('\n'))) seen.set(String(entry.id), entry)
  return [...seen.values()]
}

type JobDoc = Pick<Job, 'id' | 'title' | 'experienceMin' | 'workplace' | 'salary' | 'eligibility' | 'description'> & {
  updatedAt?: string
  location?: unknown
  matchSkills?: unknown
}

/** Stored skill ids (skillIds.ts) as the scorer's skills, or null when none are stored. */
function storedSkills(value: unknown, index: SkillsIndex): SkillRef[] | null {
  if (!Array.isArray(value) || !value.length) return null
  return value
    .map((skill) => index.byId.get(String(skill && typeof skill === 'object' ? (skill as { id: unknown }).id : skill)))
    .filter((skill): skill is SkillRef => Boolean(skill))
}

/** A job as the scorer sees it: its required skills, else the skills its title and description name. */
export function jobShape(job: JobDoc, index: SkillsIndex): MatchJob {
  const location = (job.location && typeof job.location === 'object' ? job.location : null) as {
    country?: string
    city?: Localized
  } | null
  const required = (job.eligibility?.skills ?? [])
    .map((skill) => index.byId.get(String(typeof skill === 'object' ? skill.id : skill)))
    .filter((skill): skill is SkillRef => Boolean(skill))
  const skills = required.length
    ? required
    : (storedSkills(job.matchSkills, index) ??
      foundOnce(
        `job:${job.id}:${job.updatedAt ?? ''}`,
        index,
        () => `${inLocale(job.title as Localized, 'en')}\n${lexicalToPlainText(job.description)}`,
      ))
  return {
    id: job.id,
    skills,
    experienceMin: job.experienceMin,
    country: location?.country ?? null,
    city: location ? { en: inLocale(location.city, 'en'), ar: inLocale(location.city, 'ar') } : null,
    workplace: job.workplace,
    salary: job.salary,
    eligibility: jobRequirements(job.eligibility),
  }
}

function jobRequirements(e: JobDoc['eligibility'] | null | undefined): MatchJob['eligibility'] {
  return {
    nationalsOnly: e?.nationalsOnly ?? null,
    residence: e?.residence ?? null,
    arabic: e?.arabic ?? null,
    english: e?.english ?? null,
    gccYears: e?.gccYears ?? null,
    allowIneligible: e?.allowIneligible ?? true,
  }
}

type CandidateDoc = Pick<Candidate, 'id' | 'skills' | 'experienceYears' | 'city' | 'eligibility'> & {
  cv?: unknown
  updatedAt?: string
  matchSkills?: unknown
}

/** A candidate as the scorer sees them: the skills their profile and CV name, years, city, eligibility. */
export function candidateShape(
  candidate: CandidateDoc,
  cvText: (() => string | null | undefined) | string | null | undefined,
  index: SkillsIndex,
): MatchCandidate {
  const text = () => `${candidate.skills ?? ''}\n${((typeof cvText === 'function' ? cvText() : cvText) ?? '').slice(0, CV_CHARS)}`
  return {
    id: candidate.id,
    skills:
      storedSkills(candidate.matchSkills, index) ??
      foundOnce(`candidate:${candidate.id}:${candidate.updatedAt ?? ''}:${cvId(candidate.cv) ?? ''}`, index, text),
    years: candidate.experienceYears ?? null,
    city: candidate.city ?? null,
    eligibility: candidateEligibility(candidate.eligibility),
  }
}

function candidateEligibility(e: CandidateDoc['eligibility'] | null | undefined): MatchCandidate['eligibility'] {
  return {
    nationality: e?.nationality,
    residenceCountry: e?.residenceCountry,
    visaStatus: e?.visaStatus,
    transferable: e?.transferable,
    gccYears: e?.gccYears,
    arabic: e?.arabic,
    english: e?.english,
    expectedSalary: e?.expectedSalary,
    expectedCurrency: e?.expectedCurrency,
    relocate: e?.relocate,
  }
}

const CANDIDATE_SELECT = {
  fullName: true,
  updatedAt: true,
  skills: true,
  experienceYears: true,
  city: true,
  eligibility: true,
  cv: true,
  preferredLocale: true,
  matchSkills: true,
} as const
/** A job as matching reads it, without the description: read only when a job's skills must come from its text. */
const JOB_SELECT_LIGHT = {
  title: true,
  slug: true,
  experienceMin: true,
  workplace: true,
  salary: true,
  eligibility: true,
  location: true,
  referenceCode: true,
  updatedAt: true,
  matchSkills: true,
} as const
const JOB_SELECT = { ...JOB_SELECT_LIGHT, description: true } as const

/** CV text of these CV ids, read in one query (a staff field: read here on the system's behalf, never returned). */
async function cvTexts(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'candidate-cvs',
    where: { id: { in: ids } },
    select: { extractedText: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [Number(doc.id), String((doc as { extractedText?: string | null }).extractedText ?? '')]))
}

const cvId = (cv: unknown) => (cv && typeof cv === 'object' ? Number((cv as { id: number }).id) : cv ? Number(cv) : null)

async function loadCandidate(payload: Payload, id: number | string, index: SkillsIndex) {
  const doc = (await payload.findByID({
    collection: 'candidates',
    id,
    depth: 0,
    select: CANDIDATE_SELECT,
    overrideAccess: true,
    disableErrors: true,
  })) as CandidateDoc | null
  if (!doc) return null
  const cv = cvId(doc.cv)
  const texts =
    cv && !storedSkills(doc.matchSkills, index) && !cachedSkills(`candidate:${doc.id}:${doc.updatedAt ?? ''}:${cv}`, index)
      ? await cvTexts(payload, [cv])
      : new Map<number, string>()
  return candidateShape(doc, cv ? texts.get(cv) : null, index)
}

/** Open jobs anyone may read: `access/jobs.ts` already answers open and unexpired only to the public. */
const openJobs: Where = { status: { equals: 'open' } }

export type RecommendOptions = {
  /** Only jobs published in this window (ISO dates): the job alert digest's new jobs. */
  publishedAfter?: string
  publishedUntil?: string
  /** Jobs left out besides those the seeker hid or applied to (the digest's own matches). */
  exclude?: number[]
  limit?: number
}

export type Recommendation = { job: { id: number; title: string; slug: string; city: string; referenceCode: string }; match: Match }

/**
 * A seeker's recommended jobs: at most RECOMMEND_POOL open jobs shortlisted in SQL (those sharing the most of their
 * skills: shortlist.ts; the newest for a seeker whose profile names none) scored against their profile and CV, the
 * best RESULTS with their reasons. Only for that seeker (the caller passes the signed-in candidate's own id).
 */
export async function recommendationsFor(
  payload: Payload,
  candidateId: number | string,
  locale: Locale,
  { publishedAfter, publishedUntil, exclude = [], limit = RESULTS }: RecommendOptions = {},
): Promise<Recommendation[]> {
  const index = await skillsIndex(payload)
  const candidate = await loadCandidate(payload, candidateId, index)
  if (!candidate) return []
  // Jobs the seeker said they are not interested in, or already applied to, are never recommended.
  const [me, applied] = await Promise.all([
    payload.findByID({
      collection: 'candidates',
      id: candidateId,
      select: { notInterested: true },
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }),
    payload.find({
      collection: 'applications',
      where: { candidate: { equals: candidateId } },
      select: { job: true },
      depth: 0,
      limit: 1000,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const excluded = [
    ...new Set(
      [...(me?.notInterested ?? []), ...applied.docs.map((doc) => doc.job), ...exclude]
        .map((value) => Number(value && typeof value === 'object' ? value.id : value))
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    ),
  ]
  // A seeker whose profile names skills: the open jobs sharing the most of them, shortlisted and read in SQL
  // (shortlist.ts), and only those sharing one are recommended (a recommendation must have a reason).
  if (candidate.skills.length) {
    const shortlist = await jobShortlist(payload, candidate, { limit: RECOMMEND_POOL, exclude: excluded, publishedAfter, publishedUntil })
    const refs = (skills: readonly { id: number | string }[]) =>
      skills.map((skill) => index.byId.get(String(skill.id))).filter((skill): skill is SkillRef => Boolean(skill))
    const scored = (await jobRows(payload, shortlist, locale)).map((row) => ({
      item: { ...row, id: Number(row.job.id) },
      match: match({ ...row.job, skills: refs(row.job.skills) }, candidate),
    }))
    return rank(
      scored.filter(({ match: m }) => m.matched.length > 0),
      limit,
    )
      .filter(({ match: m }) => m.score > 0)
      .map(({ item, match: m }) => ({
        job: { id: item.id, title: item.title, slug: item.slug, city: item.city, referenceCode: item.referenceCode },
        match: m,
      }))
  }
  // Otherwise the newest RECOMMEND_POOL open jobs, each scored.
  const where: Where = {
    and: [
      openJobs,
      ...(excluded.length ? [{ id: { not_in: excluded } }] : []),
      ...(publishedAfter ? [{ publishedAt: { greater_than: publishedAfter } }] : []),
      ...(publishedUntil ? [{ publishedAt: { less_than_equal: publishedUntil } }] : []),
    ],
  }
  const [{ docs: rows }, { docs: locations }] = await Promise.all([
    payload.find({
      collection: 'jobs',
      where,
      select: JOB_SELECT_LIGHT,
      sort: '-publishedAt',
      depth: 0,
      locale,
      limit: RECOMMEND_POOL,
      pagination: false,
      overrideAccess: false,
    }),
    // The managed list of locations (small), once, instead of populating each job.
    payload.find({ collection: 'locations', locale, depth: 0, limit: 1000, pagination: false, overrideAccess: true }),
  ])
  const place = new Map(locations.map((l) => [Number(l.id), l]))
  // Descriptions only of the jobs whose skills come from their text and are not remembered yet (read once per version).
  const unread = rows
    .filter(
      (doc) =>
        !doc.eligibility?.skills?.length &&
        !storedSkills((doc as { matchSkills?: unknown }).matchSkills, index) &&
        !cachedSkills(`job:${doc.id}:${doc.updatedAt ?? ''}`, index),
    )
    .map((doc) => doc.id)
  const descriptions = unread.length
    ? new Map(
        (
          await payload.find({
            collection: 'jobs',
            where: { id: { in: unread } },
            select: { description: true },
            depth: 0,
            locale,
            limit: unread.length,
            pagination: false,
            overrideAccess: true,
          })
        ).docs.map((doc) => [doc.id, doc.description]),
      )
    : new Map()
  const docs = rows.map((doc) => ({
    ...doc,
    description: descriptions.get(doc.id) ?? null,
    location: place.get(Number(doc.location)) ?? doc.location,
  }))
  const scored = docs.map((doc) => ({ item: doc, match: match(jobShape(doc as JobDoc, index), candidate) }))
  return rank(scored, limit)
    .filter(({ match: m }) => m.score > 0)
    .map(({ item, match: m }) => {
      const location = item.location && typeof item.location === 'object' ? item.location : null
      return {
        job: {
          id: item.id,
          title: String(item.title ?? ''),
          slug: String(item.slug ?? item.id),
          city: String(location?.city ?? ''),
          referenceCode: item.referenceCode,
        },
        match: m,
      }
    })
}

export type Checklist = {
  checks: Check[]
  allowIneligible: boolean
  match: Match
  job: Pick<MatchJob, 'eligibility' | 'experienceMin' | 'country'>
}

/** One open job's checklist for one seeker (their own profile), or null when the job is not public. */
export async function checklistFor(
  payload: Payload,
  candidateId: number | string,
  jobId: number,
  locale: Locale,
): Promise<Checklist | null> {
  const job = (await payload.findByID({
    collection: 'jobs',
    id: jobId,
    select: JOB_SELECT,
    depth: 1,
    locale,
    overrideAccess: false,
    disableErrors: true,
  })) as (JobDoc & { status?: string }) | null
  if (!job || job.status === 'closed') return null
  const index = await skillsIndex(payload)
  const candidate = await loadCandidate(payload, candidateId, index)
  if (!candidate) return null
  const shape = jobShape(job, index)
  return {
    checks: eligibilityChecks(shape, candidate),
    allowIneligible: shape.eligibility.allowIneligible !== false,
    match: match(shape, candidate),
    job: { eligibility: shape.eligibility, experienceMin: shape.experienceMin, country: shape.country },
  }
}

export type Suggestion = {
  candidate: { id: number; fullName: string; city: string; locale: string }
  applied: boolean
  /** Already invited to apply for this job (job-invitations). */
  invited: boolean
  match: Match
}

/**
 * Suggested candidates for a job, for staff who may see that job's applications (admins, its owner and co-owners;
 * `ownsJob`), else null. Candidates who applied (at most SUGGEST_POOL, newest first), and at most SUGGEST_POOL
 * others from the SQL shortlist (shortlist.ts: consent to keep in force, a shared skill, no failed criterion), all
 * scored; the best RESULTS with their reasons.
 */
export async function suggestionsFor(req: PayloadRequest, jobId: number, limit = RESULTS): Promise<Suggestion[] | null> {
  if (!Number.isSafeInteger(jobId) || jobId <= 0 || !(await ownsJob(req, jobId))) return null
  const { payload } = req
  const shape = await matchJobById(payload, jobId)
  if (!shape) return null
  const applications = await payload.find({
    collection: 'applications',
    where: { job: { equals: jobId } },
    select: { candidate: true },
    depth: 0,
    sort: '-createdAt',
    limit: SUGGEST_POOL,
    pagination: false,
    overrideAccess: true,
  })
  const applied = new Set(applications.docs.map((doc) => Number(typeof doc.candidate === 'object' ? doc.candidate?.id : doc.candidate)))
  // Candidates whose consent to keep holds, sharing a skill and not failing a criterion, shortlisted in SQL.
  const shortlist = await candidateShortlist(payload, shape, SUGGEST_POOL)
  const ids = [...new Set([...applied, ...shortlist])]
  const ranked = rank(await scoredCandidates(payload, shape, ids), limit)
  const invitations = ranked.length
    ? await payload.find({
        collection: 'job-invitations',
        where: { and: [{ job: { equals: jobId } }, { candidate: { in: ranked.map(({ item }) => item.id) } }] },
        select: { candidate: true },
        depth: 0,
        limit: ranked.length,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }
  const invited = new Set(
    invitations.docs.map((doc) => Number(doc.candidate && typeof doc.candidate === 'object' ? doc.candidate.id : doc.candidate)),
  )
  return ranked.map(({ item, match: m }) => ({
    candidate: { id: item.id, fullName: item.fullName, city: item.city ?? '', locale: item.locale },
    applied: applied.has(Number(item.id)),
    invited: invited.has(Number(item.id)),
    match: m,
  }))
}

/** Skills from the list that a text names, in either language (a smart pool's keywords: pools.ts). */
export const skillsNamedIn = (index: SkillsIndex, text: string): SkillRef[] => found(index, text)

/**
 * Candidates scored against a job: their columns and stored skill ids read in SQL (shortlist.ts, candidateRows), the
 * scorer's shapes without documents. For suggestions and a smart pool's reference job.
 */
export async function scoredCandidates(payload: Payload, job: MatchJob, ids: number[]) {
  const index = await skillsIndex(payload)
  const rows = await candidateRows(
    payload,
    ids,
    job.skills.map((skill) => Number(skill.id)),
  )
  return rows.map((row) => ({
    item: row,
    match: match(job, {
      id: row.id,
      skills: row.skillIds.map((id) => index.byId.get(String(id))).filter((skill): skill is SkillRef => Boolean(skill)),
      years: row.years,
      city: row.city,
      eligibility: row.eligibility,
    }),
  }))
}

/** A job as the scorer sees it, on the system's behalf (the caller checks who may see it), or null. */
export async function matchJobById(payload: Payload, jobId: number): Promise<MatchJob | null> {
  if (!Number.isSafeInteger(jobId) || jobId <= 0) return null
  const job = (await payload.findByID({
    collection: 'jobs',
    id: jobId,
    select: JOB_SELECT,
    depth: 1,
    locale: 'en',
    overrideAccess: true,
    disableErrors: true,
  })) as JobDoc | null
  return job ? jobShape(job, await skillsIndex(payload)) : null
}

export type ApplyBlock = {
  /** The criteria the profile does not meet, and those it does not say, in the checklist's order. */
  fails: CheckKind[]
  unknown: CheckKind[]
  job: Pick<MatchJob, 'eligibility' | 'experienceMin' | 'country'>
}

/**
 * Whether a seeker may apply to a job that is only for those who meet its criteria (`allowIneligible` off): null when
 * they may (the job lets anyone apply, sets no criterion, or the profile meets every one), else what stands in the
 * way. A criterion the profile does not say blocks too: the job is only for those shown to meet it, and the seeker
 * is told which answers to add. Read on the system's behalf inside the application's own checks (the caller has
 * already checked that the seeker may see the job), in the request's transaction when there is one.
 */
export async function applyBlock(
  payload: Payload,
  candidateId: number | string,
  jobId: number,
  req?: Partial<PayloadRequest>,
): Promise<ApplyBlock | null> {
  const job = (await payload.findByID({
    collection: 'jobs',
    id: jobId,
    select: { eligibility: true, experienceMin: true, location: true },
    populate: { locations: { country: true } },
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as (Pick<Job, 'eligibility' | 'experienceMin'> & { location?: unknown }) | null
  if (!job || job.eligibility?.allowIneligible !== false) return null
  const candidate = (await payload.findByID({
    collection: 'candidates',
    id: candidateId,
    select: { eligibility: true, experienceYears: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Pick<Candidate, 'eligibility' | 'experienceYears'> | null
  if (!candidate) return null
  const country = job.location && typeof job.location === 'object' ? ((job.location as { country?: string }).country ?? null) : null
  const shape: MatchJob = {
    id: jobId,
    skills: [],
    experienceMin: job.experienceMin,
    country,
    eligibility: jobRequirements(job.eligibility),
  }
  const checks = eligibilityChecks(shape, {
    years: candidate.experienceYears ?? null,
    eligibility: candidateEligibility(candidate.eligibility),
  })
  const fails = checks.filter((c) => c.state === 'fails').map((c) => c.kind)
  const unknown = checks.filter((c) => c.state === 'unknown').map((c) => c.kind)
  if (!fails.length && !unknown.length) return null
  return { fails, unknown, job: { eligibility: shape.eligibility, experienceMin: shape.experienceMin, country } }
}
