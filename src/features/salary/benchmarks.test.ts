import fc from 'fast-check'
import { quantileSorted } from 'simple-statistics'
import { describe, expect, it } from 'vitest'

import {
  computeBenchmarks,
  isSafe,
  organisationCount,
  quantileOf,
  weightedQuantile,
  weightOf,
  withoutOutliers,
  type PublishedCell,
  type SurveyLine,
} from './benchmarks'
import { COUNTRIES, JOB_FAMILY_KEYS, LEVELS, LEVEL_KEYS, type Country } from './constants'
import { cutoffDate, SAFETY } from './rules'

const NOW = new Date('2026-11-26T00:00:00Z')
const OLD = '2026-06-30'

/** A line of the given cell and basic pay: no allowances or bonus, one person, dated `OLD`, unless `line` says otherwise. */
const surveyLine = (
  line: Omit<SurveyLine, 'housing' | 'transport' | 'other' | 'bonus' | 'headcount' | 'effectiveDate'> & Partial<SurveyLine>,
): SurveyLine => ({
  housing: 0,
  transport: 0,
  other: 0,
  bonus: 0,
  headcount: 1,
  effectiveDate: OLD,
  ...line,
})

/** A generated survey round: few families, countries and cities so that cells fill up, any mix of organisations. */
const line = (organisations: number) =>
  fc.record({
    organisation: fc.integer({ min: 1, max: organisations }).map((n) => `Org ${n}`),
    family: fc.constantFrom(...JOB_FAMILY_KEYS.slice(0, 1)),
    level: fc.constantFrom(...LEVEL_KEYS),
    country: fc.constantFrom<Country>('sa', 'ae'),
    cityIndex: fc.integer({ min: 0, max: 3 }),
    basic: fc.integer({ min: 300_000, max: 4_000_000 }),
    housing: fc.integer({ min: 0, max: 1_000_000 }),
    transport: fc.integer({ min: 0, max: 300_000 }),
    other: fc.integer({ min: 0, max: 200_000 }),
    bonus: fc.integer({ min: 0, max: 5_000_000 }),
    headcount: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 12 })),
    effectiveDate: fc.constantFrom(OLD, '2026-10-01', '2025-12-31'),
  })

const round = fc
  .integer({ min: 3, max: 16 })
  .chain((organisations) => fc.array(line(organisations), { minLength: 0, maxLength: 360, size: 'max' }))
  .map((rows) =>
    rows.map(({ cityIndex, ...rest }): SurveyLine => {
      const cities = Object.keys(COUNTRIES[rest.country].cities)
      return { ...rest, city: cities[cityIndex] ?? '' }
    }),
  )

/** The lines behind a published cell, rebuilt as anyone who knew the rules (not the data) would: same key. */
function linesOf(cell: PublishedCell, all: SurveyLine[]): SurveyLine[] {
  const eligible = all.filter((l) => l.effectiveDate <= cutoffDate(NOW))
  const levelLines = (level: string) =>
    withoutOutliers(eligible.filter((l) => l.family === cell.family && l.country === cell.country && l.level === level))
  if (cell.band) return LEVEL_KEYS.filter((level) => LEVELS[level].band === cell.band).flatMap(levelLines)
  const lines = levelLines(cell.level!)
  return cell.city ? lines.filter((l) => l.city === cell.city) : lines
}

