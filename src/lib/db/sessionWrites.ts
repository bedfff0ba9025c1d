import type { DatabaseAdapterObj, Payload } from 'payload'

import { afterTransaction } from './transactionEvents'

/**
 * An account's sessions are a list on the account, and Payload adds a sign-in's session by writing back the
 * list it read when the sign-in began: two sign-ins to one account at the same instant would each write their
 * own list, and one session would be lost (its token then signs nobody in). So session writes to one account take
 * turns, and only they: checking a password, the slow-down and the dummy hash of a sign-in never wait here, so a
 * flood of wrong passwords cannot hold up the owner (docs/SECURITY.md, "Limits").
 *
 * - Payload's "add a session" write (`addSessionToUser`: the whole account with `updatedAt: null` and the new
 *   session, made just now, last) is redone on the adapter: in the account's turn, the list is read again and the
 *   new session added to what is there now; the turn is held until the write's transaction has committed.
 * - The site's own read-then-write changes of a candidate's sessions (features/accounts/session.ts) run in the same
 *   turn through `sessionTurn`.
 * Turns are per process; they are let go after 30 s whatever happens, so a lost transaction cannot hold an account.
 */
type Session = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }
type UpdateArgs = { collection: string; id?: number | string; data?: Record<string, unknown>; req?: Record<string, unknown> }
type Adapter = Record<PropertyKey, unknown> & {
  updateOne: (args: UpdateArgs) => Promise<unknown>
  findOne: (args: Record<string, unknown>) => Promise<{ sessions?: Session[] | null } | null>
}

const TURNS = Symbol.for('site.sessionTurns')
const LONGEST_TURN_MS = 30_000

/** Tasks with the same key one after another. */
export class Turns {
  private tails = new Map<string, Promise<void>>()

  /** Waits for the key's turn; the returned function ends it. */
  async take(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve()
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => mine)
    this.tails.set(key, tail)
    await previous
    const timer = setTimeout(() => release(), LONGEST_TURN_MS)
    timer.unref()
    return () => {
      clearTimeout(timer)
      release()
      if (this.tails.get(key) === tail) this.tails.delete(key)
    }
  }

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const done = await this.take(key)
    try {
      return await task()
    } finally {
      done()
    }
  }
}

const unexpired = (sessions: Session[]) => sessions.filter((session) => new Date(session.expiresAt) > new Date())

/** Payload's addSessionToUser: the account with `updatedAt: null`, its new session (with Date objects, not yet stored) last. */
function addedSession(data: Record<string, unknown> | undefined): Session | null {
  if (!data || data.updatedAt !== null || !Array.isArray(data.sessions)) return null
  const last = data.sessions.at(-1) as Session | undefined
  return last && last.createdAt instanceof Date ? last : null
}

export function withSessionTurns(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args) as unknown as Adapter
      const turns = new Turns()
      adapter[TURNS] = turns
      const updateOne = adapter.updateOne.bind(adapter)
      adapter.updateOne = async (update) => {
        const added = addedSession(update.data)
        if (!added || update.id === undefined) return updateOne(update)
        const done = await turns.take(`${update.collection}:${update.id}`)
        try {
          const current = await adapter.findOne({ collection: update.collection, where: { id: { equals: update.id } }, req: update.req })
          const kept = unexpired(current?.sessions ?? []).filter((session) => session.id !== added.id)
          return await updateOne({ ...update, data: { ...update.data, sessions: [...kept, added] } })
        } finally {
          await afterTransaction(update.req as never, { settled: done })
        }
      }
      return adapter as never
    },
  }
}

/** Runs a read-then-write of one account's sessions in that account's turn. */
export function sessionTurn<T>(payload: Payload, collection: string, id: number | string, task: () => Promise<T>): Promise<T> {
  const turns = (payload.db as unknown as Record<PropertyKey, unknown>)[TURNS] as Turns | undefined
  return turns ? turns.run(`${collection}:${id}`, task) : task()
}
