import { AsyncLocalStorage } from 'node:async_hooks'

import type { DatabaseAdapterObj } from 'payload'

type TransactionID = string | number | Promise<string | number | null> | null | undefined
type WriteArgs = { req?: { transactionID?: TransactionID } } | undefined
type Adapter = Record<string, unknown> & {
  beginTransaction: (options?: unknown) => Promise<TransactionID>
  commitTransaction: (id: TransactionID) => Promise<void>
  rollbackTransaction: (id: TransactionID) => Promise<void>
  sessions?: Record<string, unknown>
  client?: { transaction: (mode?: string) => Promise<unknown>; execute: (sql: string) => Promise<unknown> }
  busyTimeout?: number
  withWriteTurn?: <T>(write: () => Promise<T>) => Promise<T>
  payload?: { logger: { error: (obj: unknown, msg?: string) => void } }
}

/** The adapter's methods that write (each takes `{ req }`; with a transaction's `req` they write inside it). */
const WRITES = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

/** Longest a transaction may keep the others waiting before it is assumed lost (logged, and the queue moves on). */
const MAX_TRANSACTION_MS = 30_000

/**
 * SQLite transactions that work inside one Node process (SECURITY.md, "Transactions on SQLite").
 *
 * SQLite has one writer at a time, and the libsql client opens every transaction with `BEGIN IMMEDIATE` on a
 * connection of its own, synchronously: a second writer while a transaction is open either fails at once
 * ("database is locked") or, with a busy timeout, blocks the event loop, and with it the open transaction's
 * commit. So this process's writers take turns: a transaction holds the turn from its begin to its commit or
 * rollback, and a write outside any transaction takes one turn of its own. Other processes (a second instance,
 * the seed) wait on SQLite's own lock with the adapter's busy timeout, which every new connection gets too (the
 * client opens a fresh one each time it hands its connection to a transaction). Hand-written SQL that writes (the
 * digest's claims, the outbox, the guarantees) takes the same turn through `withWriteTurn`: on the bare connection
 * while a transaction holds SQLite's lock it failed with "database is locked". A write that another write makes
 * (the adapter's `upsert` is its `updateOne`) runs in its caller's turn: waiting for a turn of its own would wait
 * on itself until MAX_TRANSACTION_MS, as every preference the admin saved once did.
 */
export function oneWriterAtATime(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args) as unknown as Adapter
      let queue: Promise<void> = Promise.resolve()
      /** Waits for this process's turn to write; the returned function ends it. */
      const takeTurn = async (): Promise<() => void> => {
        let release!: () => void
        const turn = new Promise<void>((resolve) => (release = resolve))
        const previous = queue
        queue = previous.then(() => turn)
        await previous
        const timer = setTimeout(() => {
          adapter.payload?.logger.error({}, `A database transaction kept the others waiting for ${MAX_TRANSACTION_MS / 1000} s`)
          release()
        }, MAX_TRANSACTION_MS)
        timer.unref()
        return () => {
          clearTimeout(timer)
          release()
        }
      }

      let patchedClient: unknown
      const keepBusyTimeout = () => {
        const client = adapter.client
        if (!client || patchedClient === client) return
        patchedClient = client
        const transaction = client.transaction.bind(client)
        client.transaction = (mode) => {
          // Both calls run synchronously up to their first statement: the transaction takes the current connection,
          // then the pragma opens the next one and sets its busy timeout before anything else can use it.
          const started = transaction(mode)
          void client.execute(`PRAGMA busy_timeout = ${adapter.busyTimeout ?? 5000}`).catch(() => undefined)
          return started
        }
      }

      const turns = new Map<string | number, () => void>()
      const begin = adapter.beginTransaction.bind(adapter)
      adapter.beginTransaction = async (options) => {
        keepBusyTimeout()
        const done = await takeTurn()
        try {
          const id = await begin(options)
          const key = await id
          if (key === null || key === undefined) done()
          else turns.set(key, done)
          return id
        } catch (error) {
          done()
          throw error
        }
      }
      for (const name of ['commitTransaction', 'rollbackTransaction'] as const) {
        const end = adapter[name].bind(adapter)
        adapter[name] = async (id) => {
          const key = await id
          try {
            await end(key)
          } finally {
            if (key !== null && key !== undefined) {
              turns.get(key)?.()
              turns.delete(key)
            }
          }
        }
      }
      /** Set while a write outside any transaction holds the turn, for the writes it makes itself. */
      const inTurn = new AsyncLocalStorage<true>()
      for (const name of WRITES) {
        const write = adapter[name]
        if (typeof write !== 'function') continue
        adapter[name] = async (writeArgs: WriteArgs) => {
          const id = await writeArgs?.req?.transactionID
          if (id !== null && id !== undefined && adapter.sessions?.[String(id)]) return write.call(adapter, writeArgs)
          if (inTurn.getStore()) return write.call(adapter, writeArgs)
          const done = await takeTurn()
          try {
            return await inTurn.run(true, () => write.call(adapter, writeArgs))
          } finally {
            done()
          }
        }
      }
      /** For hand-written SQL that writes outside any transaction (lib/db/rawSql.ts `write`): one turn, as above. */
      adapter.withWriteTurn = async (write) => {
        if (inTurn.getStore()) return write()
        const done = await takeTurn()
        try {
          return await inTurn.run(true, write)
        } finally {
          done()
        }
      }
      return adapter as never
    },
  }
}
