import 'server-only'

import type { Payload } from 'payload'

import { isCandidate } from '@/access/candidates'
import { isAdminUser } from '@/access/isAdmin'
import { isRecruiterUser } from '@/access/isRecruiter'
import { ownedJobIds } from '@/access/ownership'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { statusLabel } from '@/features/applications/statusLabel'
import { countLiveConnection } from '@/lib/metrics'
import { getPayloadClient } from '@/lib/payload'
import { onServerShutdown } from '@/lib/shutdown'

import { eventsAfter, liveBus, visibleTo, type LiveEvent, type LiveViewer } from './bus'
import { toLocale } from '@/i18n/locales'

/** Heartbeat comments keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000
/** A stream ends after this long; the browser reconnects, which re-checks the session (a signed-out visitor stops hearing). */
const MAX_STREAM_MS = 10 * 60_000

/** What the browser receives for one event, with its notice already written in the reader's language (`text`). */
export type LiveMessage =
  | { kind: 'application-status'; application: number; job: number; jobTitle: string; status: string; statusLabel: string; text: string }
  | {
      kind: 'application-created'
      application: number
      job: number
      jobTitle: string
      fullName: string
      title: string
      text: string
      open: string
    }

/** Described messages, shared by every stream of this process for a minute: one lookup per event and language, not per browser. */
const described = new Map<string, Promise<LiveMessage>>()
const DESCRIBED_FOR_MS = 60_000

/** The event in the reader's language: the job's title, and the status label or the applicant's name. */
function describe(payload: Payload, event: LiveEvent, locale: Locale): Promise<LiveMessage> {
  const key = `${event.id}:${locale}`
  let message = described.get(key)
  if (!message) {
    message = lookUp(payload, event, locale)
    described.set(key, message)
    setTimeout(() => described.delete(key), DESCRIBED_FOR_MS).unref?.()
  }
  return message
}

async function lookUp(payload: Payload, event: LiveEvent, locale: Locale): Promise<LiveMessage> {
  const job = await payload
    .findByID({ collection: 'jobs', id: event.job, depth: 0, locale, overrideAccess: true, select: { title: true } })
    .catch(() => null)
  const jobTitle = (job?.title as string | undefined) ?? ''
  if (event.kind === 'application-status') {
    const label = statusLabel(locale, event.status)
    return {
      kind: event.kind,
      application: event.application,
      job: event.job,
      jobTitle,
      status: event.status,
      statusLabel: label,
      text: translator(locale, 'Updates')('applicationStatus', { job: jobTitle, status: label }),
    }
  }
  const application = await payload
    .findByID({ collection: 'applications', id: event.application, depth: 0, overrideAccess: true, select: { fullName: true } })
    .catch(() => null)
  const fullName = (application?.fullName as string) ?? ''
  const t = translator(locale, 'Live')
  return {
    kind: event.kind,
    application: event.application,
    job: event.job,
    jobTitle,
    fullName,
    title: t('newApplication'),
    text: t('newApplicationBody', { name: fullName, job: jobTitle }),
    open: t('open'),
  }
}

/**
 * GET /api/live?locale=en|ar — an event stream for the signed-in user
 * (candidate: their applications' status changes; recruiter or admin: new
 * applications). Sessions are checked by Payload's strategies (the
 * candidate's ID token cookie or Bearer token, the staff cookie), and every
 * event is filtered for the viewer before it is written. `?after=` (or
 * Last-Event-ID) replays what a reconnecting browser missed.
 */
export async function openLiveStream(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const url = new URL(request.url)
  const locale = toLocale(url.searchParams.get('locale'))
  const { user } = await payload.auth({ headers: request.headers })
  const viewer: LiveViewer | null = isCandidate(user)
    ? { kind: 'candidate', id: Number(user.id) }
    : isAdminUser(user)
      ? { kind: 'staff', jobs: 'all' }
      : isRecruiterUser(user)
        ? { kind: 'staff', jobs: new Set(await ownedJobIds({ payload, user, context: {} })) }
        : null
  if (!viewer) return Response.json({ errors: [{ message: 'Sign in to receive live updates.' }] }, { status: 401 })

  const after = Number(url.searchParams.get('after') ?? request.headers.get('last-event-id') ?? 0)
  const encoder = new TextEncoder()
  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true
      const write = (chunk: string) => {
        if (!open) return
        try {
          controller.enqueue(encoder.encode(chunk))
        } catch {
          cleanup()
        }
      }
      // Events go out one after another, in order, even though describing one is async.
      let queue = Promise.resolve()
      const send = (event: LiveEvent) => {
        queue = queue.then(async () => {
          const message = await describe(payload, event, locale)
          write(`id: ${event.id}\nevent: application\ndata: ${JSON.stringify(message)}\n\n`)
        })
      }
      const unsubscribe = liveBus(getPayloadClient).subscribe((event) => {
        if (visibleTo(event, viewer)) send(event)
      })
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS)
      const end = setTimeout(() => cleanup(), MAX_STREAM_MS)
      countLiveConnection(1)
      // The server is shutting down (server/lifecycle.mjs): end with a reconnect hint; the browser reconnects to
      // another instance and replays what it missed (?after=).
      const stopListening = onServerShutdown(() => {
        write('retry: 500\nevent: reconnect\ndata: {}\n\n')
        cleanup()
      })
      cleanup = () => {
        if (!open) return
        open = false
        unsubscribe()
        stopListening()
        countLiveConnection(-1)
        clearInterval(heartbeat)
        clearTimeout(end)
        try {
          controller.close()
        } catch {
          // already closed by the client
        }
      }
      request.signal.addEventListener('abort', () => cleanup())
      write(': connected\n\n')
      if (Number.isInteger(after) && after > 0) for (const event of await eventsAfter(payload, after, viewer)) send(event)
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  })
}