describe('benchmarks that cannot expose anyone (issue 33)', () => {
  it('never publishes a cell with fewer than five organisations or one over a quarter of the weight, or recent data', () => {
    fc.assert(
      fc.property(round, (lines) => {
        for (const cell of computeBenchmarks(lines, NOW).cells) {
          const behind = linesOf(cell, lines)
          expect(organisationCount(behind)).toBeGreaterThanOrEqual(SAFETY.minOrganisations)
          expect(cell.organisations).toBe(organisationCount(behind))
          expect(cell.employees).toBe(weightOf(behind))
          const byOrg = new Map<string, number>()
          for (const l of behind) byOrg.set(l.organisation, (byOrg.get(l.organisation) ?? 0) + l.headcount)
          expect(Math.max(...byOrg.values())).toBeLessThanOrEqual(weightOf(behind) * SAFETY.maxOrganisationShare)
          expect(behind.every((l) => l.effectiveDate <= cutoffDate(NOW))).toBe(true)
          expect(cell.dataMonth <= cutoffDate(NOW).slice(0, 7)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('leaves nothing a subtraction can recover: a published parent less its published children is empty or safe', () => {
    fc.assert(
      fc.property(round, (lines) => {
        const { cells } = computeBenchmarks(lines, NOW)
        const published = (match: (c: PublishedCell) => boolean) => cells.filter(match)
        for (const parent of cells) {
          // Parents: a band (sum of its levels) and a level (sum of its cities).
          const children = parent.band
            ? published(
                (c) =>
                  !c.city &&
                  !!c.level &&
                  c.family === parent.family &&
                  c.country === parent.country &&
                  LEVELS[c.level].band === parent.band,
              )
            : parent.level && !parent.city
              ? published((c) => !!c.city && c.family === parent.family && c.country === parent.country && c.level === parent.level)
              : []
          const covered = new Set(children.flatMap((c) => linesOf(c, lines)))
          const left = linesOf(parent, lines).filter((l) => !covered.has(l))
          // What anyone can compute: the parent's employees less the children's. It is either nothing or a safe group.
          expect(weightOf(left)).toBe(parent.employees - children.reduce((sum, c) => sum + c.employees, 0))
          if (left.length) expect(isSafe(left)).toBe(true)
        }
        // A city is published only under its published level.
        for (const c of cells.filter((x) => x.city))
          expect(cells.some((p) => !p.city && p.level === c.level && p.family === c.family && p.country === c.country)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('computes weighted percentiles as simple-statistics does over the expanded sample', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ value: fc.integer({ min: 0, max: 10_000_000 }), weight: fc.integer({ min: 1, max: 6 }) }), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.constantFrom(0, 0.1, 0.25, 0.5, 0.75, 0.9, 1),
        (pairs, p) => {
          const sorted = [...pairs].sort((a, b) => a.value - b.value)
          const expanded = sorted.flatMap((s) => Array<number>(s.weight).fill(s.value))
          expect(weightedQuantile(sorted, p)).toBe(Math.round(quantileSorted(expanded, p)))
        },
      ),
    )
  })

  it('publishes the median of the lines behind a cell, rounded to three significant figures', () => {
    const lines = Array.from({ length: 12 }, (_, i) =>
      surveyLine({
        organisation: `Org ${i % 6}`,
        family: 'finance',
        level: 'senior',
        country: 'sa',
        city: 'riyadh',
        basic: 1_000_000 + i * 10_000,
        housing: 250_000,
        transport: 100_000,
      }),
    )
    const cell = computeBenchmarks(lines, NOW).cells.find((c) => c.level === 'senior' && !c.city)!
    // Monthly totals 13,500 … 14,600 SAR; the median 14,050 SAR rounds to 14,100 (three significant figures).
    expect(quantileOf(lines, (l) => l.basic + l.housing + l.transport + l.other, 0.5)).toBe(1_405_000)
    expect(cell.figures.p50).toBe(1_410_000)
    expect(cell.figures.p10).toBeNull()
    expect(cell.organisations).toBe(6)
    expect(cell.confidence).toBe('low')
  })

  it('withholds a cell one organisation dominates, and data younger than three months', () => {
    const base = surveyLine({ organisation: 'A', family: 'sales', level: 'entry', country: 'ae', city: 'dubai', basic: 500_000 })
    const five = ['A', 'B', 'C', 'D', 'E'].map((organisation) => ({ ...base, organisation }))
    expect(computeBenchmarks(five, NOW).cells.length).toBeGreaterThan(0)
    expect(computeBenchmarks([...five, { ...base, organisation: 'A', headcount: 3 }], NOW).cells).toEqual([])
    expect(
      computeBenchmarks(
        five.map((l) => ({ ...l, effectiveDate: '2026-10-01' })),
        NOW,
      ).cells,
    ).toEqual([])
    expect(computeBenchmarks(five.slice(0, 4), NOW).cells).toEqual([])
  })

  it('leaves far-out lines out of a cell', () => {
    const lines = Array.from({ length: 10 }, (_, i) =>
      surveyLine({
        organisation: `Org ${i}`,
        family: 'technology',
        level: 'senior',
        country: 'qa',
        city: '',
        basic: 1_500_000 + i * 1_000,
      }),
    )
    lines.push({ ...lines[0]!, organisation: 'Typo Ltd', basic: 150_000_000 })
    expect(withoutOutliers(lines)).toHaveLength(10)
    const cell = computeBenchmarks(lines, NOW).cells.find((c) => c.level === 'senior')!
    expect(cell.figures.p75).toBeLessThan(1_600_000)
  })
})

describe('the generated rounds', () => {
  it('exercise the rules: bands, levels and cities published, and safe cities withheld to protect a neighbour', () => {
    let bands = 0
    let levels = 0
    let cities = 0
    let complementary = 0
    for (const lines of fc.sample(round, { numRuns: 300, seed: 33 })) {
      const { cells } = computeBenchmarks(lines, NOW)
      bands += cells.filter((c) => c.band).length
      levels += cells.filter((c) => c.level && !c.city).length
      cities += cells.filter((c) => c.city).length
      for (const level of cells.filter((c) => c.level && !c.city)) {
        const safeCities = new Set(
          linesOf(level, lines)
            .filter((l) => l.city)
            .map((l) => l.city),
        )
        for (const city of safeCities) {
          const group = linesOf(level, lines).filter((l) => l.city === city)
          if (
            isSafe(group) &&
            !cells.some((c) => c.city === city && c.level === level.level && c.family === level.family && c.country === level.country)
          )
            complementary++
        }
      }
    }
    expect(bands).toBeGreaterThan(50)
    expect(levels).toBeGreaterThan(50)
    expect(cities).toBeGreaterThan(3)
    expect(complementary).toBeGreaterThan(3)
  })
})
