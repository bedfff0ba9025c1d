import 'server-only'

import type { Payload } from 'payload'

import type { LiveEventKind } from '@/collections/LiveEvents'

export type LiveEvent = {
  id: number
  kind: LiveEventKind
  candidate: number
  application: number
  job: number
  status: string
  createdAt: string
}
type Listener = (event: LiveEvent) => void

/** How often each server instance reads the shared event log while someone listens. */
export const POLL_INTERVAL_MS = 1000
/** Events are read again this far back, so a row committed late (or by a server with a slightly different clock) is not missed; ids dedupe. */
const OVERLAP_MS = 10_000
/** Events older than this are deleted (they only serve live delivery and short replays). */
const KEEP_MS = 24 * 60 * 60 * 1000
const PRUNE_EVERY_MS = 60 * 60 * 1000

/**
 * One per server process: while at least one browser is connected it polls
 * the live-events table (shared by every instance behind the load
 * balancer) and hands each new event to the connected streams once.
 */
export class LiveBus {
  private listeners = new Set<Listener>()
  private seen = new Map<number, number>()
  private since = Date.now()
  private timer: ReturnType<typeof setTimeout> | null = null
  private lastPrune = 0

  constructor(
    private readonly getPayload: () => Promise<Payload>,
    private readonly intervalMs = POLL_INTERVAL_MS,
  ) {}

  subscribe(listener: Listener): () => void {
    if (this.listeners.size === 0) {
      this.since = Date.now()
      this.schedule(0)
    }
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0 && this.timer) {
        clearTimeout(this.timer)
        this.timer = null
      }
    }
  }

  get listenerCount() {
    return this.listeners.size
  }

  private schedule(delay: number) {
    this.timer = setTimeout(() => void this.poll(), delay)
    this.timer.unref?.()
  }

  /** Reads what arrived since the last poll (with overlap) and delivers what was not delivered yet. */
  async poll(): Promise<void> {
    try {
      const payload = await this.getPayload()
      const from = new Date(this.since - OVERLAP_MS).toISOString()
      const { docs } = await payload.find({
        collection: 'live-events',
        where: { createdAt: { greater_than_equal: from } },
        sort: 'createdAt',
        limit: 500,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const now = Date.now()
      for (const doc of docs as unknown as LiveEvent[]) {
        if (this.seen.has(doc.id)) continue
        this.seen.set(doc.id, now)
        for (const listener of this.listeners) listener(doc)
      }
      this.since = now
      for (const [id, at] of this.seen) if (now - at > OVERLAP_MS * 3) this.seen.delete(id)
      if (now - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = now
        await payload.delete({
          collection: 'live-events',
          where: { createdAt: { less_than: new Date(now - KEEP_MS).toISOString() } },
          overrideAccess: true,
        })
      }
    } catch (error) {
      console.error('[live] reading events failed', error)
    } finally {
      if (this.listeners.size > 0) this.schedule(this.intervalMs)
      else this.timer = null
    }
  }
}

/** Who listens: a candidate, or recruiting staff with the jobs whose applications they see (`all` for admins). */
export type LiveViewer = { kind: 'candidate'; id: number } | { kind: 'staff'; jobs: 'all' | ReadonlySet<number> }

/**
 * Events this user may hear about: a candidate their own applications' status changes; recruiters new applications
 * and status changes (the board moves live) on the jobs they own or co-own, admins on every job.
 */
export function visibleTo(event: LiveEvent, viewer: LiveViewer): boolean {
  if (viewer.kind === 'candidate') return event.kind === 'application-status' && event.candidate === viewer.id
  return viewer.jobs === 'all' || viewer.jobs.has(event.job)
}

/** Recent events for one viewer after a given id (a reconnecting browser catches up on what it missed). */
export async function eventsAfter(payload: Payload, afterId: number, viewer: Parameters<typeof visibleTo>[1]): Promise<LiveEvent[]> {
  const { docs } = await payload.find({
    collection: 'live-events',
    where: {
      and: [
        { id: { greater_than: afterId } },
        { createdAt: { greater_than_equal: new Date(Date.now() - 10 * 60_000).toISOString() } },
        ...(viewer.kind === 'candidate' ? [{ candidate: { equals: viewer.id } }] : []),
      ],
    },
    sort: 'id',
    limit: 100,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (docs as unknown as LiveEvent[]).filter((event) => visibleTo(event, viewer))
}

const globalBus = globalThis as unknown as { __liveBus?: LiveBus }

/** The process's bus. */
export function liveBus(getPayload: () => Promise<Payload>): LiveBus {
  return (globalBus.__liveBus ??= new LiveBus(getPayload))
}
