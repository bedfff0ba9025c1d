import { COUNTRIES, JOB_FAMILIES, LEVEL_KEYS, LEVELS, type Country, type JobFamily, type Level } from './constants'
import type { Benchmarks, PublishedCell } from './benchmarks'

/**
 * What the explorer shows for a chosen job family, country and (optionally) city (issue 33): per level, the most
 * precise published cell (the city's, else the country's, else the level's band), and why when it is less precise
 * than asked or absent. Pure: the page passes in the published cells.
 */
const fold = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')

/** A job family from what a visitor typed, in either language: its name, one of its usual titles, or part of them. */
export function familyFromText(text: string): JobFamily | null {
  const wanted = fold(text)
  if (!wanted || wanted.length > 100) return null
  const entries = Object.entries(JOB_FAMILIES) as [JobFamily, (typeof JOB_FAMILIES)[JobFamily]][]
  const names = (f: (typeof JOB_FAMILIES)[JobFamily], key: string) => [key, f.en, f.ar, ...f.aliases].map(fold)
  for (const [key, f] of entries) if (names(f, key).includes(wanted)) return key
  if (wanted.length < 2) return null
  for (const [key, f] of entries)
    if (names(f, key).some((name) => name.includes(wanted) || (wanted.length >= 4 && wanted.includes(name)))) return key
  return null
}

export type LevelView =
  { level: Level; cell: PublishedCell; precision: 'exact' | 'country' | 'band' } | { level: Level; cell: null; precision: 'withheld' }

export function viewOf(benchmarks: Benchmarks, family: JobFamily, country: Country, city?: string): LevelView[] {
  const mine = benchmarks.cells.filter((c) => c.family === family && c.country === country)
  return LEVEL_KEYS.map((level): LevelView => {
    const band = mine.find((c) => c.band && c.band === levelBand(level))
    const countryCell = mine.find((c) => c.level === level && !c.city)
    if (city) {
      const cityCell = mine.find((c) => c.level === level && c.city === city)
      if (cityCell) return { level, cell: cityCell, precision: 'exact' }
      if (countryCell) return { level, cell: countryCell, precision: 'country' }
    } else if (countryCell) return { level, cell: countryCell, precision: 'exact' }
    if (band) return { level, cell: band, precision: 'band' }
    return { level, cell: null, precision: 'withheld' }
  })
}

const levelBand = (level: Level) => LEVELS[level].band

/** The family and country pairs with at least one published cell: the explorer's links (and the sitemap's). */
export function publishedPairs(benchmarks: Benchmarks): { family: JobFamily; country: Country }[] {
  const seen = new Set<string>()
  const pairs: { family: JobFamily; country: Country }[] = []
  for (const c of benchmarks.cells) {
    const key = `${c.family}/${c.country}`
    if (!seen.has(key)) {
      seen.add(key)
      pairs.push({ family: c.family, country: c.country })
    }
  }
  return pairs.sort((a, b) => (a.country === b.country ? a.family.localeCompare(b.family) : a.country.localeCompare(b.country)))
}

export const isCountry = (value: string): value is Country => Object.hasOwn(COUNTRIES, value)
export const isFamily = (value: string): value is JobFamily => Object.hasOwn(JOB_FAMILIES, value)
export const isCity = (country: Country, value: string) => Object.hasOwn(COUNTRIES[country].cities, value)
