import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest, type Where } from 'payload'

import { ANONYMISED_APPLICATION, ANONYMOUS } from '@/collections/Candidates/deletion'
import { toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { recordAudit } from '@/lib/audit'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { formatDate } from '@/lib/format'

import { keepUrl } from './links'
import { currentConsents, keepTermMonths } from './record'
import { addMonths } from './purposes'
import { DAY_MS, KEEP_REMINDER_DAYS, WARNED_KINDS, WARNING_DAYS, type RetentionKind } from './rules'

/**
 * The privacy run (docs/PRIVACY.md, "Retention"), the `applyRetention` task of the jobs queue, daily:
 *
 * 1. "Keep me" reminders: consent to keep that ends within KEEP_REMINDER_DAYS gets one email (per consent given).
 * 2. Each switched-on retention rule (collections/RetentionRules): a person whose account it would delete within
 *    WARNING_DAYS gets one warning email; what is due now (and, for accounts, was warned WARNING_DAYS before) is
 *    deleted or anonymised. A legal hold (collections/LegalHolds) keeps a candidate and their applications, or one
 *    application and its candidate's account, out of every rule.
 *
 * Kill -9 safe, as the digests are. Each email is claimed before it leaves (a `privacy-notices` row with a unique
 * key) and marked sent after: at most once, a crash can lose one, never send two. Each removal is one transaction
 * that holds the change and its audit entry together (the candidate's deletion hook runs in it: files are removed
 * after the commit, and a crash between is settled at the next start, lib/db/transactionEvents.ts): a record is
 * removed whole or not at all, and a removed record is not found by the next run, so nothing is done twice.
 * Each run ends with a summary entry in the audit log.
 */
export type RuleDoc = { id: number; kind: RetentionKind; months: number; active?: boolean | null; name?: string | null }
export type RuleCounts = { rule: number; kind: RetentionKind; warn: number; act: number; held: number }
export type RunResult = { reminders: number; rules: RuleCounts[] }

const IN_PROGRESS = ['submitted', 'reviewed', 'shortlisted', 'interview', 'offered']
const BATCH = 200

type Candidate = {
  id: number
  email: string
  fullName?: string | null
  preferredLocale?: string | null
  createdAt: string
  updatedAt: string
  sessions?: { createdAt?: string | null }[] | null
}

async function heldIds(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'legal-holds',
    where: { active: { equals: true } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const candidates = new Set<number>()
  const applications = new Set<number>()
  for (const hold of docs as { candidate?: number | { id: number } | null; application?: number | { id: number } | null }[]) {
    const c = typeof hold.candidate === 'object' && hold.candidate ? hold.candidate.id : hold.candidate
    const a = typeof hold.application === 'object' && hold.application ? hold.application.id : hold.application
    if (c) candidates.add(Number(c))
    if (a) applications.add(Number(a))
  }
  // An application on hold keeps its candidate's account; a candidate on hold keeps their applications.
  if (applications.size) {
    const apps = await payload.find({
      collection: 'applications',
      where: { id: { in: [...applications] } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      select: { candidate: true },
    })
    for (const app of apps.docs as { candidate?: number | null }[]) if (app.candidate) candidates.add(Number(app.candidate))
  }
  return { candidates, applications }
}

/** When the candidate was last active: their latest change or sign-in. */
function lastActive(candidate: Candidate): Date {
  let latest = new Date(candidate.updatedAt).getTime()
  for (const session of candidate.sessions ?? []) {
    if (session.createdAt) latest = Math.max(latest, new Date(session.createdAt).getTime())
  }
  return new Date(latest)
}

/**
 * The candidates a rule of `kind` would delete at `at`, with the day their clock started (`basis`): last activity,
 * or the end of their consent to keep.
 */
async function accountsDue(
  payload: Payload,
  kind: RetentionKind,
  months: number,
  at: Date,
  only?: Only,
): Promise<{ candidate: Candidate; basis: Date }[]> {
  const due: { candidate: Candidate; basis: Date }[] = []
  const cutoff = addMonths(at, -months)
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'candidates',
      where: only?.candidates ? { and: within(only.candidates) } : undefined,
      depth: 0,
      limit: BATCH,
      page,
      sort: 'id',
      overrideAccess: true,
      select: { email: true, fullName: true, preferredLocale: true, createdAt: true, updatedAt: true, sessions: true } as never,
    })
    for (const candidate of found.docs as unknown as Candidate[]) {
      const keep = (await currentConsents(payload, candidate.id, { now: at })).find((s) => s.scopeKey === 'keep')
      if (keep?.granted) continue
      if (kind === 'inactive-candidates') {
        const basis = lastActive(candidate)
        if (basis > cutoff) continue
        const applied = await payload.count({
          collection: 'applications',
          where: { candidate: { equals: candidate.id } },
          overrideAccess: true,
        })
        if (applied.totalDocs === 0) due.push({ candidate, basis })
      } else if (kind === 'consent-ended') {
        if (!keep) continue
        const basis = new Date(keep.expired && keep.expiresAt ? keep.expiresAt : keep.at)
        if (basis > cutoff) continue
        const active = await payload.count({
          collection: 'applications',
          where: { and: [{ candidate: { equals: candidate.id } }, { status: { in: IN_PROGRESS } }] },
          overrideAccess: true,
        })
        if (active.totalDocs === 0) due.push({ candidate, basis })
      }
    }
    if (!found.hasNextPage) break
  }
  return due
}

