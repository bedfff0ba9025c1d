import { words } from '@/features/cv/parse/words'

import { LEVELS, type Level, type Programme, type ResidenceRule, type VisaStatus, type YesNo } from './constants'
import { toMinor } from './money'

/**
 * One scoring module for every place that matches (issue 32): recommended jobs for a seeker, suggested candidates
 * for a job, the checklist before Apply. Pure and deterministic: the same job and candidate always give the same
 * score and reasons, whatever the order of their lists. The readers (queries.ts) turn documents into these shapes.
 *
 * What it never reads: gender, religion, age or marital status. The shapes below have no place for them, and a
 * skill named after one (a staff member adding "male" or "مسلم" to the skills list) is ignored (`isProtectedTerm`).
 */

/** The weights, in one place (docs/ARCHITECTURE.md, "Matching"). They add up to 100. */
export const WEIGHTS = { skills: 45, experience: 15, eligibility: 15, location: 10, languages: 10, salary: 5 } as const
export type Part = keyof typeof WEIGHTS

export type SkillRef = { id: number | string; en: string; ar: string }

export type CandidateEligibility = {
  nationality?: string | null
  residenceCountry?: string | null
  visaStatus?: VisaStatus | null
  transferable?: YesNo | null
  gccYears?: number | null
  arabic?: Level | null
  english?: Level | null
  expectedSalary?: number | null // minor units, per month
  expectedCurrency?: string | null
  relocate?: YesNo | null
}

export type MatchCandidate = {
  id: number | string
  /** Skills found in the profile's skills and the CV's text, from the skills list (either language). */
  skills: readonly SkillRef[]
  years?: number | null
  city?: string | null
  eligibility: CandidateEligibility
}

export type JobRequirements = {
  nationalsOnly?: Programme | null
  residence?: ResidenceRule | null
  arabic?: Level | null
  english?: Level | null
  gccYears?: number | null
  allowIneligible?: boolean | null
}

export type MatchJob = {
  id: number | string
  /** The required skills, else those the job's text names (the loader decides). */
  skills: readonly SkillRef[]
  experienceMin?: number | null
  country?: string | null
  city?: { en?: string | null; ar?: string | null } | null
  workplace?: string | null
  salary?: { max?: number | null; min?: number | null; currency?: string | null; period?: string | null } | null
  eligibility: JobRequirements
}

export type CheckKind = 'nationals' | 'residence' | 'arabic' | 'english' | 'gccYears' | 'experience'
export type CheckState = 'meets' | 'fails' | 'unknown'
export type Check = { kind: CheckKind; state: CheckState }

export type Match = {
  score: number // 0–100, whole
  eligible: boolean // no check fails
  matched: SkillRef[]
  missing: SkillRef[]
  checks: Check[]
  parts: Record<Part, number> // each part's points, for the explanation
}

const PROTECTED = new Set(
  [
    ...['gender', 'sex', 'male', 'female', 'man', 'woman', 'men', 'women', 'religion', 'religious', 'muslim', 'christian'],
    ...['hindu', 'jewish', 'buddhist', 'sunni', 'shia', 'age', 'aged', 'young', 'old', 'married', 'unmarried', 'single'],
    ...['divorced', 'widowed', 'marital', 'ذكر', 'انثي', 'رجل', 'امراه', 'الجنس', 'جنس', 'دين', 'الدين', 'الديانه', 'ديانه'],
    ...['مسلم', 'مسلمه', 'مسيحي', 'مسيحيه', 'سني', 'شيعي', 'العمر', 'عمر', 'السن', 'سن', 'متزوج', 'متزوجه', 'اعزب', 'عزباء'],
    ...['مطلق', 'مطلقه', 'ارمل', 'ارمله', 'الاجتماعيه'],
  ].flatMap((term) => words(term)),
)

const protectedSeen = new WeakMap<object, boolean>()

/** Whether a skill's name (either language) is a protected characteristic: such a skill never counts. */
export function isProtectedTerm(skill: Omit<SkillRef, 'id'>): boolean {
  const known = protectedSeen.get(skill)
  if (known !== undefined) return known
  const answer = [skill.en, skill.ar].some((name) => words(name ?? '').some((word) => PROTECTED.has(word)))
  protectedSeen.set(skill, answer)
  return answer
}

const levelAt = (level: Level | null | undefined) => (level ? LEVELS.indexOf(level) : -1)

function levelCheck(kind: 'arabic' | 'english', need: Level | null | undefined, have: Level | null | undefined): Check | null {
  if (!need) return null
  if (!have) return { kind, state: 'unknown' }
  return { kind, state: levelAt(have) >= levelAt(need) ? 'meets' : 'fails' }
}

