import { employmentTypeLabels, workplaceLabels, type EmploymentType, type Workplace } from '@/collections/Jobs/constants'
import { normalizeForSearch } from '@/lib/arabic'
import { storedLexicalToPlainText } from '@/lib/richText'
import { stemsOfText } from '@/lib/stemming'

/** What a job's keyword search reads, in every language the job has. */
export type JobSearchSource = {
  titles: (string | null | undefined)[]
  /** Lexical documents (or their JSON text, as SQLite stores them). */
  descriptions: unknown[]
  industryNames: string[]
  cityNames: string[]
  workplace?: string | null
  employmentType?: string | null
  referenceCode?: string | null
}

const labelsOf = (labels: Record<string, Record<string, string>>, value?: string | null): string[] =>
  value && value in labels ? Object.values(labels[value]!) : []

/**
 * The two stored search fields of a job:
 * - `searchText`: the normalized words (lib/arabic.ts) of its titles and
 *   descriptions, its industry and city names, its workplace and employment
 *   type as the site shows them in both languages ("Hybrid", "هجين",
 *   "Full-time", "دوام كامل"), and its reference code;
 * - `searchStems`: the Snowball stems of those words that differ from them
 *   (lib/stemming.ts), which SQLite's index needs and PostgreSQL computes
 *   itself with its `english` and `arabic` configurations.
 * Used by the save hook and the benchmark, so both index the same text (the
 * `job_search_stemming` migration keeps its own frozen copy of these rules).
 */
export function jobSearchFields(source: JobSearchSource): { searchText: string; searchStems: string } {
  const texts = [
    ...source.titles.filter((t): t is string => typeof t === 'string'),
    ...source.descriptions.map(storedLexicalToPlainText),
    ...source.industryNames,
    ...source.cityNames,
    ...labelsOf(workplaceLabels as Record<Workplace, Record<string, string>>, source.workplace),
    ...labelsOf(employmentTypeLabels as Record<EmploymentType, Record<string, string>>, source.employmentType),
    source.referenceCode ?? '',
  ]
  const searchText = normalizeForSearch(texts.join(' '))
  return { searchText, searchStems: stemsOfText(searchText) }
}
