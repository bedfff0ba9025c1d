import { COUNTRIES, LEVELS, type Country, type Currency, type JobFamily, type Level } from './constants'
import { roundSignificant } from './money'
import { cutoffDate, SAFETY, type Confidence } from './rules'

/**
 * Benchmarks that cannot expose anyone (issue 33). From survey lines to the cells the public may see:
 *
 * 1. Only lines at least `SAFETY.minAgeMonths` old count.
 * 2. Per job family × level × country (a "level cell"), far-out lines are left out (Tukey's fence on the monthly
 *    total, weighted by headcount). City cells and band cells are made of these cleaned lines, so what is published
 *    adds up exactly and the subtraction checks below are exact.
 * 3. A cell is safe when at least `minOrganisations` organisations contribute and none carries more than
 *    `maxOrganisationShare` of its headcount.
 * 4. Cells form two hierarchies that add up: a level cell is the sum of its city cells, a band cell (family × band
 *    × country) the sum of its level cells. City cells are published only under a published level cell.
 *    Complementary suppression: under a published parent, what its published children leave over (the parent minus
 *    them, which anyone can compute from the published sample sizes) must be empty or itself safe; otherwise the
 *    smallest published child is withheld too, until it is.
 * 5. Published figures are weighted percentiles (numpy's linear method over the headcount-expanded sample), rounded
 *    to `significantFigures`: the 25th, 50th and 75th, and the 10th and 90th from `outerPercentiles`.
 *
 * Organisation names go in and never come out: a cell carries counts, never names.
 */
export type SurveyLine = {
  organisation: string
  family: JobFamily
  level: Level
  country: Country
  /** A city of the country, or '' when the line does not say. */
  city: string
  /** Monthly, minor units of the country's currency. */
  basic: number
  housing: number
  transport: number
  other: number
  /** Annual, minor units. */
  bonus: number
  headcount: number
  /** YYYY-MM-DD */
  effectiveDate: string
}

export type Band = (typeof LEVELS)[Level]['band']

export type Figures = {
  p10: number | null
  p25: number
  p50: number
  p75: number
  p90: number | null
  /** Medians of the parts of the monthly package, and of the annual bonus. */
  basic: number
  housing: number
  transport: number
  other: number
  bonus: number
}

export type CellKey = { family: JobFamily; country: Country; level?: Level; band?: Band; city?: string }

export type PublishedCell = CellKey & {
  currency: Currency
  figures: Figures
  employees: number
  organisations: number
  confidence: Confidence
  /** The month of the newest line behind it (YYYY-MM). */
  dataMonth: string
}

export type Benchmarks = {
  cutoff: string
  cells: PublishedCell[]
}

/** The pieces anyone can add and subtract: which lines a cell holds. */
type Group = { key: CellKey; lines: SurveyLine[] }

const monthly = (l: SurveyLine) => l.basic + l.housing + l.transport + l.other

export const weightOf = (lines: SurveyLine[]) => lines.reduce((sum, l) => sum + l.headcount, 0)

/** At least `minOrganisations` organisations, none over `maxOrganisationShare` of the headcount. */
export function isSafe(lines: SurveyLine[]): boolean {
  if (lines.length === 0) return false
  const byOrganisation = new Map<string, number>()
  for (const l of lines) byOrganisation.set(l.organisation, (byOrganisation.get(l.organisation) ?? 0) + l.headcount)
  if (byOrganisation.size < SAFETY.minOrganisations) return false
  const total = weightOf(lines)
  return Math.max(...byOrganisation.values()) <= SAFETY.maxOrganisationShare * total
}

export const organisationCount = (lines: SurveyLine[]) => new Set(lines.map((l) => l.organisation)).size

/**
 * The p-quantile of values each repeated `weight` times, by numpy's linear method (simple-statistics'
 * `quantileSorted` over the expanded list), without expanding it; rounded to a whole minor unit.
 */
export function weightedQuantile(sorted: { value: number; weight: number }[], p: number): number {
  const total = sorted.reduce((sum, s) => sum + s.weight, 0)
  if (total === 0) throw new Error('quantile of nothing')
  const at = (index: number): number => {
    let seen = 0
    for (const s of sorted) {
      seen += s.weight
      if (index < seen) return s.value
    }
    return sorted[sorted.length - 1]!.value
  }
  if (p === 1) return at(total - 1)
  if (p === 0) return at(0)
  const idx = (total - 1) * p
  if (idx % 1 !== 0) {
    const lower = Math.floor(idx)
    const fraction = idx - lower
    const a = at(lower)
    const b = at(Math.ceil(idx))
    return Math.round(a + fraction * (b - a))
  }
  return at(idx)
}

const sortedBy = (lines: SurveyLine[], value: (l: SurveyLine) => number) =>
  lines.map((l) => ({ value: value(l), weight: l.headcount })).sort((a, b) => a.value - b.value)