/** The checklist before Apply: each criterion the job sets, and whether the profile meets it, does not, or does not say. */
export function eligibilityChecks(job: MatchJob, candidate: Pick<MatchCandidate, 'eligibility' | 'years'>): Check[] {
  const need = job.eligibility
  const have = candidate.eligibility
  const checks: (Check | null)[] = []
  if (need.nationalsOnly) {
    checks.push({ kind: 'nationals', state: !have.nationality ? 'unknown' : have.nationality === need.nationalsOnly ? 'meets' : 'fails' })
  }
  if (need.residence) {
    const country = job.country ?? null
    let state: CheckState
    if (!have.residenceCountry) state = 'unknown'
    else if (country && have.residenceCountry !== country) state = 'fails'
    else if (need.residence === 'in-country') state = have.visaStatus === 'visit' || have.visaStatus === 'none' ? 'fails' : 'meets'
    else if (have.visaStatus === 'citizen' || (country && have.nationality === country)) state = 'meets'
    else if (have.visaStatus === 'visit' || have.visaStatus === 'none') state = 'fails'
    else state = have.transferable === 'yes' ? 'meets' : have.transferable === 'no' ? 'fails' : 'unknown'
    checks.push({ kind: 'residence', state })
  }
  checks.push(levelCheck('arabic', need.arabic, have.arabic), levelCheck('english', need.english, have.english))
  if (need.gccYears) {
    checks.push({ kind: 'gccYears', state: have.gccYears == null ? 'unknown' : have.gccYears >= need.gccYears ? 'meets' : 'fails' })
  }
  if (job.experienceMin) {
    checks.push({
      kind: 'experience',
      state: candidate.years == null ? 'unknown' : candidate.years >= job.experienceMin ? 'meets' : 'fails',
    })
  }
  return checks.filter((check): check is Check => check !== null)
}

const value = (state: CheckState) => (state === 'meets' ? 1 : state === 'unknown' ? 0.5 : 0)
const average = (values: number[], none = 1) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : none)
const sameCity = (a: string | null | undefined, b: MatchJob['city']) =>
  Boolean(a && b && [b.en, b.ar].some((name) => name && words(name).join(' ') === words(a).join(' ')))
const byName = (a: SkillRef, b: SkillRef) => a.en.localeCompare(b.en, 'en') || String(a.id).localeCompare(String(b.id))

/** Scores one candidate for one job, with its reasons. */
export function match(job: MatchJob, candidate: MatchCandidate): Match {
  const checks = eligibilityChecks(job, candidate)
  const has = new Set(candidate.skills.filter((s) => !isProtectedTerm(s)).map((s) => String(s.id)))
  const wanted = [...new Map(job.skills.filter((s) => !isProtectedTerm(s)).map((s) => [String(s.id), s])).values()].sort(byName)
  const matched = wanted.filter((s) => has.has(String(s.id)))
  const missing = wanted.filter((s) => !has.has(String(s.id)))

  // A job that names no skill from the list says nothing about fit: a fifth, below any job with one skill matched in three.
  const skills = wanted.length ? matched.length / wanted.length : 0.2
  const min = job.experienceMin ?? 0
  const years = candidate.years
  const experience = !min ? 1 : years == null ? 0.5 : Math.min(1, years / min)
  const eligibility = average(
    checks.filter((c) => c.kind === 'nationals' || c.kind === 'residence' || c.kind === 'gccYears').map((c) => value(c.state)),
  )
  const languages = average(checks.filter((c) => c.kind === 'arabic' || c.kind === 'english').map((c) => value(c.state)))
  const e = candidate.eligibility
  const location =
    job.workplace === 'remote' || sameCity(candidate.city, job.city)
      ? 1
      : job.country && e.residenceCountry === job.country
        ? 0.7
        : e.relocate === 'yes'
          ? 0.6
          : !candidate.city && !e.residenceCountry
            ? 0.3
            : 0
  const salary = salaryFit(job.salary, e)

  const fractions: Record<Part, number> = { skills, experience, eligibility, location, languages, salary }
  const parts = Object.fromEntries(
    (Object.keys(WEIGHTS) as Part[]).map((part) => [part, Math.round(WEIGHTS[part] * fractions[part] * 10) / 10]),
  ) as Record<Part, number>
  const score = Math.round(Object.values(parts).reduce((a, b) => a + b, 0))
  return { score, eligible: !checks.some((c) => c.state === 'fails'), matched, missing, checks, parts }
}

/** 1 when the expectation is within the job's band (same currency, monthly), 0 above it, 0.5 when either side is silent. */
function salaryFit(salary: MatchJob['salary'], e: CandidateEligibility): number {
  const top = salary?.max ?? salary?.min
  if (!top || !salary?.currency || e.expectedSalary == null || !e.expectedCurrency || e.expectedCurrency !== salary.currency) return 0.5
  const monthlyTop = toMinor(salary.period === 'year' ? top / 12 : top, salary.currency)
  return e.expectedSalary <= monthlyTop ? 1 : 0
}

/**
 * Ranks: those who meet every criterion first, then by score, then by id (newest first), so the order never
 * depends on the order things were read in.
 */
export function rank<T extends { id: number | string }>(items: readonly { item: T; match: Match }[], limit: number) {
  return [...items]
    .sort(
      (a, b) =>
        Number(b.match.eligible) - Number(a.match.eligible) || b.match.score - a.match.score || Number(b.item.id) - Number(a.item.id),
    )
    .slice(0, limit)
}
