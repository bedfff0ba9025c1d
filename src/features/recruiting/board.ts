import type { Payload, PayloadRequest } from 'payload'

import { ownsJob } from '@/access/ownership'
import type { Locale } from '@/i18n/locales'
import { idOf } from '@/lib/ids'

/** What a card on the board shows. */
export type BoardCard = {
  id: number
  fullName: string
  city: string
  experienceYears: number | null
  rating: number | null
  tags: string[]
  createdAt: string
  status: string
  locale: Locale
  interview: { id: number; startsAt: string; timeZone: string } | null
}
export type BoardData = {
  job: { id: number; title: string; referenceCode: string }
  cards: BoardCard[]
  truncated: boolean
  /** The currency of the client's fee agreement in force, which a hire's offer is entered in (null: no agreement). */
  offerCurrency: string | null
}

/** The most cards one board loads (the list view, filtered, shows the rest). */
export const BOARD_MAX = 1000

/**
 * One job's pipeline for the signed-in recruiter: null when the job does not exist or is not theirs (admins: any).
 * Read with the viewer's own access, so the board can never show more than the list view would.
 */
export async function loadBoard(
  payload: Payload,
  req: Pick<PayloadRequest, 'user' | 'context' | 'payload'>,
  jobId: number,
  locale: Locale,
): Promise<BoardData | null> {
  if (!Number.isInteger(jobId) || jobId <= 0 || !(await ownsJob(req, jobId))) return null
  const user = req.user
  const job = await payload.findByID({ collection: 'jobs', id: jobId, depth: 0, locale, user, overrideAccess: false, disableErrors: true })
  if (!job) return null
  const clientId = job.client ? idOf(job.client as number | { id: number }) : null
  const [applications, interviews, agreements] = await Promise.all([
    payload.find({
      collection: 'applications',
      where: { job: { equals: jobId } },
      select: { fullName: true, city: true, experienceYears: true, rating: true, tags: true, createdAt: true, status: true, locale: true },
      sort: '-createdAt',
      limit: BOARD_MAX,
      depth: 0,
      user,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'interviews',
      where: {
        and: [
          { job: { equals: jobId } },
          { status: { equals: 'scheduled' } },
          { startsAt: { greater_than_equal: new Date().toISOString() } },
        ],
      },
      select: { application: true, startsAt: true, startsAt_tz: true },
      sort: 'startsAt',
      pagination: false,
      depth: 0,
      user,
      overrideAccess: false,
    }),
    // Only the agreement's currency, for the hire's offer (the agreements themselves are the admins').
    clientId
      ? payload.find({
          collection: 'fee-agreements',
          where: { and: [{ client: { equals: clientId } }, { active: { equals: true } }] },
          sort: '-createdAt',
          limit: 1,
          depth: 0,
          select: { currency: true },
          overrideAccess: true,
        })
      : null,
  ])
  const next = new Map<number, BoardCard['interview']>()
  for (const interview of interviews.docs) {
    const application = idOf(interview.application as number | { id: number })
    if (!next.has(application)) next.set(application, { id: interview.id, startsAt: interview.startsAt, timeZone: interview.startsAt_tz })
  }
  return {
    job: { id: job.id, title: job.title, referenceCode: job.referenceCode },
    truncated: applications.totalDocs > applications.docs.length,
    offerCurrency: agreements?.docs[0]?.currency ?? null,
    cards: applications.docs.map((doc) => ({
      id: doc.id,
      fullName: doc.fullName,
      city: doc.city,
      experienceYears: doc.experienceYears ?? null,
      rating: doc.rating ?? null,
      tags: doc.tags ?? [],
      createdAt: doc.createdAt,
      status: doc.status,
      locale: doc.locale === 'ar' ? 'ar' : 'en',
      interview: next.get(doc.id) ?? null,
    })),
  }
}
