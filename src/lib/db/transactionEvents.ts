import type { DatabaseAdapterObj, PayloadRequest } from 'payload'

/**
 * Work that must wait until a database transaction has ended (docs/SECURITY.md, "Transactions"): files deleted only
 * once the rows that named them are gone for good, a turn held until what it protected is committed. Payload has
 * no such hook, so the adapter's commit and rollback are wrapped here and run what was registered for that
 * transaction, after the database has answered.
 */
type TransactionID = string | number | Promise<string | number | null> | null | undefined
type Adapter = Record<PropertyKey, unknown> & {
  commitTransaction: (id: TransactionID) => Promise<void>
  rollbackTransaction: (id: TransactionID) => Promise<void>
  payload?: { logger: { error: (obj: unknown, msg?: string) => void } }
}

export type TransactionHandlers = {
  /** The transaction committed: what it wrote is there for everyone. */
  committed?: () => unknown
  /** It rolled back (or its commit failed): nothing it wrote is there. */
  rolledBack?: () => unknown
  /** After either. */
  settled?: () => unknown
}

const EVENTS = Symbol.for('site.transactionEvents')
type Registry = Map<string, TransactionHandlers[]>

export function withTransactionEvents(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args) as unknown as Adapter
      const registry: Registry = new Map()
      adapter[EVENTS] = registry
      const run = async (handler: (() => unknown) | undefined) => {
        try {
          await handler?.()
        } catch (error) {
          adapter.payload?.logger.error({ err: error }, 'Work after a database transaction failed')
        }
      }
      for (const [name, outcome] of [
        ['commitTransaction', 'committed'],
        ['rollbackTransaction', 'rolledBack'],
      ] as const) {
        const end = adapter[name].bind(adapter)
        adapter[name] = async (id) => {
          const key = await id
          let failed = false
          try {
            await end(key)
          } catch (error) {
            failed = true
            throw error
          } finally {
            const handlers = key === null || key === undefined ? [] : (registry.get(String(key)) ?? [])
            registry.delete(String(key))
            const happened = outcome === 'committed' && !failed ? 'committed' : 'rolledBack'
            for (const handler of handlers) {
              await run(handler[happened])
              await run(handler.settled)
            }
          }
        }
      }
      return adapter as never
    },
  }
}

/**
 * Runs `handlers` when the request's transaction ends. Without a transaction (or on an adapter without these
 * events) what was written is already there, so `committed` and `settled` run at once.
 */
export async function afterTransaction(req: Partial<PayloadRequest> | undefined, handlers: TransactionHandlers): Promise<void> {
  const id = await req?.transactionID
  const registry = (req?.payload?.db as unknown as Record<PropertyKey, unknown> | undefined)?.[EVENTS] as Registry | undefined
  if (id === null || id === undefined || !registry) {
    await handlers.committed?.()
    await handlers.settled?.()
    return
  }
  const list = registry.get(String(id)) ?? []
  list.push(handlers)
  registry.set(String(id), list)
}
