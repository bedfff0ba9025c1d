import { existsSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it, vi } from 'vitest'

import { sendDueDigests } from '@/features/alerts/digest'
import { addMonths, hasConsent, recordConsent, withdrawConsent } from '@/features/consent'
import { candidateByKeepLink, renewKeep } from '@/features/consent/keep'
import { keepToken } from '@/features/consent/links'
import { applyRetention, retentionPlan } from '@/features/consent/retention'
import { deleteOwnAccount } from '@/features/privacy/accountDeletion'
import { funnelCounts } from '@/features/recruiting/dashboard'
import { env } from '@/lib/env'

import { makeCvPdf } from '../fixtures/cv'
import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, mailbox, ownedJob, staffMember } from './helpers/recruiting'

/**
 * Issue 29: consent to keep with its "keep me" reminder, and the retention rules, on a controllable clock (`now`).
 * The run is limited to this file's records (`only`): the integration files share one database.
 */
const DAY = 86_400_000
const rules: number[] = []

async function rule(kind: string, months: number) {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'retention-rules',
    data: { name: `Test ${kind}`, kind: kind as never, months, active: true },
    overrideAccess: true,
  })
  rules.push(doc.id)
  return doc.id
}

const mailsTo = async (to: string) => (await mailbox()).filter((mail) => JSON.stringify(mail.to).includes(to))

afterAll(async () => {
  const payload = await getTestPayload()
  if (rules.length) await payload.delete({ collection: 'retention-rules', where: { id: { in: rules } }, overrideAccess: true })
})