export const quantileOf = (lines: SurveyLine[], value: (l: SurveyLine) => number, p: number) => weightedQuantile(sortedBy(lines, value), p)

/** The lines of a level cell without the far-out ones (when there are enough lines to say). */
export function withoutOutliers(lines: SurveyLine[]): SurveyLine[] {
  if (lines.length < SAFETY.outlierMinLines) return lines
  const q1 = quantileOf(lines, monthly, 0.25)
  const q3 = quantileOf(lines, monthly, 0.75)
  const fence = SAFETY.outlierFence * (q3 - q1)
  return lines.filter((l) => monthly(l) >= q1 - fence && monthly(l) <= q3 + fence)
}

function confidenceOf(organisations: number, employees: number): Confidence {
  const { high, medium } = SAFETY.confidence
  if (organisations >= high.organisations && employees >= high.employees) return 'high'
  if (organisations >= medium.organisations && employees >= medium.employees) return 'medium'
  return 'low'
}

function publish(group: Group): PublishedCell {
  const { lines, key } = group
  const currency = COUNTRIES[key.country].currency
  const round = (minor: number) => roundSignificant(minor, currency, SAFETY.significantFigures)
  const employees = weightOf(lines)
  const outer = employees >= SAFETY.outerPercentiles.employees && lines.length >= SAFETY.outerPercentiles.lines
  const q = (p: number) => round(quantileOf(lines, monthly, p))
  const median = (value: (l: SurveyLine) => number) => round(quantileOf(lines, value, 0.5))
  const organisations = organisationCount(lines)
  return {
    ...key,
    currency,
    figures: {
      p10: outer ? q(0.1) : null,
      p25: q(0.25),
      p50: q(0.5),
      p75: q(0.75),
      p90: outer ? q(0.9) : null,
      basic: median((l) => l.basic),
      housing: median((l) => l.housing),
      transport: median((l) => l.transport),
      other: median((l) => l.other),
      bonus: median((l) => l.bonus),
    },
    employees,
    organisations,
    confidence: confidenceOf(organisations, employees),
    dataMonth: lines.reduce((newest, l) => (l.effectiveDate > newest ? l.effectiveDate : newest), '').slice(0, 7),
  }
}

function groupBy(lines: SurveyLine[], keyOf: (l: SurveyLine) => string): Map<string, SurveyLine[]> {
  const groups = new Map<string, SurveyLine[]>()
  for (const l of lines) {
    const k = keyOf(l)
    const list = groups.get(k)
    if (list) list.push(l)
    else groups.set(k, [l])
  }
  return groups
}

/**
 * The children of a published parent that may be published: the safe ones, less the smallest until what they
 * leave over of the parent is empty or safe (complementary suppression).
 */
export function publishableChildren(parent: SurveyLine[], children: SurveyLine[][]): SurveyLine[][] {
  const shown = children.filter(isSafe).sort((a, b) => weightOf(b) - weightOf(a))
  for (;;) {
    const covered = new Set(shown.flat())
    const left = parent.filter((l) => !covered.has(l))
    if (left.length === 0 || isSafe(left) || shown.length === 0) return shown
    shown.pop()
  }
}

export function computeBenchmarks(all: SurveyLine[], now: Date): Benchmarks {
  const cutoff = cutoffDate(now)
  const lines = all.filter((l) => l.effectiveDate <= cutoff && l.headcount > 0)
  const cells: PublishedCell[] = []
  const byFamilyCountry = groupBy(lines, (l) => `${l.family}|${l.country}`)
  for (const familyLines of byFamilyCountry.values()) {
    const { family, country } = familyLines[0]!
    const levelCells = [...groupBy(familyLines, (l) => l.level).values()].map(withoutOutliers)
    // Bands: the sum of their levels. A band is shown when safe; under it, levels as publishableChildren allows.
    const shownLevels = new Set<SurveyLine[]>()
    const byBand = groupBy(levelCells.flat(), (l) => LEVELS[l.level].band)
    for (const [band, bandLines] of byBand) {
      const levelsInBand = levelCells.filter((c) => LEVELS[c[0]!.level].band === band)
      if (isSafe(bandLines)) {
        cells.push(publish({ key: { family, country, band: band as Band }, lines: bandLines }))
        for (const c of publishableChildren(bandLines, levelsInBand)) shownLevels.add(c)
      } else for (const c of levelsInBand.filter(isSafe)) shownLevels.add(c)
    }
    for (const levelLines of shownLevels) {
      const level = levelLines[0]!.level
      cells.push(publish({ key: { family, country, level }, lines: levelLines }))
      const cities = [...groupBy(levelLines, (l) => l.city).entries()].filter(([city]) => city !== '').map(([, c]) => c)
      for (const cityLines of publishableChildren(levelLines, cities))
        cells.push(publish({ key: { family, country, level, city: cityLines[0]!.city }, lines: cityLines }))
    }
  }
  return { cutoff, cells }
}
