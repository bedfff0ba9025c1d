import type { Benchmarks, PublishedCell } from './benchmarks'
import { type Country, type JobFamily, type Level } from './constants'
import { familyFromText, isCity, isCountry, viewOf } from './explore'

export type TypicalPay = {
  family: JobFamily
  country: Country
  /** The job's city, when the survey knows it (the explorer's page for it is linked). */
  city?: string
  level: Level
  cell: PublishedCell
  /** How close the figure is to the job: its city and level, its country, or the level's band. */
  precision: 'exact' | 'country' | 'band'
}

/** The survey level a job's minimum years of experience fall in. */
export function levelOfYears(years: number | null | undefined): Level {
  const y = Math.max(0, Number(years) || 0)
  if (y < 2) return 'entry'
  if (y < 5) return 'intermediate'
  if (y < 10) return 'senior'
  if (y < 15) return 'manager'
  return 'director'
}

/**
 * "Typical pay for this role" on a job's page (issue 33): the published figure (the explorer's, after suppression)
 * for the job family its title names, in either language, at the level its years ask for, in its city or else its
 * country or the level's band. Null when the title names no family, the country is not surveyed, or the cell is
 * withheld: a job page then shows nothing rather than a figure the safety zone would not publish.
 */
export function typicalPayOf(
  benchmarks: Benchmarks,
  job: { title: string; experienceMin?: number | null; location: { country?: string | null; slug?: string | null } },
): TypicalPay | null {
  const family = familyFromText(job.title)
  const country = (job.location.country ?? '').toLowerCase()
  if (!family || !isCountry(country)) return null
  const city = job.location.slug && isCity(country, job.location.slug) ? job.location.slug : undefined
  const level = levelOfYears(job.experienceMin)
  const view = viewOf(benchmarks, family, country, city).find((v) => v.level === level)
  if (!view?.cell) return null
  return { family, country, city, level, cell: view.cell, precision: view.precision as TypicalPay['precision'] }
}
