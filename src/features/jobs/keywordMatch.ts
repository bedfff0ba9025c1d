import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'

import { stemsOf } from '@/lib/stemming'

export type SQL = ReturnType<typeof pgSql>

/** The keyword parts of the job query for one database. Terms are normalized words (lib/arabic.ts `searchTerms`). */
export type KeywordSql = {
  /** The rows a keyword query reads, `j` being the job: on SQLite the full-text matches drive the join. */
  from: (terms: string[]) => SQL
  /** Every term matches: as the start of a word or stem of the job, or through its own stems. */
  match: (terms: string[]) => SQL
  /** 0 when every term is a whole word of the job's text, else 1: sorts exact matches before stem and prefix ones. */
  exactFirst: (terms: string[]) => SQL
}

/**
 * The FTS5 query for `match`: per term, `"term"*` (a prefix of a word in
 * either column) or its stems as whole tokens, terms joined by AND:
 * `("engineers"* OR "engin") AND "riyadh"*`. Terms and stems hold only
 * letters and digits, so quoting them is enough.
 */
export function ftsMatchQuery(terms: string[]): string {
  return terms
    .map((term) => {
      const choices = [`"${term}"*`, ...stemsOf(term).map((stem) => `"${stem}"`)]
      return choices.length > 1 ? `(${choices.join(' OR ')})` : choices[0]!
    })
    .join(' AND ')
}

/** The FTS5 query for `exactFirst`: every term as a whole word of `search_text` (not of the stems). */
export const ftsExactQuery = (terms: string[]): string => `search_text : (${terms.map((term) => `"${term}"`).join(' AND ')})`

const sqliteSqlTag = sqliteSql as unknown as typeof pgSql

/**
 * On SQLite the matches come first and each is joined to its job by rowid
 * (CROSS JOIN keeps that order): otherwise the planner walks every open job
 * by the status index and probes the match list, which costs as much for a
 * rare word as for a common one.
 */
export const sqliteKeywords: KeywordSql = {
  from: () => sqliteSqlTag`jobs_fts CROSS JOIN jobs j ON j.id = jobs_fts.rowid`,
  match: (terms) => sqliteSqlTag`jobs_fts MATCH ${ftsMatchQuery(terms)}`,
  exactFirst: (terms) =>
    sqliteSqlTag`CASE WHEN j.id IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ${ftsExactQuery(terms)}) THEN 0 ELSE 1 END`,
}

/**
 * PostgreSQL stems the query words with the same configurations as the
 * stored vector, so index and query always agree whatever its Snowball
 * version: per term, `term:*` in `simple` (a prefix of any word or stem) or
 * the term's `english` or `arabic` stem. An English stop word has no English
 * stem (PostgreSQL then notes that part of the query was ignored). The exact
 * test asks for weight A, which only the words of `search_text` carry.
 */
export const postgresKeywords: KeywordSql = {
  from: () => pgSql`jobs j`,
  match: (terms) =>
    pgSql`j.search_vector @@ (${pgSql.join(
      terms.map((term) => pgSql`(to_tsquery('simple', ${`${term}:*`}) || to_tsquery('english', ${term}) || to_tsquery('arabic', ${term}))`),
      pgSql` && `,
    )})`,
  exactFirst: (terms) =>
    pgSql`CASE WHEN j.search_vector @@ to_tsquery('simple', ${terms.map((term) => `${term}:A`).join(' & ')}) THEN 0 ELSE 1 END`,
}
