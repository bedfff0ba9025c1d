import { beforeAll, describe, expect, it, vi } from 'vitest'

import { recordConsent } from '@/features/consent'
import { loadBoard } from '@/features/recruiting/board'

import { rest } from './helpers/http'
import { mailTo } from './helpers/mail'
import { getTestPayload } from './helpers/payload'
import { applicant, json, ownedJob, staffMember, type Applicant, type Auth } from './helpers/recruiting'
import { signInCandidate } from './helpers/session'
import { nextRequest as request } from './helpers/nextMocks'

/**
 * Issue 32, invitations and talent pools: staff who may see a job's applications invite a candidate who applied or
 * whose consent to keep their profile holds; the candidate gets the email in their language, reads only their own invitations and answers
 * once (the profile's button, its server action called as the browser's post would be); "interested" sends their
 * profile to the job, tagged `sourced` on the board. Pools are staff-only lists a candidate never sees, and members
 * who leave three invitations unanswered drop out.
 */
vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
vi.mock('next/navigation', () => import('./helpers/nextMocks').then((m) => m.nextNavigation))
vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))
request.headers = new Headers({ 'x-forwarded-for': '10.32.2.1' })

/** Answers an invitation with the profile's button, as `who`; where its 303 goes. */
async function answer(who: Applicant, invitation: number, value: string): Promise<string> {
  const { answerInvitationForm } = await import('@/features/matching/formActions')
  await signInCandidate(who.email)
  const form = new FormData()
  form.append('invitation', String(invitation))
  form.append('answer', value)
  try {
    await answerInvitationForm(form)
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    if (digest.startsWith('NEXT_REDIRECT;')) return digest.split(';')[2]!
    throw error
  }
  throw new Error('no redirect')
}

