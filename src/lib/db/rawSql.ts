import { sql as pgSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

export type SQL = ReturnType<typeof pgSql>
export type Row = Record<string, unknown>
type SessionDb = { execute?: (q: SQL) => Promise<unknown>; all?: (q: SQL) => Promise<unknown> }
type Sessions = { sessions?: Record<string, { db?: SessionDb }> }

/**
 * Hand-written SQL for reads that Payload's query builder cannot express in one indexed query (full-text matches,
 * grouped counts, medians) and for single-statement atomic writes (the job alerts' claims), on whichever adapter runs: drizzle's `sql` template for that dialect and a `rows()`
 * that returns plain objects on both. Values are always bound parameters.
 */
export function rawSql(payload: Payload) {
  const isPostgres = payload.db.name === 'postgres'
  const sql = (isPostgres ? pgSql : sqliteSql) as typeof pgSql
  const db = (payload.db as unknown as { drizzle: unknown }).drizzle as {
    execute?: (q: SQL) => Promise<{ rows: Row[] }>
    all?: (q: SQL) => Promise<Row[]>
  }
  const rows = async (query: SQL): Promise<Row[]> => (isPostgres ? (await db.execute!(query)).rows : await db.all!(query))
  const turn = (payload.db as unknown as { withWriteTurn?: <T>(write: () => Promise<T>) => Promise<T> }).withWriteTurn
  /**
   * A statement that writes (UPDATE, INSERT, DELETE, with RETURNING for what it touched). On SQLite it waits for this
   * process's write turn (lib/db/sqliteTransactions.ts), as the adapter's own writes do; never call it inside an
   * open transaction of the same process, which holds that turn.
   */
  const write = async (query: SQL): Promise<Row[]> => (turn && !isPostgres ? turn(() => rows(query)) : rows(query))
  /** `column IN (…)` for a non-empty list, or a condition that matches nothing. */
  const inList = (column: SQL, values: readonly number[]): SQL =>
    values.length
      ? sql`${column} IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : sql`1 = 0`
  /**
   * Statements that belong together, in one transaction of their own (on SQLite it takes this process's write turn,
   * as the adapter's own transactions do), or in the open one of a request (`within`: a hook's `req.transactionID`),
   * which its operation commits; without transactions, one write after another. Given a function instead of a list,
   * it runs that with a `run` that executes a statement inside the transaction and returns its rows: for a write that
   * depends on what it reads (read with `FOR UPDATE` on PostgreSQL; SQLite's write turn already excludes other
   * writers), so that a save committed meanwhile is never written over with what was read before it.
   */
  const inTransaction = async (
    work: SQL[] | ((run: (statement: SQL) => Promise<Row[]>) => Promise<void>),
    within?: string | number | Promise<string | number | null> | null,
  ): Promise<void> => {
    const body =
      typeof work === 'function'
        ? work
        : async (run: (statement: SQL) => Promise<Row[]>) => {
            for (const statement of work) await run(statement)
          }
    const adapter = payload.db as unknown as Sessions
    const inSession = (session: SessionDb) => async (statement: SQL) =>
      isPostgres ? (((await session.execute!(statement)) as { rows?: Row[] }).rows ?? []) : ((await session.all!(statement)) as Row[])
    const open = await within
    const current = open !== null && open !== undefined ? adapter.sessions?.[String(open)]?.db : undefined
    if (current) return body(inSession(current))
    const transaction = await payload.db.beginTransaction()
    const session = transaction ? adapter.sessions?.[String(transaction)]?.db : undefined
    if (!transaction || !session) return body(write)
    try {
      await body(inSession(session))
      await payload.db.commitTransaction(transaction)
    } catch (error) {
      await payload.db.rollbackTransaction(transaction)
      throw error
    }
  }
  return { sql, rows, write, inTransaction, isPostgres, inList }
}