/** Every document of `collection` that matches all of `and`, by id, read whole with the server's rights. */
async function allMatching(
  payload: Payload,
  collection: 'applications' | 'contact-submissions' | 'job-alerts',
  and: Where[],
  select: Record<string, true>,
): Promise<unknown[]> {
  const found = await payload.find({
    collection,
    where: { and },
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    select: select as never,
  })
  return found.docs
}

async function applicationsDue(payload: Payload, months: number, at: Date, only?: Only) {
  const docs = await allMatching(
    payload,
    'applications',
    [
      { status: { equals: 'rejected' } },
      { statusChangedAt: { less_than_equal: addMonths(at, -months).toISOString() } },
      { fullName: { not_equals: ANONYMOUS } },
      ...within(only?.applications),
    ],
    { candidate: true, cv: true },
  )
  return docs as { id: number; candidate?: number | null; cv?: number | null }[]
}

async function contactMessagesDue(payload: Payload, months: number, at: Date, only?: Only) {
  const docs = await allMatching(
    payload,
    'contact-submissions',
    [{ createdAt: { less_than_equal: addMonths(at, -months).toISOString() } }, ...within(only?.contactMessages)],
    { createdAt: true },
  )
  return (docs as { id: number }[]).map((doc) => Number(doc.id))
}

type CvDue = { id: number; owner: number | null; applications: number[] }

/**
 * CVs not used since `months` before `at`: uploaded before then and sent with no application since; none used by an
 * application in progress or a hire (rejected ones may be: they lose it); the owner holds no consent to keep.
 */
async function cvsDue(payload: Payload, months: number, at: Date, only?: Only): Promise<CvDue[]> {
  const cutoff = addMonths(at, -months)
  const due: CvDue[] = []
  const keeps = new Map<number, boolean>()
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'candidate-cvs',
      where: { and: [{ createdAt: { less_than_equal: cutoff.toISOString() } }, ...within(only?.cvs)] },
      depth: 0,
      limit: BATCH,
      page,
      sort: 'id',
      overrideAccess: true,
      select: { owner: true },
    })
    for (const cv of found.docs as unknown as { id: number; owner?: number | { id: number } | null }[]) {
      const owner = typeof cv.owner === 'object' && cv.owner ? cv.owner.id : (cv.owner ?? null)
      const apps = (
        await payload.find({
          collection: 'applications',
          where: { cv: { equals: cv.id } },
          depth: 0,
          limit: 0,
          pagination: false,
          overrideAccess: true,
          select: { status: true, createdAt: true },
        })
      ).docs as unknown as { id: number; status: string; createdAt: string }[]
      if (apps.some((app) => app.status !== 'rejected' || new Date(app.createdAt) > cutoff)) continue
      if (owner !== null) {
        if (!keeps.has(owner)) {
          const keep = (await currentConsents(payload, owner, { now: at })).find((s) => s.scopeKey === 'keep')
          keeps.set(owner, Boolean(keep?.granted))
        }
        if (keeps.get(owner)) continue
      }
      due.push({ id: cv.id, owner, applications: apps.map((app) => app.id) })
    }
    if (!found.hasNextPage) break
  }
  return due
}

