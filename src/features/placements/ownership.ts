import type { CollectionAfterChangeHook, Payload } from 'payload'

import { recordActivity } from '@/features/recruiting/timeline'
import { toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { emailHtml } from '@/lib/email/frame'
import { env } from '@/lib/env'
import { formatDate } from '@/lib/format'
import { idOf } from '@/lib/ids'

import { agreementInForce } from './offer'

/**
 * Candidate ownership (issue 31): a client's fee agreement gives the agency a claim on a candidate for its
 * `ownershipDays` after they are first put forward to that client. When another recruiter submits the same candidate
 * to the same client within that period, both recruiters are told (each in their email language) who submitted first
 * and when, and each application's timeline carries the same note. Nothing is refused: the recruiters settle it
 * between them (or their manager does). Without an agreement in force the field's default, 180 days, applies.
 */
export const DEFAULT_OWNERSHIP_DAYS = 180
const DAY_MS = 86_400_000

type Rel = number | { id: number }
type SubmittalDoc = {
  id: number
  client?: Rel | null
  job?: Rel | null
  application?: Rel | null
  candidate?: Rel | null
  submittedBy?: Rel | null
  displayName?: string
  status?: string
  createdAt: string
}

async function ownershipDays(payload: Payload, client: number): Promise<number> {
  const days = (await agreementInForce(payload, client))?.ownershipDays
  return typeof days === 'number' ? days : DEFAULT_OWNERSHIP_DAYS
}

/** The earliest submittal of this candidate to this client within the ownership period, by another recruiter. */
export async function earlierClaim(payload: Payload, submittal: SubmittalDoc): Promise<{ first: SubmittalDoc; days: number } | null> {
  if (!submittal.candidate || !submittal.client || !submittal.submittedBy) return null
  const client = idOf(submittal.client)
  const days = await ownershipDays(payload, client)
  if (days <= 0) return null
  const since = new Date(new Date(submittal.createdAt).getTime() - days * DAY_MS).toISOString()
  const { docs } = await payload.find({
    collection: 'submittals',
    where: {
      and: [
        { candidate: { equals: idOf(submittal.candidate) } },
        { client: { equals: client } },
        { id: { not_equals: submittal.id } },
        { submittedBy: { not_equals: idOf(submittal.submittedBy) } },
        { submittedBy: { exists: true } },
        { status: { not_equals: 'withdrawn' } },
        { createdAt: { greater_than_equal: since } },
        { createdAt: { less_than_equal: submittal.createdAt } },
      ],
    },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const first = docs[0] as unknown as SubmittalDoc | undefined
  return first ? { first, days } : null
}

/**
 * After a submittal is made: flags a claim by another recruiter within the ownership period to both recruiters
 * (email and timeline). Errors are logged, never fail the submittal.
 */
export const flagOwnership: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  try {
    const submittal = doc as SubmittalDoc
    const claim = await earlierClaim(req.payload, submittal)
    if (!claim) return doc
    const { first, days } = claim
    const [users, client] = await Promise.all([
      req.payload.find({
        collection: 'users',
        where: { id: { in: [idOf(first.submittedBy!), idOf(submittal.submittedBy!)] } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      }),
      req.payload.findByID({ collection: 'clients', id: idOf(submittal.client!), depth: 0, overrideAccess: true, req, locale: 'all' }),
    ])
    const person = new Map(
      users.docs.map((u) => [u.id, u as { id: number; email: string; name?: string | null; emailLanguage?: string | null }]),
    )
    const firstBy = person.get(idOf(first.submittedBy!))
    const secondBy = person.get(idOf(submittal.submittedBy!))
    const clientName = (locale: Locale) => {
      const name = (client as { name?: string | Record<string, string> } | null)?.name
      return typeof name === 'string' ? name : (name?.[locale] ?? name?.en ?? '')
    }
    const values = (locale: Locale) => ({
      candidate: submittal.displayName ?? '',
      client: clientName(locale),
      first: firstBy?.name || firstBy?.email || '',
      firstDate: formatDate(first.createdAt, locale),
      second: secondBy?.name || secondBy?.email || '',
      secondDate: formatDate(submittal.createdAt, locale),
      days,
    })
    const noteLocale = toLocale(secondBy?.emailLanguage)
    const note = translator(noteLocale, 'Placements.ownership')('note', values(noteLocale))
    for (const [application, job] of [
      [first.application, first.job],
      [submittal.application, submittal.job],
    ] as const) {
      if (application && job)
        await recordActivity(
          { payload: req.payload, req },
          {
            application: idOf(application),
            job: idOf(job),
            kind: 'note',
            text: note,
            data: { ownership: { first: first.id, second: submittal.id } },
          },
        )
    }
    for (const to of [firstBy, secondBy]) {
      if (!to?.email) continue
      const locale = toLocale(to.emailLanguage)
      const t = translator(locale, 'Placements.ownership')
      const link = `${env.serverUrl}/admin/collections/submittals/${submittal.id}`
      const body = t('body', values(locale))
      await req.payload
        .sendEmail({
          to: to.email,
          subject: t('subject', values(locale)),
          text: `${body}\n\n${link}`,
          html: emailHtml(locale, body, { href: link, label: t('button') }),
        })
        .catch((error: unknown) => req.payload.logger.error({ err: error }, 'Placements: an ownership flag email was not sent'))
    }
  } catch (error) {
    req.payload.logger.error({ err: error }, 'Placements: the ownership check failed')
  }
  return doc
}