describe('invitations to apply and talent pools', () => {
  let owner: { id: number; auth: Auth }
  let outsider: { id: number; auth: Auth }
  let editor: { id: number; auth: Auth }
  let job: number
  let other: number
  let mona: Applicant // consent to keep her profile holds, reads Arabic
  let karim: Applicant // applied to the job, no consent to keep
  let lina: Applicant // neither
  const invite = (who: { auth: Auth }, body: Record<string, unknown>) => rest('POST', '/job-invitations', { body, headers: who.auth })
  const created = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(201)
    return (await json<{ doc: { id: number; status: string } }>(response)).doc
  }

  beforeAll(async () => {
    const payload = await getTestPayload()
    owner = await staffMember('owner.invite@example.com', ['recruiter'])
    outsider = await staffMember('outsider.invite@example.com', ['recruiter'])
    editor = await staffMember('editor.invite@example.com', ['editor'])
    job = await ownedJob(owner.id, { title: 'Treasury Analyst', titleAr: 'محلل خزينة' })
    other = await ownedJob(owner.id, { title: 'Credit Controller', titleAr: 'مراقب ائتمان' })
    mona = await applicant('mona.invite@example.com', { fullName: 'Mona Saeed' })
    karim = await applicant('karim.invite@example.com', { fullName: 'Karim Aziz' })
    lina = await applicant('lina.invite@example.com', { fullName: 'Lina Fares' })
    await payload.update({ collection: 'candidates', id: mona.id, data: { preferredLocale: 'ar' } })
    // Mona's consent to keep her profile holds: she may be invited to jobs she did not apply to.
    await recordConsent(payload, { candidate: mona.id, purpose: 'keep', language: 'ar', method: 'signup' })
    const applied = await rest('POST', '/applications?locale=en', {
      body: {
        job,
        cv: karim.cv.id,
        fullName: 'Karim Aziz',
        phoneNumber: '+966 50 123 4567',
        city: karim.city,
        state: 'Makkah',
        skills: 'Treasury',
      },
      headers: karim.auth,
    })
    expect(applied.status).toBe(201)
  }, 300_000)

  it('lets only the job’s staff invite, only those who applied or whose consent to keep holds, once, with an email in their language', async () => {
    const sent = await created(await invite(owner, { job, candidate: mona.id, status: 'interested' }))
    expect(sent.status).toBe('sent')
    const [mail] = await mailTo(mona.email)
    expect(mail!.subject).toBe('دعوة للتقديم: محلل خزينة')
    expect(mail!.html).toContain('dir="rtl"')
    expect(mail!.text).toContain('/ar/profile#invitations')
    await created(await invite(owner, { job, candidate: karim.id }))
    expect((await invite(owner, { job, candidate: mona.id })).status).toBe(409)
    expect((await invite(owner, { job, candidate: lina.id })).status).toBe(403)
    expect((await invite(outsider, { job, candidate: mona.id })).status).toBe(404)
    expect((await invite(owner, { job: 99_999_999, candidate: mona.id })).status).toBe(404)
    for (const who of [editor, lina, {}]) {
      expect((await invite({ auth: (who as { auth?: Auth }).auth ?? {} }, { job: other, candidate: mona.id })).status).toBe(403)
    }
    const payload = await getTestPayload()
    expect((await payload.count({ collection: 'job-invitations', where: { job: { equals: job } } })).totalDocs).toBe(2)
  })

  it('shows a candidate their own invitations only, without who invited them', async () => {
    const mine = await json<{ docs: { candidate: number; invitedBy?: unknown }[] }>(
      await rest('GET', '/job-invitations?depth=0', { headers: mona.auth }),
    )
    expect(mine.docs.map((d) => d.candidate)).toEqual([mona.id])
    expect(mine.docs[0]!.invitedBy).toBeUndefined()
    // The job's title in the reader's language (the candidate record's table of invitations shows it).
    const titled = async (query: string, headers: Auth) =>
      (await json<{ docs: { jobTitle?: string }[] }>(await rest('GET', `/job-invitations?depth=0&${query}`, { headers }))).docs.map(
        (d) => d.jobTitle,
      )
    expect(await titled('locale=ar', mona.auth)).toEqual(['محلل خزينة'])
    expect(await titled(`locale=en&where[candidate][equals]=${mona.id}`, owner.auth)).toEqual(['Treasury Analyst'])
    expect((await json<{ docs: unknown[] }>(await rest('GET', '/job-invitations', { headers: lina.auth }))).docs).toEqual([])
    // The job's owner sees both; another recruiter none.
    expect(
      (await json<{ docs: unknown[] }>(await rest('GET', `/job-invitations?where[job][equals]=${job}`, { headers: owner.auth }))).docs,
    ).toHaveLength(2)
    expect(
      (await json<{ docs: unknown[] }>(await rest('GET', `/job-invitations?where[job][equals]=${job}`, { headers: outsider.auth }))).docs,
    ).toEqual([])
  })

  it('takes one answer from the candidate; "interested" puts them on the job’s board as sourced', async () => {
    const payload = await getTestPayload()
    const find = async (who: Applicant) =>
      (await payload.find({ collection: 'job-invitations', where: { and: [{ job: { equals: job } }, { candidate: { equals: who.id } }] } }))
        .docs[0]!
    const monas = await find(mona)
    // Not the recruiter's to answer, nor another candidate's.
    expect((await rest('PATCH', `/job-invitations/${monas.id}`, { body: { status: 'interested' }, headers: owner.auth })).status).toBe(403)
    expect([403, 404]).toContain(
      (await rest('PATCH', `/job-invitations/${monas.id}`, { body: { status: 'declined' }, headers: karim.auth })).status,
    )
    expect(await answer(mona, monas.id, 'interested')).toBe('/en/profile?invitation=interested#invitations')
    const after = await find(mona)
    expect(after.status).toBe('interested')
    expect(after.answeredAt).toBeTruthy()
    expect(after.application).toBeTruthy()
    // Once: a second answer changes nothing.
    expect(await answer(mona, monas.id, 'declined')).toBe('/en/profile?invitation=invalid#invitations')
    expect((await find(mona)).status).toBe('interested')
    const board = await loadBoard(
      payload,
      { payload, user: { ...(await payload.findByID({ collection: 'users', id: owner.id })), collection: 'users' }, context: {} } as never,
      job,
      'en',
    )
    const card = board!.cards.find((c) => c.fullName === 'Mona Saeed')
    expect(card?.tags).toEqual(['sourced'])
    // Karim says not now: nothing is sent for him (his own application stays as it was).
    const karims = await find(karim)
    expect(await answer(karim, karims.id, 'declined')).toBe('/en/profile?invitation=declined#invitations')
    expect((await find(karim)).application ?? null).toBeNull()
    // Another candidate's invitation cannot be answered with the button either.
    expect(await answer(lina, karims.id, 'interested')).toBe('/en/profile?invitation=invalid#invitations')
  })

  it('keeps pools to staff: a candidate sees neither a pool nor their membership', async () => {
    const pool = await created(
      await rest('POST', '/talent-pools', { body: { name: 'Treasury shortlist', members: [mona.id, karim.id] }, headers: owner.auth }),
    )
    for (const who of [mona, karim]) {
      expect((await rest('GET', '/talent-pools', { headers: who.auth })).status).toBe(403)
      expect((await rest('GET', `/talent-pools/${pool.id}`, { headers: who.auth })).status).toBe(403)
      const me = await json<Record<string, unknown>>(await rest('GET', `/candidates/${who.id}`, { headers: who.auth }))
      expect(me.pools).toBeUndefined()
      expect(me.invitations).toBeUndefined()
    }
    expect((await rest('POST', '/talent-pools', { body: { name: 'x' }, headers: editor.auth })).status).toBe(403)
    const staffView = await json<{ pools?: { docs: ({ id: number } | number)[] } }>(
      await rest('GET', `/candidates/${mona.id}?depth=0`, { headers: owner.auth }),
    )
    expect(staffView.pools?.docs.map((d) => (typeof d === 'object' ? d.id : d))).toEqual([pool.id])
  })

  it('drops a member who left three invitations unanswered for two weeks out of every pool', async () => {
    const payload = await getTestPayload()
    const pool = await created(
      await rest('POST', '/talent-pools', { body: { name: 'Quiet ones', members: [mona.id] }, headers: owner.auth }),
    )
    const old = new Date(Date.now() - 20 * 86_400_000).toISOString()
    for (const title of ['Cash Manager', 'Payments Lead', 'Audit Senior']) {
      const id = await ownedJob(owner.id, { title, titleAr: title })
      const doc = await created(await invite(owner, { job: id, candidate: mona.id }))
      await payload.db.updateOne({ collection: 'job-invitations', id: doc.id, data: { createdAt: old }, returning: false })
    }
    expect((await payload.findByID({ collection: 'talent-pools', id: pool.id, depth: 0 })).members).toEqual([mona.id])
    await created(await invite(owner, { job: other, candidate: mona.id }))
    expect((await payload.findByID({ collection: 'talent-pools', id: pool.id, depth: 0 })).members).toEqual([])
  })
})
