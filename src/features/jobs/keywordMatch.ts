import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'

import { stemsOf } from '@/lib/stemming'

export type SQL = ReturnType<typeof pgSql>

/** The rows a keyword query reads (`j` being the job) and the condition that keeps the matches. */
export type MatchSql = { from: SQL; match: SQL }

/** The keyword parts of the job query for one database. Terms are normalized words (lib/arabic.ts `searchTerms`). */
export type KeywordSql = {
  /**
   * The matches drive the query: cheap when they are few. Every term matches,
   * as the start of a word or stem of the job, or through its own stems.
   */
  matchesFirst: (terms: string[]) => MatchSql
  /**
   * The open jobs are read newest first and each is tested: cheap when the
   * matches are many (the first ones come soon). `null` when `matchesFirst`
   * already lets the database choose (PostgreSQL plans either way itself).
   */
  newestFirst: ((terms: string[]) => MatchSql) | null
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

const sqliteSqlTag = sqliteSql as unknown as typeof pgSql

/**
 * SQLite has no planner statistics for FTS5, so the app picks the plan:
 * - matches first: the FTS5 matches, each joined to its job by rowid (CROSS
 *   JOIN keeps that order);
 * - newest first: the open jobs through the (status, opening_date,
 *   closing_date) index, each looked up in the list of matching rowids
 *   (built once per query), stopping once enough are found.
 * The exact test reads the job's own text (each term between spaces), which
 * the query has already loaded, instead of a second full-text lookup.
 */
export const sqliteKeywords: KeywordSql = {
  matchesFirst: (terms) => ({
    from: sqliteSqlTag`jobs_fts CROSS JOIN jobs j ON j.id = jobs_fts.rowid`,
    match: sqliteSqlTag`jobs_fts MATCH ${ftsMatchQuery(terms)}`,
  }),
  newestFirst: (terms) => ({
    from: sqliteSqlTag`jobs j`,
    match: sqliteSqlTag`j.id IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ${ftsMatchQuery(terms)})`,
  }),
  exactFirst: (terms) =>
    sqliteSqlTag`CASE WHEN ${sqliteSqlTag.join(
      terms.map((term) => sqliteSqlTag`instr(' ' || j.search_text || ' ', ${` ${term} `}) > 0`),
      sqliteSqlTag` AND `,
    )} THEN 0 ELSE 1 END`,
}

/**
 * PostgreSQL stems the query words with the same configurations as the
 * stored vector, so index and query always agree whatever its Snowball
 * version: per term, `term:*` in `simple` (a prefix of any word or stem) or
 * the term's `english` or `arabic` stem. An English stop word has no English
 * stem (PostgreSQL then notes that part of the query was ignored). The exact
 * test asks for weight A, which only the words of `search_text` carry. The
 * planner chooses between the GIN index and the date index from its
 * statistics.
 */
export const postgresKeywords: KeywordSql = {
  matchesFirst: (terms) => ({
    from: pgSql`jobs j`,
    match: pgSql`j.search_vector @@ (${pgSql.join(
      terms.map((term) => pgSql`(to_tsquery('simple', ${`${term}:*`}) || to_tsquery('english', ${term}) || to_tsquery('arabic', ${term}))`),
      pgSql` && `,
    )})`,
  }),
  newestFirst: null,
  exactFirst: (terms) =>
    pgSql`CASE WHEN j.search_vector @@ to_tsquery('simple', ${terms.map((term) => `${term}:A`).join(' & ')}) THEN 0 ELSE 1 END`,
}