describe('consent to keep and its reminder', () => {
  // The file's first test also waits for Payload to start (migrations and seed on a fresh database).
  it('reminds once, 30 days before the term ends, and a "keep me" click renews it', { timeout: 180_000 }, async () => {
    const payload = await getTestPayload()
    const who = await applicant('keep-reminder@example.com')
    await payload.update({ collection: 'candidates', id: who.id, data: { preferredLocale: 'ar' }, overrideAccess: true })
    const given = new Date()
    const keep = await recordConsent(payload, { candidate: who.id, purpose: 'keep', language: 'ar', method: 'signup', at: given })
    const ends = new Date(keep.expiresAt!)
    expect(ends.toISOString()).toBe(addMonths(given, 24).toISOString())
    const only = { candidates: [who.id] }

    expect((await applyRetention(payload, { now: new Date(ends.getTime() - 31 * DAY), only })).reminders).toBe(0)
    expect(await mailsTo(who.email)).toHaveLength(0)
    expect((await applyRetention(payload, { now: new Date(ends.getTime() - 29 * DAY), only })).reminders).toBe(1)
    expect((await applyRetention(payload, { now: new Date(ends.getTime() - 28 * DAY), only })).reminders).toBe(0)
    const mails = await mailsTo(who.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toMatch(/[\u0600-\u06ff]/)
    const link = /href="([^"]*\/ar\/keep-profile\?c=(\d+)&(?:amp;|#38;)?t=([\w-]+))"/.exec(String(mails[0]!.html))
    expect(link, String(mails[0]!.html)).not.toBeNull()
    const [, , c, t] = link!
    expect(t).toBe(keepToken(who))

    // A wrong token names no one; the right one renews for a new term from the click.
    expect(await candidateByKeepLink(payload, String(who.id), 'x'.repeat(43))).toBeNull()
    const me = await candidateByKeepLink(payload, c, t)
    expect(me?.id).toBe(who.id)
    const clicked = new Date(ends.getTime() - 20 * DAY)
    const renewed = await renewKeep(payload, me!, 'ar', clicked)
    expect(renewed).toBe(addMonths(clicked, 24).toISOString())
    expect(await hasConsent(payload, { candidate: who.id, purpose: 'keep', now: new Date(ends.getTime() + DAY) })).toBe(true)
    // No reminder for the old term any more; the new term gets its own, once.
    expect((await applyRetention(payload, { now: new Date(ends.getTime() - 10 * DAY), only })).reminders).toBe(0)
    const newEnd = new Date(renewed!)
    expect((await applyRetention(payload, { now: new Date(newEnd.getTime() - 5 * DAY), only })).reminders).toBe(1)
    expect(await mailsTo(who.email)).toHaveLength(2)
  })
})

describe('retention rules', () => {
  it('warns 14 days before, once, deletes when due, and a legal hold stops it; each run is audited', async () => {
    const payload = await getTestPayload()
    const admin = await staffMember('retention-admin@example.com', ['admin'])
    const gone = await applicant('retention-inactive@example.com')
    const held = await applicant('retention-held@example.com')
    const kept = await applicant('retention-kept@example.com')
    await recordConsent(payload, { candidate: kept.id, purpose: 'keep', language: 'en', method: 'signup' })
    const hold = await rest('POST', '/legal-holds', {
      headers: admin.auth,
      body: { candidate: held.id, reason: 'Labour court case 2026/118' },
    })
    expect(hold.status, await hold.clone().text()).toBe(201)
    const ruleId = await rule('inactive-candidates', 6)
    const only = { candidates: [gone.id, held.id, kept.id] }
    const due = addMonths(new Date(), 6)
    const at = (days: number) => new Date(due.getTime() + days * DAY)
    const mine = (result: Awaited<ReturnType<typeof applyRetention>>) => result.rules.find((r) => r.rule === ruleId)!

    expect(mine(await applyRetention(payload, { now: at(-15), only }))).toMatchObject({ warn: 0, act: 0 })
    // The dry run counts what the run will do, and changes nothing.
    const plan = (await retentionPlan(payload, at(-13), only)).find((r) => r.rule === ruleId)!
    expect(plan).toMatchObject({ warn: 1, act: 0, active: true })
    expect(await mailsTo(gone.email)).toHaveLength(0)

    expect(mine(await applyRetention(payload, { now: at(-13), only }))).toMatchObject({ warn: 1, act: 0, held: 1 })
    expect(mine(await applyRetention(payload, { now: at(-12), only }))).toMatchObject({ warn: 0, act: 0 })
    expect(await mailsTo(gone.email)).toHaveLength(1)
    expect(await mailsTo(held.email)).toHaveLength(0)
    expect(await mailsTo(kept.email)).toHaveLength(0)
    // Not before the 14 days are over.
    expect(mine(await applyRetention(payload, { now: at(0), only }))).toMatchObject({ act: 0 })
    expect(await payload.count({ collection: 'candidates', where: { id: { equals: gone.id } } })).toMatchObject({ totalDocs: 1 })
    expect(mine(await applyRetention(payload, { now: at(1), only }))).toMatchObject({ act: 1, held: 1 })
    const left = await payload.find({ collection: 'candidates', where: { id: { in: only.candidates } }, depth: 0 })
    expect(left.docs.map((d) => d.id).sort()).toEqual([held.id, kept.id].sort())
    // The CV went with the account.
    expect(existsSync(path.join(env.uploadDir, 'candidate-cvs', gone.cv.filename))).toBe(false)

    const audit = await payload.find({
      collection: 'audit-events',
      where: { and: [{ action: { equals: 'retention.account-deleted' } }, { targetId: { equals: String(gone.id) } }] },
      depth: 0,
    })
    expect(audit.totalDocs).toBe(1)
    expect(JSON.stringify(audit.docs[0])).not.toContain(gone.email)
    expect((await payload.count({ collection: 'audit-events', where: { action: { equals: 'retention.run' } } })).totalDocs).toBeGreaterThan(
      0,
    )

    // The hold lifted, the rule reaches them too (after their own warning).
    const holdId = ((await hold.json()) as { doc: { id: number } }).doc.id
    expect((await rest('PATCH', `/legal-holds/${holdId}`, { headers: admin.auth, body: { active: false } })).status).toBe(200)
    expect((await rest('DELETE', `/legal-holds/${holdId}`, { headers: admin.auth })).status).toBe(403)
    expect(mine(await applyRetention(payload, { now: at(2), only }))).toMatchObject({ warn: 1, held: 0 })
  })

  it('anonymises rejected applications, keeps the dashboard counts, and removes the CV sent with them from disk', async () => {
    const payload = await getTestPayload()
    const recruiter = await staffMember('retention-recruiter@example.com', ['recruiter'])
    const job = await ownedJob(recruiter.id)
    const who = await applicant('retention-rejected@example.com', { fullName: 'Sara Rejected' })
    const data = Buffer.from(await makeCvPdf(['Sara Rejected', 'Jeddah']))
    const cv = await payload.create({
      collection: 'candidate-cvs',
      data: { purpose: 'application' } as never,
      file: { data, mimetype: 'application/pdf', name: 'for-this-job.pdf', size: data.length },
      user: { ...(await payload.findByID({ collection: 'candidates', id: who.id, depth: 0 })), collection: 'candidates' } as never,
      overrideAccess: false,
      depth: 0,
    })
    const response = await rest('POST', '/applications', {
      headers: who.auth,
      body: {
        job,
        cv: cv.id,
        fullName: 'Sara Rejected',
        phoneNumber: '+966 50 123 4567',
        city: 'Jeddah',
        state: 'Makkah',
        skills: 'Payroll',
      },
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const application = ((await response.json()) as { doc: { id: number } }).doc.id
    await payload.update({ collection: 'applications', id: application, data: { status: 'rejected' }, overrideAccess: true })
    const heldApp = await applicant('retention-rejected-held@example.com')
    const response2 = await rest('POST', '/applications', {
      headers: heldApp.auth,
      body: {
        job,
        cv: heldApp.cv.id,
        fullName: 'Held Person',
        phoneNumber: '+966 50 123 4567',
        city: 'Jeddah',
        state: 'Makkah',
        skills: 'Payroll',
      },
    })
    const application2 = ((await response2.json()) as { doc: { id: number } }).doc.id
    await payload.update({ collection: 'applications', id: application2, data: { status: 'rejected' }, overrideAccess: true })
    await payload.create({
      collection: 'legal-holds',
      data: { application: application2, reason: 'Discrimination complaint' },
      overrideAccess: true,
    })

    const before = (await funnelCounts(payload, [job])).get(job)
    const file = path.join(env.uploadDir, 'candidate-cvs', String(cv.filename))
    expect(existsSync(file)).toBe(true)
    const ruleId = await rule('rejected-applications', 12)
    const only = { applications: [application, application2] }
    const now = addMonths(new Date(), 12)
    expect(
      (await applyRetention(payload, { now: new Date(now.getTime() - DAY), only })).rules.find((r) => r.rule === ruleId),
    ).toMatchObject({ act: 0 })
    expect(
      (await applyRetention(payload, { now: new Date(now.getTime() + DAY), only })).rules.find((r) => r.rule === ruleId),
    ).toMatchObject({
      act: 1,
      held: 1,
    })
    const after = await payload.findByID({ collection: 'applications', id: application, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ fullName: '—', phoneNumber: '—', city: '—', candidate: null, cv: null, status: 'rejected', job })
    expect((await payload.findByID({ collection: 'applications', id: application2, depth: 0 })).fullName).toBe('Held Person')
    expect((await funnelCounts(payload, [job])).get(job)).toEqual(before)
    await expect.poll(() => existsSync(file)).toBe(false)
    expect(await payload.count({ collection: 'candidate-cvs', where: { id: { equals: cv.id } } })).toMatchObject({ totalDocs: 0 })
    // The account stays, and a second run does nothing more.
    expect(await payload.count({ collection: 'candidates', where: { id: { equals: who.id } } })).toMatchObject({ totalDocs: 1 })
    expect(
      (await applyRetention(payload, { now: new Date(now.getTime() + 2 * DAY), only })).rules.find((r) => r.rule === ruleId),
    ).toMatchObject({ act: 0 })
  })
})

describe('retention rules for CVs and job alerts (issue 29)', () => {
  it('deletes CVs not used for N months, file included, unless kept by consent, an application in progress or a hold', async () => {
    const payload = await getTestPayload()
    const recruiter = await staffMember('retention-cvs-recruiter@example.com', ['recruiter'])
    const job = await ownedJob(recruiter.id)
    const idle = await applicant('retention-cv-idle@example.com')
    const kept = await applicant('retention-cv-kept@example.com')
    const busy = await applicant('retention-cv-busy@example.com')
    const held = await applicant('retention-cv-held@example.com')
    await recordConsent(payload, { candidate: kept.id, purpose: 'keep', language: 'ar', method: 'signup' })
    await applyTo(busy, job)
    await payload.create({ collection: 'legal-holds', data: { candidate: held.id, reason: 'Tribunal file 77' }, overrideAccess: true })
    const ruleId = await rule('unused-cvs', 6)
    const people = [idle, kept, busy, held]
    const only = { cvs: people.map((p) => p.cv.id) }
    const due = addMonths(new Date(), 6)
    const mine = (result: Awaited<ReturnType<typeof applyRetention>>) => result.rules.find((r) => r.rule === ruleId)!
    const file = path.join(env.uploadDir, 'candidate-cvs', idle.cv.filename)
    expect(existsSync(file)).toBe(true)

    expect(mine(await applyRetention(payload, { now: new Date(due.getTime() - DAY), only }))).toMatchObject({ act: 0, held: 0 })
    expect((await retentionPlan(payload, new Date(due.getTime() + DAY), only)).find((r) => r.rule === ruleId)).toMatchObject({
      warn: 0,
      act: 1,
      held: 1,
    })
    expect(mine(await applyRetention(payload, { now: new Date(due.getTime() + DAY), only }))).toMatchObject({ act: 1, held: 1 })
    const left = await payload.find({ collection: 'candidate-cvs', where: { id: { in: only.cvs } }, depth: 0 })
    expect(left.docs.map((d) => d.id).sort()).toEqual([kept.cv.id, busy.cv.id, held.cv.id].sort())
    await expect.poll(() => existsSync(file)).toBe(false)
    // The account stays, its profile without a CV; the removal is audited without a name.
    const account = await payload.findByID({ collection: 'candidates', id: idle.id, depth: 0, overrideAccess: true })
    expect(account.cv ?? null).toBeNull()
    const audit = await payload.find({
      collection: 'audit-events',
      where: { and: [{ action: { equals: 'retention.cv-deleted' } }, { targetId: { equals: String(idle.cv.id) } }] },
      depth: 0,
    })
    expect(audit.totalDocs).toBe(1)
    expect(JSON.stringify(audit.docs[0])).not.toContain(idle.email)
    // The next run has nothing more to do.
    expect(mine(await applyRetention(payload, { now: new Date(due.getTime() + 2 * DAY), only }))).toMatchObject({ act: 0 })
  })

  it(
    'marks an alert whose digest bounces, not one refused for a passing reason, and deletes it N months later',
    { timeout: 180_000 },
    async () => {
      const payload = await getTestPayload()
      const recruiter = await staffMember('retention-bounce-recruiter@example.com', ['recruiter'])
      await ownedJob(recruiter.id, { title: 'Bouncewort Technician', titleAr: 'فني اختبار الارتداد' })
      const since = new Date(Date.now() - 2 * DAY).toISOString()
      const make = (email: string) =>
        payload.create({
          collection: 'job-alerts',
          overrideAccess: true,
          data: {
            email,
            locale: 'en',
            frequency: 'daily',
            q: 'bouncewort',
            searchKey: 'set-by-hook',
            status: 'active',
            confirmedAt: since,
            digestThrough: since,
            nextDigestAt: new Date(Date.now() - 60_000).toISOString(),
          },
        })
      const gone = await make('no-such-mailbox@example.com')
      const busy = await make('busy-server@example.com')
      const send = payload.sendEmail.bind(payload)
      const spy = vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
        const to = String((message as { to?: unknown }).to)
        if (to === gone.email) {
          throw Object.assign(new Error("Can't send mail"), {
            responseCode: 550,
            response: '550 5.1.1 <no-such-mailbox@example.com>: user unknown',
          })
        }
        if (to === busy.email) throw Object.assign(new Error('Try later'), { responseCode: 421, response: '421 4.7.0 Try again later' })
        return send(message)
      })
      try {
        await sendDueDigests(payload)
      } finally {
        spy.mockRestore()
      }
      const bounced = await payload.findByID({ collection: 'job-alerts', id: gone.id, depth: 0, overrideAccess: true })
      expect(bounced.bouncedAt).toBeTruthy()
      // Not tried again for this window (the address does not exist); the passing refusal keeps its window open.
      expect(new Date(bounced.digestThrough!).getTime()).toBeGreaterThan(new Date(since).getTime())
      const waiting = await payload.findByID({ collection: 'job-alerts', id: busy.id, depth: 0, overrideAccess: true })
      expect(waiting.bouncedAt ?? null).toBeNull()
      expect(waiting.digestThrough).toBe(since)

      const ruleId = await rule('bounced-alerts', 1)
      const only = { alerts: [gone.id, busy.id] }
      const due = addMonths(new Date(bounced.bouncedAt!), 1)
      const mine = (result: Awaited<ReturnType<typeof applyRetention>>) => result.rules.find((r) => r.rule === ruleId)!
      expect(mine(await applyRetention(payload, { now: new Date(due.getTime() - DAY), only }))).toMatchObject({ act: 0 })
      expect(mine(await applyRetention(payload, { now: new Date(due.getTime() + DAY), only }))).toMatchObject({ act: 1 })
      const left = await payload.find({ collection: 'job-alerts', where: { id: { in: only.alerts } }, depth: 0, overrideAccess: true })
      expect(left.docs.map((d) => d.id)).toEqual([busy.id])
      const audit = await payload.count({
        collection: 'audit-events',
        where: { and: [{ action: { equals: 'retention.alert-deleted' } }, { targetId: { equals: String(gone.id) } }] },
      })
      expect(audit.totalDocs).toBe(1)
      await payload.delete({ collection: 'job-alerts', id: busy.id, overrideAccess: true })
    },
  )

  it('audits a candidate’s own deletion of their account, without their name or email', async () => {
    const payload = await getTestPayload()
    const who = await applicant('retention-self-delete@example.com', { fullName: 'Maha Selfdelete' })
    // Made first: SQLite may give a deleted account's id to the next one.
    const other = await applicant('retention-self-delete-wrong@example.com')
    const result = await deleteOwnAccount(payload, { id: who.id }, { password: 'olive grove at dawn 42' })
    expect(result.ok).toBe(true)
    const audit = await payload.find({
      collection: 'audit-events',
      where: { and: [{ action: { equals: 'privacy.account-self-deleted' } }, { targetId: { equals: String(who.id) } }] },
      depth: 0,
    })
    expect(audit.totalDocs).toBe(1)
    expect(audit.docs[0]).toMatchObject({ actorCollection: 'candidates', actorId: String(who.id), targetCollection: 'candidates' })
    expect(JSON.stringify(audit.docs[0])).not.toMatch(/retention-self-delete|Selfdelete/)
    // A wrong password deletes nothing and audits nothing.
    expect(await deleteOwnAccount(payload, { id: other.id }, { password: 'not the password at all' })).toMatchObject({ ok: false })
    expect(
      (
        await payload.count({
          collection: 'audit-events',
          where: { and: [{ action: { equals: 'privacy.account-self-deleted' } }, { targetId: { equals: String(other.id) } }] },
        })
      ).totalDocs,
    ).toBe(0)
  })
  it('audits an admin’s deletion of a candidate with who did it, and never the candidate’s name or email', async () => {
    const payload = await getTestPayload()
    const admin = await staffMember('retention-admin-deleter@example.com', ['admin'])
    const who = await applicant('retention-staff-delete@example.com', { fullName: 'Noura Staffdelete' })
    // Made first: SQLite may give a deleted account's id to the next one.
    const recruiter = await staffMember('retention-recruiter-deleter@example.com', ['recruiter'])
    const kept = await applicant('retention-staff-kept@example.com')
    const response = await rest('DELETE', `/candidates/${who.id}`, { headers: admin.auth })
    expect(response.status).toBe(200)
    const audit = await payload.find({
      collection: 'audit-events',
      where: { and: [{ action: { equals: 'privacy.account-deleted-by-staff' } }, { targetId: { equals: String(who.id) } }] },
      depth: 0,
    })
    expect(audit.totalDocs).toBe(1)
    expect(audit.docs[0]).toMatchObject({ actorCollection: 'users', actorId: String(admin.id), targetCollection: 'candidates' })
    expect(JSON.stringify(audit.docs[0])).not.toMatch(/retention-staff-delete|Staffdelete/)
    // A recruiter may not delete a candidate: nothing goes, nothing is audited.
    expect((await rest('DELETE', `/candidates/${kept.id}`, { headers: recruiter.auth })).status).toBe(403)
    const none = await payload.count({
      collection: 'audit-events',
      where: { and: [{ action: { equals: 'privacy.account-deleted-by-staff' } }, { targetId: { equals: String(kept.id) } }] },
    })
    expect(none.totalDocs).toBe(0)
  })
  it('deletes a visitor’s consent record once their last alert is gone and its latest event is past the rule', async () => {
    const payload = await getTestPayload()
    await rule('visitor-consents', 36)
    const now = new Date()
    const ago = (months: number) => addMonths(now, -months)
    const gone = 'visitor-consent-gone@example.com'
    const alerting = 'visitor-consent-alerting@example.com'
    const recent = 'visitor-consent-recent@example.com'
    for (const email of [gone, alerting, recent]) {
      await recordConsent(payload, { email, purpose: 'alerts', language: 'ar', method: 'email-link', at: ago(40) })
    }
    await withdrawConsent(payload, { email: gone, purpose: 'alerts', language: 'ar', method: 'email-link', at: ago(37) })
    await withdrawConsent(payload, { email: recent, purpose: 'alerts', language: 'en', method: 'email-link', at: ago(1) })
    // Still subscribed: an alert of theirs is live, so the proof of their consent stays however old.
    const alert = await payload.create({
      collection: 'job-alerts',
      overrideAccess: true,
      data: { email: alerting, locale: 'en', frequency: 'weekly', q: 'visitorwort', searchKey: 'set-by-hook', status: 'active' },
    })
    const only = { visitors: [gone, alerting, recent] }
    const eventsOf = async (email: string) =>
      (await payload.count({ collection: 'consent-events', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

    const plan = (await retentionPlan(payload, now, only)).find((r) => r.kind === 'visitor-consents')
    expect(plan?.act).toBe(1)
    expect(await eventsOf(gone)).toBe(2)
    const run = await applyRetention(payload, { now, only })
    expect(run.rules.find((r) => r.kind === 'visitor-consents')?.act).toBe(1)
    expect(await eventsOf(gone)).toBe(0)
    expect(await eventsOf(alerting)).toBe(1)
    expect(await eventsOf(recent)).toBe(2)
    // The audit says a record went, never whose.
    const audit = await payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'retention.visitor-consent-deleted' } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(audit.docs[0]?.details).toMatchObject({ kind: 'visitor-consents', events: 2 })
    expect(JSON.stringify(audit.docs[0])).not.toContain('visitor-consent-gone')
    // A second run finds nothing more to do.
    expect((await applyRetention(payload, { now, only })).rules.find((r) => r.kind === 'visitor-consents')?.act).toBe(0)
    await payload.delete({ collection: 'job-alerts', id: alert.id, overrideAccess: true })
  })
})