/** Job alerts whose emails have bounced since `months` before `at` (none accepted since: features/alerts/claims.ts). */
async function bouncedAlertsDue(payload: Payload, months: number, at: Date, only?: Only) {
  const docs = await allMatching(
    payload,
    'job-alerts',
    [{ bouncedAt: { less_than_equal: addMonths(at, -months).toISOString() } }, ...within(only?.alerts)],
    { candidate: true },
  )
  return (docs as { id: number; candidate?: number | { id: number } | null }[]).map((alert) => ({
    id: alert.id,
    candidate: typeof alert.candidate === 'object' && alert.candidate ? alert.candidate.id : (alert.candidate ?? null),
  }))
}

const warnKey = (rule: number, candidate: number, basis: Date) => `warn:${rule}:${candidate}:${basis.toISOString()}`

/** One email, at most once: the claim (a unique row) first; a second claim of the same key fails and sends nothing. */
async function claimNotice(payload: Payload, data: Record<string, unknown>): Promise<number | null> {
  try {
    const doc = await payload.create({ collection: 'privacy-notices', data: data as never, overrideAccess: true, depth: 0 })
    return Number(doc.id)
  } catch {
    return null
  }
}

async function markSent(payload: Payload, id: number, at: Date) {
  await payload.update({ collection: 'privacy-notices', id, data: { sentAt: at.toISOString() }, overrideAccess: true, depth: 0 })
}

/** An email asking the candidate to keep their profile, in their language, with the button that does it. */
async function sendKeepEmail(
  payload: Payload,
  candidate: Candidate,
  write: (
    t: ReturnType<typeof translator<'ConsentRecord'>>,
    brand: string,
    locale: Locale,
  ) => { subject: string; body: string; button: string },
) {
  const locale = toLocale(candidate.preferredLocale)
  const { subject, body, button } = write(translator(locale, 'ConsentRecord'), brandName(locale), locale)
  const html = emailHtml(locale, body, { href: keepUrl(candidate, locale), label: button })
  await payload.sendEmail({ to: candidate.email, subject, html })
}

