import type { sql as pgSql } from '@payloadcms/db-postgres'
import snowball from 'snowball-stemmers'

/**
 * The data step of the `job_search_stemming` migration (both adapters), frozen: a copy of what the app did on the
 * day of that migration (features/jobs/reindexSearch.ts, features/jobs/searchIndex.ts, lib/arabic.ts,
 * lib/stemming.ts, lib/richText.ts, the labels of collections/Jobs/constants.ts), importing nothing from the app,
 * so a later change to the app cannot change what this migration does (docs/ARCHITECTURE.md, "Data and
 * migrations"). Saving a job writes its search fields again with the code of the time.
 */

type SQL = ReturnType<typeof pgSql>
type Row = Record<string, unknown>

/** Raw SQL on either adapter, as a migration has it. */
export type SqlRunner = {
  sql: typeof pgSql
  all: (query: SQL) => Promise<Row[]>
  run: (query: SQL) => Promise<unknown>
}

// lib/arabic.ts of the day: normalizeForSearch, foldLetters, asciiDigits.
const asciiDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))

const foldLetters = (text: string): string =>
  asciiDigits(
    text
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .replace(/\u0640/g, '')
      .replace(/\u0671/g, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064A'),
  ).toLowerCase()

const normalizeForSearch = (input: string): string =>
  foldLetters(input.normalize('NFKC').replace(/[\u0624\u0626]/g, '\u0621'))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

// lib/stemming.ts of the day: the Snowball stems PostgreSQL's `english` and `arabic` configurations produce.
const english = snowball.newStemmer('english')
const arabic = snowball.newStemmer('arabic')

const englishStopWords = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its ' +
    'itself they them their theirs themselves what which who whom this that these those am is are was were be been being have ' +
    'has had having do does did doing a an the and but if or because as until while of at by for with about against between into ' +
    'through during before after above below to from up down in out on off over under again further then once here there when ' +
    'where why how all any both each few more most other some such no nor not only own same so than too very s t can will just ' +
    'don should now'
  ).split(' '),
)

const LETTERS_ONLY = /^\p{L}+$/u

function stemsOf(word: string): string[] {
  if (!LETTERS_ONLY.test(word)) return []
  const stems = new Set<string>()
  if (!englishStopWords.has(word)) stems.add(english.stem(word))
  stems.add(arabic.stem(word))
  stems.delete(word)
  stems.delete('')
  return [...stems]
}

function stemsOfText(text: string): string {
  const words = new Set(text.split(' ').filter(Boolean))
  const stems = new Set<string>()
  for (const word of words) for (const stem of stemsOf(word)) if (!words.has(stem)) stems.add(stem)
  return [...stems].join(' ')
}

// lib/richText.ts of the day.
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

function lexicalToPlainText(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    node.children?.forEach(walk)
    if (node.type && node.type !== 'text') parts.push(' ')
  }
  walk(root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

// collections/Jobs/constants.ts of the day: the labels the site shows, in both languages.
const workplaceLabels: Record<string, Record<string, string>> = {
  onsite: { en: 'On-site', ar: 'في موقع العمل' },
  hybrid: { en: 'Hybrid', ar: 'هجين' },
  remote: { en: 'Remote', ar: 'عن بُعد' },
}

const employmentTypeLabels: Record<string, Record<string, string>> = {
  'full-time': { en: 'Full-time', ar: 'دوام كامل' },
  'part-time': { en: 'Part-time', ar: 'دوام جزئي' },
  contract: { en: 'Contract', ar: 'عقد محدد المدة' },
  temporary: { en: 'Temporary', ar: 'مؤقت' },
  internship: { en: 'Internship', ar: 'تدريب' },
}

// features/jobs/searchIndex.ts of the day.
type JobSearchSource = {
  titles: (string | null | undefined)[]
  descriptions: unknown[]
  industryNames: string[]
  cityNames: string[]
  workplace?: string | null
  employmentType?: string | null
  referenceCode?: string | null
}

const labelsOf = (labels: Record<string, Record<string, string>>, value?: string | null): string[] =>
  value && value in labels ? Object.values(labels[value]!) : []

const lexical = (value: unknown) => {
  if (typeof value !== 'string') return lexicalToPlainText(value)
  try {
    return lexicalToPlainText(JSON.parse(value))
  } catch {
    return ''
  }
}

function jobSearchFields(source: JobSearchSource): { searchText: string; searchStems: string } {
  const texts = [
    ...source.titles.filter((t): t is string => typeof t === 'string'),
    ...source.descriptions.map(lexical),
    ...source.industryNames,
    ...source.cityNames,
    ...labelsOf(workplaceLabels, source.workplace),
    ...labelsOf(employmentTypeLabels, source.employmentType),
    source.referenceCode ?? '',
  ]
  const searchText = normalizeForSearch(texts.join(' '))
  return { searchText, searchStems: stemsOfText(searchText) }
}

// features/jobs/reindexSearch.ts of the day.
const BATCH = 500

const group = (rows: Row[], key: string, value: string): Map<number, string[]> => {
  const map = new Map<number, string[]>()
  for (const row of rows) {
    const id = Number(row[key])
    if (typeof row[value] === 'string') map.set(id, [...(map.get(id) ?? []), row[value] as string])
  }
  return map
}

/**
 * Recomputes `search_text` and `search_stems` of every stored job, in batches, with plain SQL. The caller rebuilds
 * the full-text index afterwards. Returns how many jobs were written.
 */
export async function reindexJobSearch({ sql, all, run }: SqlRunner): Promise<number> {
  const industries = group(await all(sql`SELECT _parent_id, name FROM industries_locales`), '_parent_id', 'name')
  const cities = group(await all(sql`SELECT _parent_id, city FROM locations_locales`), '_parent_id', 'city')
  let last = 0
  let written = 0
  for (;;) {
    const jobs = await all(
      sql`SELECT id, reference_code, workplace, employment_type, industry_id, location_id FROM jobs WHERE id > ${last} ORDER BY id LIMIT ${BATCH}`,
    )
    if (!jobs.length) return written
    const ids = jobs.map((job) => Number(job.id))
    last = ids.at(-1)!
    const locales = await all(
      sql`SELECT _parent_id, title, description FROM jobs_locales WHERE _parent_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY _parent_id, _locale`,
    )
    const byJob = new Map<number, Row[]>()
    for (const row of locales) byJob.set(Number(row._parent_id), [...(byJob.get(Number(row._parent_id)) ?? []), row])
    const values = jobs.map((job) => {
      const own = byJob.get(Number(job.id)) ?? []
      const { searchText, searchStems } = jobSearchFields({
        titles: own.map((row) => row.title as string | null),
        descriptions: own.map((row) => row.description),
        industryNames: industries.get(Number(job.industry_id)) ?? [],
        cityNames: cities.get(Number(job.location_id)) ?? [],
        workplace: job.workplace as string | null,
        employmentType: job.employment_type as string | null,
        referenceCode: job.reference_code as string | null,
      })
      return sql`(CAST(${Number(job.id)} AS integer), ${searchText}, ${searchStems})`
    })
    await run(
      sql`WITH v(id, t, s) AS (VALUES ${sql.join(values, sql`, `)}) UPDATE jobs SET search_text = v.t, search_stems = v.s FROM v WHERE jobs.id = v.id`,
    )
    written += jobs.length
  }
}
