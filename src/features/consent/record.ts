import type { Payload, PayloadRequest, Where } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import {
  addMonths,
  CONSENT_WORDING_VERSION,
  DEFAULT_KEEP_MONTHS,
  scopeKey,
  type ConsentAction,
  type ConsentMethod,
  type ConsentPurpose,
} from './purposes'

type Id = number | string

/**
 * Who and what an event is about: a candidate (or, for a visitor's job alert confirmed without an account, the
 * address that confirmed it: `email`), a purpose, and for `represent` optionally a client and a job.
 */
export type ConsentScope = {
  candidate?: Id | null
  email?: string | null
  purpose: ConsentPurpose
  /** The client's id (issue 30's clients), as text. */
  clientId?: Id | null
  job?: Id | null
}

export type ConsentInput = ConsentScope & {
  /** The language the wording was shown in. */
  language: Locale | string
  method: ConsentMethod
  /** The sentence shown; by default this purpose's wording in `language` (messages `ConsentRecord.wording`). */
  wording?: string
  wordingVersion?: string
  /** When (default: now). Tests pass a clock. */
  at?: Date
  /** Consent to keep: the end of its term (default: `at` plus the term in site settings). Others: none unless given. */
  expiresAt?: Date | null
  /** The staff member who recorded it, for a consent given or withdrawn through staff. */
  recordedBy?: Id | null
}

export type ConsentEvent = {
  id: Id
  candidate: Id | null
  email: string | null
  purpose: ConsentPurpose
  action: ConsentAction
  clientId: string | null
  job: Id | null
  scopeKey: string
  wording: string
  wordingVersion: string
  language: Locale
  method: ConsentMethod
  at: string
  expiresAt: string | null
}

/** The current state of one purpose and scope: its latest event. */
export type CurrentConsent = {
  purpose: ConsentPurpose
  scopeKey: string
  clientId: string | null
  job: Id | null
  /** Given, and its term (if any) not over. */
  granted: boolean
  /** Given, but the term ended. */
  expired: boolean
  at: string
  expiresAt: string | null
  latest: ConsentEvent
}

/** The term of consent to keep, in months, from site settings (24 by default). */
export async function keepTermMonths(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })) as {
    privacy?: { keepMonths?: number | null } | null
  }
  const months = settings?.privacy?.keepMonths
  return typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : DEFAULT_KEEP_MONTHS
}

/** The sentence a purpose shows in a language, with its version (the keep wording names the term). */
export function consentWording(purpose: ConsentPurpose, language: unknown, months = DEFAULT_KEEP_MONTHS) {
  const t = translator(toLocale(language), 'ConsentRecord')
  return { wording: t(`wording.${purpose}`, { months }), wordingVersion: CONSENT_WORDING_VERSION }
}

function asId(value: unknown): Id | null {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: Id }).id
  return typeof value === 'number' || typeof value === 'string' ? value : null
}

function normalise(doc: Record<string, unknown>): ConsentEvent {
  return {
    id: doc.id as Id,
    candidate: asId(doc.candidate),
    email: (doc.email as string | null | undefined) ?? null,
    purpose: doc.purpose as ConsentPurpose,
    action: doc.action as ConsentAction,
    clientId: (doc.clientId as string | null | undefined) ?? null,
    job: asId(doc.job),
    scopeKey: String(doc.scopeKey),
    wording: String(doc.wording ?? ''),
    wordingVersion: String(doc.wordingVersion ?? ''),
    language: toLocale(doc.language),
    method: doc.method as ConsentMethod,
    at: String(doc.at),
    expiresAt: (doc.expiresAt as string | null | undefined) ?? null,
  }
}

