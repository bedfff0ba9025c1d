import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { idOf } from '@/lib/ids'
import { writtenByServer } from '../shared/config'

export const LIVE_EVENT_KINDS = ['application-created', 'application-status'] as const
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number]

/**
 * What happened to applications, for live notifications (spec §7, §9): a
 * short-lived log in the shared database that every server instance reads,
 * so a browser connected to one instance hears about a change made on
 * another. Written by the applications hooks, read by the live bus, pruned
 * after a day. No API and no admin screen: nobody reads it directly.
 */
export const LiveEvents: CollectionConfig = {
  slug: 'live-events',
  admin: { hidden: true },
  graphQL: false,
  access: writtenByServer(nobody),
  fields: [
    { name: 'kind', type: 'select', required: true, options: [...LIVE_EVENT_KINDS] },
    { name: 'candidate', type: 'number', required: true, index: true },
    { name: 'application', type: 'number', required: true },
    { name: 'job', type: 'number', required: true },
    { name: 'status', type: 'text', required: true },
  ],
}

type AppDoc = { id: number; status: string; job: number | { id: number }; candidate: number | { id: number } }

/** Applications afterChange: a new application, or a status that changed. */
export const recordApplicationEvent: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const app = doc as AppDoc
  const kind: LiveEventKind | null =
    operation === 'create' ? 'application-created' : previousDoc && previousDoc.status !== app.status ? 'application-status' : null
  if (!kind) return doc
  await req.payload.create({
    collection: 'live-events',
    data: { kind, candidate: idOf(app.candidate), application: app.id, job: idOf(app.job), status: app.status },
    overrideAccess: true,
    req,
  })
  return doc
}
