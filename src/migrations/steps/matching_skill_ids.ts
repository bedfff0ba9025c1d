import type { sql as pgSql } from '@payloadcms/db-postgres'

/**
 * The data step of the `matching_skill_ids` migration (both adapters), frozen: a copy of what the app did on the day
 * of that migration (features/matching/skillIds.ts `backfillMatchSkills`, features/cv/parse/phrases.ts and words.ts,
 * lib/arabic.ts `foldLetters`, lib/richText.ts), importing nothing from the app, so a later change to the app cannot
 * change what this migration does (docs/ARCHITECTURE.md, "Data and migrations"). It writes each stored candidate's
 * and job's `matchSkills` (the skills list's ids their text names, or a job's required skills) that the hooks write
 * on every save from then on.
 */

type SQL = ReturnType<typeof pgSql>
type Row = Record<string, unknown>

/** Raw SQL on either adapter, as a migration has it. */
export type SqlRunner = {
  sql: typeof pgSql
  all: (query: SQL) => Promise<Row[]>
  run: (query: SQL) => Promise<unknown>
}

// lib/arabic.ts of the day: foldLetters.
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

// features/cv/parse/words.ts of the day.
function words(text: string): string[] {
  return foldLetters(text)
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean)
}
const ARABIC = /^[\u0600-\u06FF]+$/
function stems(word: string): string[] {
  if (!ARABIC.test(word)) return [word]
  const forms = new Set([word])
  const add = (form: string) => {
    if (form.length >= 2) forms.add(form)
  }
  for (const form of [...forms]) if (/^[وف]/.test(form) && form.length > 3) add(form.slice(1))
  for (const form of [...forms]) {
    if (/^[بلك]ال/.test(form)) add(form.slice(1))
    if (/^لل/.test(form) && form.length > 4) add(`ال${form.slice(2)}`)
  }
  for (const form of [...forms]) if (form.startsWith('ال') && form.length > 4) add(form.slice(2))
  return [...forms]
}

// features/cv/parse/phrases.ts of the day.
type Phrase = { id: number; words: string[][] }
const meets = (a: string[], b: string[]) => a.some((form) => b.includes(form))
class PhraseIndex {
  private byFirstStem = new Map<string, Phrase[]>()
  constructor(entries: readonly { id: number; names: readonly string[] }[]) {
    for (const { id, names } of entries) {
      for (const name of names) {
        const phraseWords = words(name).map(stems)
        if (!phraseWords.length) continue
        const phrase = { id, words: phraseWords }
        for (const form of phraseWords[0]!) {
          const list = this.byFirstStem.get(form) ?? []
          list.push(phrase)
          this.byFirstStem.set(form, list)
        }
      }
    }
    for (const list of this.byFirstStem.values()) list.sort((a, b) => b.words.length - a.words.length)
  }
  /** The ids found in the text, each once, in the order found. */
  ids(text: string): number[] {
    const found = new Set<number>()
    for (const line of text.split('\n')) {
      const textWords = words(line).map(stems)
      for (let i = 0; i < textWords.length; i++) {
        const candidates = new Set(textWords[i]!.flatMap((form) => this.byFirstStem.get(form) ?? []))
        const match = [...candidates]
          .sort((a, b) => b.words.length - a.words.length)
          .find((phrase) => phrase.words.every((forms, k) => textWords[i + k] && meets(forms, textWords[i + k]!)))
        if (!match) continue
        found.add(match.id)
        i += match.words.length - 1
      }
    }
    return [...found]
  }
}

// lib/richText.ts of the day.
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }
function lexicalToPlainText(value: unknown): string {
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return ''
    }
  }
  const root = (parsed as { root?: LexicalNode } | null | undefined)?.root
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

const BATCH = 500
const CV_CHARS = 12_000

/** Writes `matchSkills` of every stored candidate and job (none have any yet). Returns how many rows were read. */
export async function backfillMatchSkills({ sql, all, run }: SqlRunner): Promise<{ candidates: number; jobs: number }> {
  const names = new Map<number, string[]>()
  for (const row of await all(sql`SELECT _parent_id AS id, name FROM skills_locales`)) {
    if (typeof row.name === 'string') names.set(Number(row.id), [...(names.get(Number(row.id)) ?? []), row.name])
  }
  for (const row of await all(sql`SELECT id, aliases FROM skills`)) {
    const aliases = typeof row.aliases === 'string' ? row.aliases.split('\n').map((alias) => alias.trim()) : []
    names.set(Number(row.id), [...(names.get(Number(row.id)) ?? []), ...aliases.filter(Boolean)])
  }
  const index = new PhraseIndex([...names].map(([id, list]) => ({ id, names: list })))
  const insert = async (table: 'candidates_rels' | 'jobs_rels', rows: [number, number[]][]) => {
    const values = rows.flatMap(([id, ids]) => ids.map((skill, i) => sql`(${i + 1}, ${id}, 'matchSkills', ${skill})`))
    for (let start = 0; start < values.length; start += 1000) {
      await run(
        sql`INSERT INTO ${sql.raw(table)} ("order", parent_id, path, skills_id) VALUES ${sql.join(values.slice(start, start + 1000), sql`, `)}`,
      )
    }
  }
  const out = { candidates: 0, jobs: 0 }
  let last = 0
  for (;;) {
    const rows = await all(
      sql`SELECT t.id AS id, t.skills AS skills, cv.extracted_text AS text FROM candidates t LEFT JOIN candidate_cvs cv ON cv.id = t.cv_id
          WHERE t.id > ${last} ORDER BY t.id LIMIT ${BATCH}`,
    )
    if (!rows.length) break
    last = Number(rows.at(-1)!.id)
    const text = (row: Row) =>
      `${typeof row.skills === 'string' ? row.skills : ''}\n${typeof row.text === 'string' ? row.text.slice(0, CV_CHARS) : ''}`
    await insert(
      'candidates_rels',
      rows.map((row) => [Number(row.id), index.ids(text(row))]),
    )
    out.candidates += rows.length
  }
  last = 0
  for (;;) {
    const rows = await all(sql`SELECT id FROM jobs WHERE id > ${last} ORDER BY id LIMIT ${BATCH}`)
    if (!rows.length) break
    const ids = rows.map((row) => Number(row.id))
    last = ids.at(-1)!
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )
    const required = await all(sql`SELECT parent_id, skills_id FROM jobs_rels WHERE path = 'eligibility.skills' AND parent_id IN (${list})`)
    const texts = await all(sql`SELECT _parent_id, title, description FROM jobs_locales WHERE _parent_id IN (${list})`)
    await insert(
      'jobs_rels',
      ids.map((id) => {
        const own = [...new Set(required.filter((row) => Number(row.parent_id) === id).map((row) => Number(row.skills_id)))]
        if (own.length) return [id, own]
        const text = texts
          .filter((row) => Number(row._parent_id) === id)
          .flatMap((row) => [typeof row.title === 'string' ? row.title : '', lexicalToPlainText(row.description)])
          .join('\n')
        return [id, index.ids(text)]
      }),
    )
    out.jobs += ids.length
  }
  return out
}
