import { describe, expect, it } from 'vitest'

import { currentConsents, hasConsent, recordConsent, withdrawConsent, consentHistory } from '@/features/consent'

import { graphql, rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, ownedJob, staffMember } from './helpers/recruiting'

/** Issue 29: the consent record (append-only events; the latest per purpose and scope is the state). */

const DAY = 86_400_000

describe('the consent record', () => {
  it('records consents and withdrawals, with the term of consent to keep, and answers the latest per purpose and scope', async () => {
    const payload = await getTestPayload()
    const candidate = await applicant('consent-core@example.com')
    const now = new Date('2026-03-31T09:00:00.000Z')
    const keep = await recordConsent(payload, { candidate: candidate.id, purpose: 'keep', language: 'ar', method: 'signup', at: now })
    // The default term (24 months), from the 31st to the last day of a shorter month.
    expect(keep.expiresAt).toBe('2028-03-31T09:00:00.000Z')
    expect(keep.wording).toContain('24')
    expect(keep.wording).toMatch(/[\u0600-\u06ff]/)
    expect(keep.language).toBe('ar')

    const recruiter = await staffMember('consent-core-recruiter@example.com', ['recruiter'])
    const job = await ownedJob(recruiter.id)
    await recordConsent(payload, {
      candidate: candidate.id,
      purpose: 'represent',
      clientId: 7,
      job,
      language: 'en',
      method: 'form',
      at: now,
    })
    expect(await hasConsent(payload, { candidate: candidate.id, purpose: 'represent', clientId: 7, job, now })).toBe(true)
    // Another job of the same client, or another client: not given.
    expect(await hasConsent(payload, { candidate: candidate.id, purpose: 'represent', clientId: 8, job, now })).toBe(false)
    expect(await hasConsent(payload, { candidate: candidate.id, purpose: 'represent', clientId: 7, now })).toBe(false)
    // A withdrawal for the whole purpose ends the narrower consent too.
    await withdrawConsent(payload, {
      candidate: candidate.id,
      purpose: 'represent',
      language: 'en',
      method: 'form',
      at: new Date(now.getTime() + DAY),
    })
    expect(
      await hasConsent(payload, {
        candidate: candidate.id,
        purpose: 'represent',
        clientId: 7,
        job,
        now: new Date(now.getTime() + 2 * DAY),
      }),
    ).toBe(false)

    expect(await hasConsent(payload, { candidate: candidate.id, purpose: 'keep', now })).toBe(true)
    // Past its term, consent to keep no longer holds.
    const later = new Date('2028-04-01T00:00:00.000Z')
    expect(await hasConsent(payload, { candidate: candidate.id, purpose: 'keep', now: later })).toBe(false)
    const states = await currentConsents(payload, candidate.id, { now: later })
    expect(states.find((s) => s.purpose === 'keep')).toMatchObject({ granted: false, expired: true })
    expect(states.filter((s) => s.purpose === 'represent').map((s) => [s.scopeKey, s.granted])).toEqual(
      expect.arrayContaining([
        [`represent:client=7:job=${job}`, false],
        ['represent', false],
      ]),
    )
    expect((await consentHistory(payload, candidate.id)).map((e) => e.action)).toEqual(['granted', 'granted', 'withdrawn'])
  })

  it('is read by its candidate and admins only, and changed or deleted by no one, the Local API included', async () => {
    const payload = await getTestPayload()
    const owner = await applicant('consent-owner@example.com')
    const other = await applicant('consent-other@example.com')
    const admin = await staffMember('consent-admin@example.com', ['admin'])
    const recruiter = await staffMember('consent-recruiter@example.com', ['recruiter'])
    const event = await recordConsent(payload, { candidate: owner.id, purpose: 'marketing', language: 'en', method: 'form' })

    expect((await rest('GET', `/consent-events/${event.id}`, { headers: owner.auth })).status).toBe(200)
    expect((await rest('GET', `/consent-events/${event.id}`, { headers: admin.auth })).status).toBe(200)
    expect((await rest('GET', `/consent-events/${event.id}`, { headers: other.auth })).status).toBe(404)
    expect((await rest('GET', `/consent-events/${event.id}`, { headers: recruiter.auth })).status).toBe(403)
    expect((await rest('GET', `/consent-events/${event.id}`)).status).toBe(403)
    const listed = (await (await rest('GET', '/consent-events?limit=100', { headers: other.auth })).json()) as { docs: { id: number }[] }
    expect(listed.docs.map((d) => d.id)).not.toContain(event.id)
    for (const headers of [owner.auth, admin.auth]) {
      expect((await rest('PATCH', `/consent-events/${event.id}`, { headers, body: { action: 'withdrawn' } })).status).toBe(403)
      expect((await rest('DELETE', `/consent-events/${event.id}`, { headers })).status).toBe(403)
      expect(
        (await rest('POST', '/consent-events', { headers, body: { candidate: owner.id, purpose: 'keep', action: 'granted' } })).status,
      ).toBe(403)
    }
    const mutation = await graphql(`mutation { deleteConsentEvent(id: ${event.id}) { id } }`, { headers: admin.auth })
    expect(mutation.errors?.length).toBeGreaterThan(0)
    await expect(
      payload.update({ collection: 'consent-events', id: event.id, data: { action: 'withdrawn' }, overrideAccess: true }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'consent-events', id: event.id, overrideAccess: true })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'consent-events', id: event.id, depth: 0 })).action).toBe('granted')

    // Erasing the candidate takes their record with them.
    await payload.delete({ collection: 'candidates', id: owner.id, overrideAccess: true })
    expect((await payload.count({ collection: 'consent-events', where: { candidate: { equals: owner.id } } })).totalDocs).toBe(0)
  })
})