async function append(payload: Payload, action: ConsentAction, input: ConsentInput, req?: Partial<PayloadRequest>) {
  const at = input.at ?? new Date()
  const language = toLocale(input.language)
  let expiresAt = input.expiresAt === undefined ? null : input.expiresAt
  let months = DEFAULT_KEEP_MONTHS
  if (input.purpose === 'keep' && action === 'granted') {
    months = await keepTermMonths(payload, req)
    if (input.expiresAt === undefined) expiresAt = addMonths(at, months)
  }
  const shown = input.wording
    ? { wording: input.wording, wordingVersion: input.wordingVersion ?? CONSENT_WORDING_VERSION }
    : consentWording(input.purpose, language, months)
  const clientId = input.clientId === null || input.clientId === undefined || input.clientId === '' ? null : String(input.clientId)
  const candidate = hasCandidate(input) ? Number(input.candidate) : null
  const doc = await payload.create({
    collection: 'consent-events',
    data: {
      candidate: candidate as never,
      email: candidate === null ? (input.email ?? '').toLowerCase() || null : null,
      purpose: input.purpose,
      action,
      clientId,
      job: input.job === null || input.job === undefined ? null : (Number(input.job) as never),
      scopeKey: scopeKey(input.purpose, clientId, input.job),
      wording: shown.wording.slice(0, 2000),
      wordingVersion: shown.wordingVersion,
      language,
      method: input.method,
      at: at.toISOString(),
      expiresAt: action === 'granted' && expiresAt ? expiresAt.toISOString() : null,
      recordedBy: input.recordedBy === null || input.recordedBy === undefined ? null : (Number(input.recordedBy) as never),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return normalise(doc as unknown as Record<string, unknown>)
}

const hasCandidate = (scope: Pick<ConsentScope, 'candidate'>) =>
  scope.candidate !== null && scope.candidate !== undefined && scope.candidate !== '' && !Number.isNaN(Number(scope.candidate))

/** The events of one person: a candidate's, or those of an address without an account. */
function subjectWhere(scope: Pick<ConsentScope, 'candidate' | 'email'>): Where {
  if (hasCandidate(scope)) return { candidate: { equals: Number(scope.candidate) } }
  const email = (scope.email ?? '').toLowerCase()
  return { and: [{ candidate: { exists: false } }, { email: { equals: email || '-' } }] }
}

/** Records that the candidate gave consent for a purpose (and scope). Append-only: a new event, never an update. */
export function recordConsent(payload: Payload, input: ConsentInput, req?: Partial<PayloadRequest>): Promise<ConsentEvent> {
  return append(payload, 'granted', input, req)
}

/** Records that the candidate withdrew consent for a purpose (and scope). */
export function withdrawConsent(payload: Payload, input: ConsentInput, req?: Partial<PayloadRequest>): Promise<ConsentEvent> {
  return append(payload, 'withdrawn', input, req)
}

/** Every event of a candidate, oldest first (the history the export and the privacy officer read). */
export async function consentHistory(payload: Payload, candidateId: Id, req?: Partial<PayloadRequest>): Promise<ConsentEvent[]> {
  const found = await payload.find({
    collection: 'consent-events',
    where: { candidate: { equals: candidateId } },
    sort: ['at', 'id'],
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs.map((doc) => normalise(doc as unknown as Record<string, unknown>))
}

function stateOf(latest: ConsentEvent, now: Date): CurrentConsent {
  const over = latest.expiresAt !== null && new Date(latest.expiresAt).getTime() <= now.getTime()
  return {
    purpose: latest.purpose,
    scopeKey: latest.scopeKey,
    clientId: latest.clientId,
    job: latest.job,
    granted: latest.action === 'granted' && !over,
    expired: latest.action === 'granted' && over,
    at: latest.at,
    expiresAt: latest.expiresAt,
    latest,
  }
}

/** The latest state per purpose and scope of a candidate (the ones they ever answered), in purpose order. */
export async function currentConsents(
  payload: Payload,
  candidateId: Id,
  { now = new Date(), req }: { now?: Date; req?: Partial<PayloadRequest> } = {},
): Promise<CurrentConsent[]> {
  const history = await consentHistory(payload, candidateId, req)
  const latest = new Map<string, ConsentEvent>()
  for (const event of history) latest.set(event.scopeKey, event)
  return [...latest.values()].map((event) => {
    // As hasConsent: a later withdrawal at a wider scope ends this one.
    const deciding = history.filter((other) => covers(other, event)).at(-1) ?? event
    return { ...stateOf(event, now), granted: stateOf(deciding, now).granted }
  })
}

/** Whether `wide`'s scope includes `narrow`'s: same purpose, and no client or job, or the same ones. */
function covers(wide: ConsentEvent, narrow: ConsentEvent): boolean {
  return (
    wide.purpose === narrow.purpose &&
    (wide.clientId === null || wide.clientId === narrow.clientId) &&
    (wide.job === null || String(wide.job) === String(narrow.job))
  )
}

/**
 * Whether the candidate's consent holds now for a purpose and scope. The latest event among those whose scope
 * covers the one asked decides: for `{ purpose: 'represent', clientId: 4, job: 9 }` the events of `represent`,
 * `represent` for client 4, and `represent` for client 4 and job 9. A withdrawal at a wider scope thus ends the
 * narrower ones, and a later consent at a narrower scope gives it again for that scope only. An expired term is no
 * consent.
 */
export async function hasConsent(payload: Payload, scope: ConsentScope & { now?: Date; req?: Partial<PayloadRequest> }): Promise<boolean> {
  const clientId = scope.clientId === null || scope.clientId === undefined || scope.clientId === '' ? null : String(scope.clientId)
  const job = scope.job === null || scope.job === undefined ? null : scope.job
  const keys = [scopeKey(scope.purpose)]
  if (clientId !== null) keys.push(scopeKey(scope.purpose, clientId))
  if (job !== null) keys.push(scopeKey(scope.purpose, null, job))
  if (clientId !== null && job !== null) keys.push(scopeKey(scope.purpose, clientId, job))
  const found = await payload.find({
    collection: 'consent-events',
    where: { and: [subjectWhere(scope), { scopeKey: { in: keys } }] },
    sort: ['-at', '-id'],
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req: scope.req,
  })
  const latest = found.docs[0]
  if (!latest) return false
  return stateOf(normalise(latest as unknown as Record<string, unknown>), scope.now ?? new Date()).granted
}
