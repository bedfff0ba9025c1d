/**
 * The safety zone of compensation surveys, in one place (issue 33). A figure is published only when all of these
 * hold; `benchmarks.ts` applies them and nothing else decides what is shown.
 */
export const SAFETY = {
  /** At least this many organisations contribute to a published figure. */
  minOrganisations: 5,
  /** No one organisation carries more than this share of a figure's weight (its headcount). */
  maxOrganisationShare: 0.25,
  /** Data is used only once it is at least this many months old. */
  minAgeMonths: 3,
  /** The 10th and 90th percentiles are shown only from this many employees (and this many lines). */
  outerPercentiles: { employees: 30, lines: 10 },
  /** Lines outside the quartiles by more than this many interquartile ranges are left out (Tukey's far-out fence)… */
  outlierFence: 3,
  /** …when the cell has at least this many lines (fewer cannot say what is unusual). */
  outlierMinLines: 8,
  /** Published amounts are rounded to this many significant figures (smoothing: no exact pay can be read back). */
  significantFigures: 3,
  /** How sure a figure is: organisations and employees behind it. */
  confidence: {
    high: { organisations: 10, employees: 60 },
    medium: { organisations: 7, employees: 25 },
  },
} as const

export type Confidence = 'high' | 'medium' | 'low'

/** The first day from which data counts: `minAgeMonths` before `now`, as YYYY-MM-DD. */
export function cutoffDate(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - SAFETY.minAgeMonths, now.getUTCDate()))
  return d.toISOString().slice(0, 10)
}