/** One change and its audit entry in one transaction. */
async function atomically(payload: Payload, work: (req: PayloadRequest) => Promise<void>) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await work(req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Deletes one document and records why in the audit log, in one transaction. */
function deleteAudited(
  payload: Payload,
  collection: 'candidates' | 'job-alerts' | 'contact-submissions',
  id: number,
  action: string,
  details: Record<string, unknown>,
) {
  return atomically(payload, async (req) => {
    await payload.delete({ collection, id, overrideAccess: true, req })
    await recordAudit(payload, { actor: null, action, target: { collection, id }, details, req })
  })
}

async function sendReminders(payload: Payload, now: Date, months: number, only?: Only): Promise<number> {
  const horizon = new Date(now.getTime() + KEEP_REMINDER_DAYS * DAY_MS)
  const { docs } = await payload.find({
    collection: 'consent-events',
    where: {
      and: [
        { purpose: { equals: 'keep' } },
        { action: { equals: 'granted' } },
        { expiresAt: { greater_than: now.toISOString() } },
        { expiresAt: { less_than_equal: horizon.toISOString() } },
        ...(only?.candidates ? [{ candidate: { in: only.candidates.length ? only.candidates : [-1] } }] : []),
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  let sent = 0
  for (const event of docs as { id: number; candidate: number; expiresAt: string }[]) {
    // Only the consent that is current: one renewed or withdrawn since needs no reminder.
    const keep = (await currentConsents(payload, event.candidate, { now })).find((s) => s.scopeKey === 'keep')
    if (!keep?.granted || String(keep.latest.id) !== String(event.id)) continue
    const candidate = (await payload.findByID({
      collection: 'candidates',
      id: event.candidate,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as Candidate | null
    if (!candidate) continue
    const notice = await claimNotice(payload, {
      key: `keep:${event.id}`,
      kind: 'keep-reminder',
      candidate: candidate.id,
      dueAt: event.expiresAt,
    })
    if (notice === null) continue
    await sendKeepEmail(payload, candidate, (t, brand, locale) => ({
      subject: t('email.reminderSubject', { brand }),
      body: t('email.reminderBody', { name: candidate.fullName ?? '', brand, until: formatDate(event.expiresAt, locale), months }),
      button: t('email.reminderButton'),
    }))
    await markSent(payload, notice, now)
    sent++
  }
  return sent
}

/** `only`: the records a run may look at (tests share one database with other files; production passes none). */
/**
 * Addresses without an account whose consent record is due: no job alert of theirs is left (a visitor's consent is
 * only ever for job alerts), and their latest event is `months` old. Lower-case, as the record keeps them.
 */
async function visitorConsentsDue(payload: Payload, months: number, at: Date, only?: Only): Promise<string[]> {
  const before = addMonths(at, -months).toISOString()
  const visitor: Where[] = [
    { candidate: { exists: false } },
    { email: { exists: true } },
    ...(only?.visitors ? [{ email: { in: only.visitors.length ? only.visitors : ['-'] } }] : []),
  ]
  const emails = async (when: Where) =>
    new Set(
      (
        await payload.find({
          collection: 'consent-events',
          where: { and: [...visitor, when] },
          depth: 0,
          limit: 0,
          pagination: false,
          overrideAccess: true,
          select: { email: true },
        })
      ).docs.flatMap((doc) => ((doc as { email?: string | null }).email ? [String((doc as { email: string }).email)] : [])),
    )
  // An address with any event after the cut-off is not due, whatever its older events.
  const recent = await emails({ at: { greater_than: before } })
  const due: string[] = []
  for (const email of await emails({ at: { less_than_equal: before } })) {
    if (recent.has(email)) continue
    const alerts = await payload.count({ collection: 'job-alerts', where: { email: { equals: email } }, overrideAccess: true })
    if (alerts.totalDocs === 0) due.push(email)
  }
  return due
}

export type Only = {
  candidates?: number[]
  applications?: number[]
  contactMessages?: number[]
  cvs?: number[]
  alerts?: number[]
  /** Visitors' addresses (the `visitor-consents` rule). */
  visitors?: string[]
}
export type RunOptions = { now?: Date; dryRun?: boolean; onItem?: (what: string) => void; only?: Only }

/** A run limited by `only` looks at nothing of a kind `only` does not list (a new kind never reaches further). */
const strict = (only?: Only): Only | undefined =>
  only && {
    candidates: only.candidates ?? [],
    applications: only.applications ?? [],
    contactMessages: only.contactMessages ?? [],
    cvs: only.cvs ?? [],
    alerts: only.alerts ?? [],
    visitors: only.visitors ?? [],
  }

// An empty list matches nothing (`in: []` is not a query every adapter takes).
const within = (ids: number[] | undefined) => (ids ? [ids.length ? { id: { in: ids } } : { id: { equals: -1 } }] : [])

/** What each rule will do at a run at `now` (counts only, never names), or does it (not `dryRun`). */
export async function applyRetention(
  payload: Payload,
  { now = new Date(), dryRun = false, onItem, only: given }: RunOptions = {},
): Promise<RunResult> {
  const only = strict(given)
  const months = await keepTermMonths(payload)
  const reminders = dryRun ? 0 : await sendReminders(payload, now, months, only)
  const rules = (
    await payload.find({
      collection: 'retention-rules',
      where: { active: { equals: true } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      sort: 'id',
    })
  ).docs as unknown as RuleDoc[]
  const held = await heldIds(payload)
  const counts: RuleCounts[] = []
  for (const rule of rules) counts.push(await runRule(payload, rule, held, { now, dryRun, onItem, only }))
  if (!dryRun) {
    await recordAudit(payload, { actor: null, action: 'retention.run', details: { at: now.toISOString(), reminders, rules: counts } })
  }
  return { reminders, rules: counts }
}

/** The dry run of every rule, switched on or not (the privacy officer's view). */
export async function retentionPlan(
  payload: Payload,
  now = new Date(),
  given?: Only,
): Promise<(RuleCounts & { name: string; active: boolean; months: number })[]> {
  const only = strict(given)
  const rules = (
    await payload.find({ collection: 'retention-rules', depth: 0, limit: 0, pagination: false, overrideAccess: true, sort: 'id' })
  ).docs as unknown as RuleDoc[]
  const held = await heldIds(payload)
  const plan = []
  for (const rule of rules) {
    plan.push({
      ...(await runRule(payload, rule, held, { now, dryRun: true, only })),
      name: rule.name ?? '',
      active: Boolean(rule.active),
      months: rule.months,
    })
  }
  return plan
}

async function runRule(
  payload: Payload,
  rule: RuleDoc,
  held: { candidates: Set<number>; applications: Set<number> },
  { now, dryRun, onItem, only }: Required<Pick<RunOptions, 'now' | 'dryRun'>> & Pick<RunOptions, 'onItem' | 'only'>,
): Promise<RuleCounts> {
  const counts: RuleCounts = { rule: rule.id, kind: rule.kind, warn: 0, act: 0, held: 0 }
  const details = { rule: rule.id, kind: rule.kind }
  /** Each item due: counted as held (and left) or acted on; the work (its own transaction) is skipped on a dry run. */
  const actOn = async <T>(
    items: Iterable<T>,
    isHeld: (item: T) => boolean,
    work: (item: T) => Promise<void>,
    done: (item: T) => string,
  ) => {
    for (const item of items) {
      if (isHeld(item)) {
        counts.held++
        continue
      }
      counts.act++
      if (dryRun) continue
      await work(item)
      onItem?.(done(item))
    }
  }
  if (WARNED_KINDS.includes(rule.kind)) {
    // Warn who will be due within WARNING_DAYS; act on who is due now and was warned that long ago.
    const soon = await accountsDue(payload, rule.kind, rule.months, new Date(now.getTime() + WARNING_DAYS * DAY_MS), only)
    const dueNow = new Set<number>()
    for (const { candidate, basis } of soon) {
      if (held.candidates.has(candidate.id)) {
        counts.held++
        continue
      }
      const key = warnKey(rule.id, candidate.id, basis)
      const notice = (
        await payload.find({ collection: 'privacy-notices', where: { key: { equals: key } }, depth: 0, limit: 1, overrideAccess: true })
      ).docs[0] as { id: number; dueAt?: string | null } | undefined
      if (notice) {
        if (notice.dueAt && new Date(notice.dueAt) <= now) dueNow.add(candidate.id)
        continue
      }
      counts.warn++
      if (dryRun) continue
      const dueAt = new Date(Math.max(addMonths(basis, rule.months).getTime(), now.getTime() + WARNING_DAYS * DAY_MS))
      const claimed = await claimNotice(payload, {
        key,
        kind: 'retention-warning',
        candidate: candidate.id,
        rule: rule.id,
        dueAt: dueAt.toISOString(),
      })
      if (claimed === null) continue
      await sendKeepEmail(payload, candidate, (t, brand, locale) => ({
        subject: t('email.warningSubject', { brand, date: formatDate(dueAt.toISOString(), locale) }),
        body: t('email.warningBody', { name: candidate.fullName ?? '', brand, date: formatDate(dueAt.toISOString(), locale) }),
        button: t('email.warningButton'),
      }))
      await markSent(payload, claimed, now)
      onItem?.(`warned ${candidate.id}`)
    }
    await actOn(
      dueNow,
      () => false,
      (id) => deleteAudited(payload, 'candidates', id, 'retention.account-deleted', details),
      (id) => `deleted candidate ${id}`,
    )
  } else if (rule.kind === 'rejected-applications') {
    await actOn(
      await applicationsDue(payload, rule.months, now, only),
      (app) => held.applications.has(app.id) || Boolean(app.candidate && held.candidates.has(Number(app.candidate))),
      (app) => atomically(payload, (req) => anonymiseApplication(req, app, details)),
      (app) => `anonymised application ${app.id}`,
    )
  } else if (rule.kind === 'unused-cvs') {
    await actOn(
      await cvsDue(payload, rule.months, now, only),
      (cv) => (cv.owner !== null && held.candidates.has(cv.owner)) || cv.applications.some((id) => held.applications.has(id)),
      (cv) => atomically(payload, (req) => deleteCv(req, cv, details)),
      (cv) => `deleted cv ${cv.id}`,
    )
  } else if (rule.kind === 'bounced-alerts') {
    await actOn(
      await bouncedAlertsDue(payload, rule.months, now, only),
      (alert) => alert.candidate !== null && held.candidates.has(Number(alert.candidate)),
      (alert) => deleteAudited(payload, 'job-alerts', alert.id, 'retention.alert-deleted', details),
      (alert) => `deleted alert ${alert.id}`,
    )
  } else if (rule.kind === 'visitor-consents') {
    await actOn(
      await visitorConsentsDue(payload, rule.months, now, only),
      () => false,
      (email) =>
        atomically(payload, async (req) => {
          const gone = await payload.delete({
            collection: 'consent-events',
            where: { and: [{ candidate: { exists: false } }, { email: { equals: email } }] },
            overrideAccess: true,
            req,
            context: { consentErasure: true },
          })
          // No address in the audit log: the record is erased; the count says what went.
          await recordAudit(payload, {
            actor: null,
            action: 'retention.visitor-consent-deleted',
            details: { ...details, events: gone.docs.length },
            req,
          })
        }),
      () => 'deleted a visitor’s consent record',
    )
  } else if (rule.kind === 'contact-messages') {
    await actOn(
      await contactMessagesDue(payload, rule.months, now, only),
      () => false,
      (id) => deleteAudited(payload, 'contact-submissions', id, 'retention.contact-message-deleted', details),
      (id) => `deleted contact message ${id}`,
    )
  }
  return counts
}

/**
 * An application past its rule: as a deleted candidate's (collections/Candidates/deletion.ts), it keeps its job,
 * dates and statuses for the statistics and loses whatever names the person: its fields, its interviews, the
 * emails, notes and interview entries of its timeline, the search text; the CV sent with it goes (file included)
 * unless it is also the candidate's profile CV or was sent with another application.
 */
async function anonymiseApplication(
  req: PayloadRequest,
  app: { id: number; candidate?: number | null; cv?: number | null },
  details: Record<string, unknown>,
) {
  const { payload } = req
  await payload.db.updateOne({
    collection: 'applications',
    id: app.id,
    data: {
      ...ANONYMISED_APPLICATION,
      searchText: null,
      internalNotes: null,
    },
    req,
    returning: false,
  })
  await payload.delete({ collection: 'interviews', where: { application: { equals: app.id } }, overrideAccess: true, req })
  await payload.delete({
    collection: 'application-activities',
    where: { and: [{ application: { equals: app.id } }, { kind: { in: ['email', 'note', 'interview'] } }] },
    overrideAccess: true,
    req,
  })
  let cvDeleted = false
  if (app.cv) {
    const others = await payload.count({ collection: 'applications', where: { cv: { equals: app.cv } }, overrideAccess: true, req })
    const profileCv = app.candidate
      ? await payload.count({
          collection: 'candidates',
          where: { and: [{ id: { equals: app.candidate } }, { cv: { equals: app.cv } }] },
          overrideAccess: true,
          req,
        })
      : { totalDocs: 0 }
    if (others.totalDocs === 0 && profileCv.totalDocs === 0) {
      await payload.delete({ collection: 'candidate-cvs', id: app.cv, overrideAccess: true, req, context: { deletingCandidate: true } })
      cvDeleted = true
    }
  }
  await recordAudit(payload, {
    actor: null,
    action: 'retention.application-anonymised',
    target: { collection: 'applications', id: app.id },
    details: { ...details, cvDeleted },
    req,
  })
}

/**
 * A CV past the `unused-cvs` rule: the rejected applications sent with it and the profile (if it is the profile's
 * CV) let go of it, then the row goes and, once the transaction has committed, its file (disk or bucket). Written
 * under the database's own update, so the account's "last active" date is not moved by it.
 */
async function deleteCv(req: PayloadRequest, cv: CvDue, details: Record<string, unknown>) {
  const { payload } = req
  for (const id of cv.applications) {
    await payload.db.updateOne({ collection: 'applications', id, data: { cv: null }, req, returning: false })
  }
  if (cv.owner !== null) {
    const profile = await payload.count({
      collection: 'candidates',
      where: { and: [{ id: { equals: cv.owner } }, { cv: { equals: cv.id } }] },
      overrideAccess: true,
      req,
    })
    if (profile.totalDocs > 0)
      await payload.db.updateOne({ collection: 'candidates', id: cv.owner, data: { cv: null }, req, returning: false })
  }
  await payload.delete({ collection: 'candidate-cvs', id: cv.id, overrideAccess: true, req, context: { deletingCandidate: true } })
  await recordAudit(payload, {
    actor: null,
    action: 'retention.cv-deleted',
    target: { collection: 'candidate-cvs', id: cv.id },
    details: { ...details, applications: cv.applications.length },
    req,
  })
}
