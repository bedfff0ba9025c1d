import { beforeAll, describe, expect, it } from 'vitest'

import { decide, NotFound, releaseHeldEmail } from '@/features/clients/submittals'
import { CLIENTS_QUEUE, noticeKey, NOTIFY_SUBMITTAL_TASK, submittalNoticesSettled } from '@/features/clients/notices'
import { inspectLink, issueSignInLink, redeemSignInLink, requestSignInLink } from '@/features/clients/signIn'
import { draftJobFromRequisition } from '@/features/clients/requisitions'
import { answerRepresentation, clientViewsOf, pendingRequests } from '@/features/clients/representation'
import { createRequisition } from '@/features/clients/requisitions'
import { portalReturnPath } from '@/features/clients/schema'
import { recordConsent, withdrawConsent } from '@/features/consent'
import { DATA_EXPORTERS } from '@/features/privacy/exporters'
import { extractCvText, PDF } from '@/features/cv/extract'
import { forgetRateLimit, RateLimitedError } from '@/lib/rateLimit'

import { graphql, rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, mailbox, mailTo, ownedJob, staffMember, type Applicant, type Auth } from './helpers/recruiting'

/**
 * The client portal (issue 30): one-time sign-in links, a contact's view limited to their own client on every path
 * (REST, GraphQL, the CV download, the portal's actions), decisions that move the board and hold the candidate's
 * email until the recruiter releases it, views recorded, withdrawal of consent taking the candidate out at once.
 */
type Payload = Awaited<ReturnType<typeof getTestPayload>>
const cookie = (token: string) => ({ Cookie: `nk_client=${token}` })

describe('client portal', () => {
  let payload: Payload
  let recruiter: { id: number; auth: Auth }
  let clientA: number
  let clientB: number
  let contactA: { id: number; email: string }
  let contactB: { id: number; email: string }
  let jobA: number
  let jobB: number
  let huda: Applicant
  let onA: number
  let onB: number
  let submittalA: number
  let submittalB: number
  let sessionA: string
  let sessionB: string

  async function contact(email: string, client: number, name: string, preferredLocale: 'en' | 'ar') {
    const doc = await payload.create({
      collection: 'client-contacts',
      data: { email, name, client, preferredLocale, status: 'active' },
      overrideAccess: true,
    })
    return { id: doc.id, email }
  }

  async function session(id: number): Promise<string> {
    const token = await issueSignInLink(payload, id)
    const used = await redeemSignInLink(payload, token)
    if (!used.ok) throw new Error(used.problem)
    return used.session.token
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    recruiter = await staffMember('recruiter.portal@example.com', ['recruiter'])
    const mk = async (en: string, ar: string) => {
      const doc = await payload.create({
        collection: 'clients',
        locale: 'en',
        data: { name: en, accountManager: recruiter.id, city: 'Riyadh', status: 'active' },
        overrideAccess: true,
      })
      await payload.update({ collection: 'clients', id: doc.id, locale: 'ar', data: { name: ar }, overrideAccess: true })
      return doc.id
    }
    clientA = await mk('Gulf Build Co.', 'شركة الخليج للبناء')
    clientB = await mk('Desert Retail', 'متاجر الصحراء')
    contactA = await contact('noura.portal@clienta.example', clientA, 'Noura Al-Harbi', 'ar')
    contactB = await contact('james.portal@clientb.example', clientB, 'James Miller', 'en')
    jobA = await ownedJob(recruiter.id, { title: 'Site Engineer A' })
    jobB = await ownedJob(recruiter.id, { title: 'Store Manager B' })
    await payload.update({
      collection: 'jobs',
      id: jobA,
      data: { client: clientA },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'jobs',
      id: jobB,
      data: { client: clientB },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    huda = await applicant('huda.portal@example.com', {
      fullName: 'Huda Saleh',
      cvLines: [
        'Huda Saleh',
        'huda.portal@example.com',
        '+966 50 123 4567',
        'Nationality: Saudi',
        'Site engineer, 6 years in Jeddah',
        'Skills: AutoCAD, HVAC',
      ],
    })
    // The CV's text is read after the upload has answered.
    for (let i = 0; i < 100; i++) {
      const cv = await payload.findByID({ collection: 'candidate-cvs', id: huda.cv.id, overrideAccess: true })
      if (cv.readState !== 'pending') break
      await new Promise((r) => setTimeout(r, 200))
    }
    onA = await applyTo(huda, jobA)
    onB = await applyTo(huda, jobB)
    const submit = async (application: number) => {
      const res = await rest('POST', '/portal/submit', {
        headers: recruiter.auth,
        body: {
          applications: [application],
          cvKind: 'blind',
          summary: 'Strong site engineer.',
          summaryAr: 'مهندسة موقع متمكّنة.',
          salaryExpectation: 1_500_000,
          currency: 'SAR',
          noticePeriod: '1 month',
        },
      })
      expect(res.status).toBe(200)
      return (await json<{ submitted: number[] }>(res)).submitted[0]!
    }
    submittalA = await submit(onA)
    submittalB = await submit(onB)
    // Their contacts' notices are sent by the queue's task, run at once after each submittal commits.
    await submittalNoticesSettled()
    sessionA = await session(contactA.id)
    sessionB = await session(contactB.id)
  })

  it('tells the client’s contacts of a new submittal once, each in their language, through the jobs queue', async () => {
    // Noura (client A) reads Arabic, James (client B) English; each hears only of their own client's submittal.
    const [arabic] = await mailTo(contactA.email, 1, (m) => /مرشّح جديد بانتظار مراجعتكم/.test(m.subject ?? ''))
    expect(arabic!.text).toContain('مهندس موقع')
    expect(arabic!.text).toContain(`/ar/clients/submittals/${submittalA}`)
    expect(arabic!.text).not.toContain('Huda')
    const [english] = await mailTo(contactB.email, 1, (m) => /a new candidate for your review/.test(m.subject ?? ''))
    expect(english!.text).toContain('Store Manager B')
    expect(english!.text).toContain(`/en/clients/submittals/${submittalB}`)
    const notices = await payload.find({ collection: 'client-notices', where: { submittal: { equals: submittalA } }, overrideAccess: true })
    expect(notices.docs.map((n) => [n.key, n.status, n.locale])).toEqual([[noticeKey(submittalA, contactA.id), 'sent', 'ar']])
    // The task again (a retry, a second instance): nobody is told twice. A disabled contact is not told at all.
    const disabled = await contact('former.portal@clienta.example', clientA, 'Former Contact', 'en')
    await payload.update({ collection: 'client-contacts', id: disabled.id, data: { status: 'disabled' }, overrideAccess: true })
    const count = async () =>
      (await mailbox()).filter((m) => /submittals\/\d+/.test(m.text ?? '') && JSON.stringify(m.to).includes('clienta.example')).length
    const before = await count()
    await payload.jobs.queue({ task: NOTIFY_SUBMITTAL_TASK, input: { submittal: submittalA }, queue: CLIENTS_QUEUE })
    await payload.jobs.run({ queue: CLIENTS_QUEUE, overrideAccess: true, silent: true })
    expect(await count()).toBe(before)
    // Contacts and other staff do not read the notices; admins do.
    expect((await rest('GET', '/client-notices', { headers: cookie(sessionA) })).status).toBe(403)
    expect((await rest('GET', '/client-notices', { headers: recruiter.auth })).status).toBe(403)
  })

  it('forgets a deleted submittal’s and a deleted contact’s notices, so that an id SQLite gives again is told anew', async () => {
    // Notice keys name the submittal's and the contact's ids, and SQLite gives a deleted newest row's id to the
    // next row: a notice left behind would pass for the new one's, and its contact would never be told.
    const temp = await contact('temp.portal@clienta.example', clientA, 'Temp Contact', 'en')
    const job = await ownedJob(recruiter.id, { title: 'Site Engineer Temp' })
    await payload.update({
      collection: 'jobs',
      id: job,
      data: { client: clientA },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const application = await applyTo(huda, job)
    const made = await payload.create({
      collection: 'submittals',
      data: { client: clientA, job, application, displayName: 'C-09999', cvKind: 'blind', status: 'submitted' },
      overrideAccess: true,
    })
    await submittalNoticesSettled()
    const has = async (submittal: number, who: number) =>
      (await payload.count({ collection: 'client-notices', where: { key: { equals: noticeKey(submittal, who) } }, overrideAccess: true }))
        .totalDocs
    expect([await has(made.id, contactA.id), await has(made.id, temp.id)]).toEqual([1, 1])
    await payload.delete({ collection: 'client-contacts', id: temp.id, overrideAccess: true })
    expect([await has(made.id, contactA.id), await has(made.id, temp.id)]).toEqual([1, 0])
    await payload.delete({ collection: 'submittals', id: made.id, overrideAccess: true })
    expect(await has(made.id, contactA.id)).toBe(0)
    // The next submittal (with that id again on SQLite) tells the client's contact.
    const again = await payload.create({
      collection: 'submittals',
      data: { client: clientA, job, application, displayName: 'C-09998', cvKind: 'blind', status: 'submitted' },
      overrideAccess: true,
    })
    await submittalNoticesSettled()
    expect(await has(again.id, contactA.id)).toBe(1)
    await mailTo(contactA.email, 1, (m) => (m.text ?? '').includes(`/ar/clients/submittals/${again.id}`))
    await payload.delete({ collection: 'submittals', id: again.id, overrideAccess: true })
  })

  it('signs in once with an emailed link; a used, expired, replaced or tampered link says so', async () => {
    await requestSignInLink(payload, contactB.email, 'en', '10.77.0.1')
    const mail = (await mailTo(contactB.email, 1, (m) => /sign-in link/i.test(m.subject ?? ''))).at(-1)
    const token = /clients\/sign-in\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!
    expect((await inspectLink(payload, token)).ok).toBe(true)
    const first = await redeemSignInLink(payload, token)
    expect(first.ok).toBe(true)
    expect(await redeemSignInLink(payload, token)).toEqual({ ok: false, problem: 'used' })
    // The session works: the contact reads themself.
    const me = await json<{ user: { id: number } | null }>(
      await rest('GET', '/client-contacts/me', { headers: cookie(first.ok ? first.session.token : '') }),
    )
    expect(me.user?.id).toBe(contactB.id)
    // A newer link replaces the older one.
    const older = await issueSignInLink(payload, contactB.id)
    await issueSignInLink(payload, contactB.id)
    expect(await redeemSignInLink(payload, older)).toEqual({ ok: false, problem: 'revoked' })
    // Expired.
    const late = await issueSignInLink(payload, contactB.id)
    await payload.update({
      collection: 'client-sign-in-links',
      where: { contact: { equals: contactB.id } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await redeemSignInLink(payload, late)).toEqual({ ok: false, problem: 'expired' })
    // Tampered: one character changed, or not a token at all.
    const flipped = late.slice(0, -1) + (late.endsWith('A') ? 'B' : 'A')
    expect(await redeemSignInLink(payload, flipped)).toEqual({ ok: false, problem: 'invalid' })
    expect(await redeemSignInLink(payload, '../../etc/passwd')).toEqual({ ok: false, problem: 'invalid' })
    // Asked from a page of the portal (a submittal an email told them of), the link leads back there; only portal paths.
    await forgetRateLimit('portalLinkEmail', `client-contacts:${contactB.id}`)
    await requestSignInLink(payload, contactB.email, 'en', '10.77.0.2', portalReturnPath(`/clients/submittals/${submittalB}`))
    const back = (await mailTo(contactB.email, 2, (m) => /sign-in link/i.test(m.subject ?? ''))).at(-1)!
    expect(back.text).toMatch(new RegExp(`/en/clients/sign-in/[A-Za-z0-9_-]{43}\\?next=%2Fclients%2Fsubmittals%2F${submittalB}`))
    for (const elsewhere of [
      '//evil.example/clients',
      'https://evil.example',
      '/clients/../admin',
      '/admin',
      '/clients/submittals/1x',
      '/en/clients',
    ])
      expect(portalReturnPath(elsewhere), elsewhere).toBeUndefined()
  })

  it('limits link requests per address, and answers the same for an unknown email', async () => {
    await requestSignInLink(payload, 'nobody@nowhere.example', 'en', '10.77.0.9')
    const before = (await mailbox()).filter((m) => JSON.stringify(m.to).includes(contactA.email)).length
    for (let i = 0; i < 4; i++) await requestSignInLink(payload, contactA.email, 'ar', '10.77.0.9')
    await expect(requestSignInLink(payload, contactA.email, 'ar', '10.77.0.9')).rejects.toBeInstanceOf(RateLimitedError)
    // One email a minute per contact, whatever was asked.
    expect((await mailbox()).filter((m) => JSON.stringify(m.to).includes(contactA.email)).length - before).toBeLessThanOrEqual(1)
  })

  it('shows a contact only their own client’s data over REST and GraphQL; another client’s ids are 404', async () => {
    const list = await json<{ docs: { id: number; application?: unknown; candidate?: unknown }[] }>(
      await rest('GET', '/submittals?depth=0', { headers: cookie(sessionA) }),
    )
    expect(list.docs.map((d) => d.id)).toEqual([submittalA])
    // Who the candidate is stays with staff.
    expect(list.docs[0]!.application).toBeUndefined()
    expect(list.docs[0]!.candidate).toBeUndefined()
    expect(list.docs[0]).not.toHaveProperty('heldEmail')
    for (const path of [`/submittals/${submittalB}`, `/clients/${clientB}`, `/client-contacts/${contactB.id}`]) {
      expect((await rest('GET', path, { headers: cookie(sessionA) })).status, path).toBe(404)
    }
    const own = await json<{ name: string; notes?: unknown; accountManager?: unknown }>(
      await rest('GET', `/clients/${clientA}`, { headers: cookie(sessionA) }),
    )
    expect(own.name).toBe('Gulf Build Co.')
    expect(own.notes).toBeUndefined()
    expect(own.accountManager).toBeUndefined()
    // Candidates, applications, CV files and the timeline are closed to contacts.
    for (const path of ['/candidates', '/applications', '/candidate-cvs', '/application-activities']) {
      const res = await rest('GET', path, { headers: cookie(sessionA) })
      expect([403, 200], path).toContain(res.status)
      if (res.status === 200) expect((await json<{ docs: unknown[] }>(res)).docs, path).toHaveLength(0)
    }
    expect([403, 404]).toContain((await rest('GET', `/candidate-cvs/file/${huda.cv.filename}`, { headers: cookie(sessionA) })).status)
    const gql = await graphql<{ Submittals: { docs: { id: number }[] }; Submittal: { id: number } | null; Client: { id: number } | null }>(
      `{ Submittals(limit: 50) { docs { id } } Submittal(id: ${submittalB}) { id } Client(id: ${clientB}) { id } }`,
      { headers: cookie(sessionA) },
    )
    expect(gql.data?.Submittals.docs.map((d) => d.id)).toEqual([submittalA])
    expect(gql.data?.Submittal ?? null).toBeNull()
    expect(gql.data?.Client ?? null).toBeNull()
    // Contacts write nothing through the collections' API.
    expect((await rest('PATCH', `/submittals/${submittalA}`, { headers: cookie(sessionA), body: { status: 'approved' } })).status).toBe(403)
    expect(
      (
        await rest('POST', '/requisitions', {
          headers: cookie(sessionA),
          body: { client: clientB, title: 'x', description: 'xxxxxxxxxxxx' },
        })
      ).status,
    ).toBe(403)
  })

  it('gives the blind CV only to the submittal’s client, without the candidate’s name, email, phone or nationality', async () => {
    const views = async () =>
      (await payload.count({ collection: 'client-views', where: { candidate: { equals: huda.id } }, overrideAccess: true })).totalDocs
    const before = await views()
    const other = await rest('GET', `/portal/submittals/${submittalB}/cv`, { headers: cookie(sessionA) })
    expect(other.status).toBe(404)
    expect(await views()).toBe(before)
    const res = await rest('GET', `/portal/submittals/${submittalA}/cv`, { headers: cookie(sessionA) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const text = (await extractCvText(new Uint8Array(await res.arrayBuffer()), PDF)).toLowerCase()
    expect(text).toContain('autocad')
    for (const secret of ['huda', 'saleh', 'huda.portal@example.com', '501234567', 'saudi']) expect(text).not.toContain(secret)
    expect(await views()).toBe(before + 1)
    // A visitor gets nothing.
    expect((await rest('GET', `/portal/submittals/${submittalA}/cv`)).status).toBe(404)
  })

  it('refuses decisions on another client’s submittal and writes nothing', async () => {
    const contactAUser = {
      ...(await payload.findByID({ collection: 'client-contacts', id: contactA.id, overrideAccess: true })),
      collection: 'client-contacts',
    }
    await expect(
      decide(payload, contactAUser as never, { decision: 'approve', submittal: submittalB, comment: '' }),
    ).rejects.toBeInstanceOf(NotFound)
    const b = await payload.findByID({ collection: 'submittals', id: submittalB, overrideAccess: true })
    expect(b.status).toBe('submitted')
    expect((await payload.findByID({ collection: 'applications', id: onB, overrideAccess: true })).status).toBe('submitted')
  })

  it('moves the application when the client approves, records it, tells the recruiter, and holds the candidate’s email until released', async () => {
    const contactAUser = {
      ...(await payload.findByID({ collection: 'client-contacts', id: contactA.id, overrideAccess: true })),
      collection: 'client-contacts',
    }
    const hudaMail = async () => (await mailbox()).filter((m) => JSON.stringify(m.to).includes(huda.email)).length
    const hudaMailBefore = await hudaMail()
    await decide(payload, contactAUser as never, { decision: 'approve', submittal: submittalA, comment: 'Can she start in January?' })
    expect((await payload.findByID({ collection: 'applications', id: onA, overrideAccess: true })).status).toBe('interview')
    const timeline = await payload.find({
      collection: 'application-activities',
      where: { application: { equals: onA } },
      overrideAccess: true,
      pagination: false,
    })
    expect(timeline.docs.some((d) => d.kind === 'status')).toBe(true)
    // The timeline keeps what happened (drawn in each reader's admin language) and the client's own words.
    const clientNote = timeline.docs.find((d) => d.kind === 'note' && (d.data as { source?: string } | null)?.source === 'clients')
    expect(clientNote?.data).toMatchObject({ event: 'approve', contact: expect.any(String) })
    expect(clientNote?.text).toBe('Can she start in January?')
    await mailTo('recruiter.portal@example.com', 1, (m) => /Client decision/.test(m.subject ?? ''))
    const held = await payload.findByID({ collection: 'submittals', id: submittalA, overrideAccess: true })
    expect(held.status).toBe('approved')
    // Nothing reached the candidate yet.
    await new Promise((r) => setTimeout(r, 500))
    expect(await hudaMail()).toBe(hudaMailBefore)
    expect(held.heldEmail?.state).toBe('held')
    {
      const release = await rest('POST', `/portal/submittals/${submittalA}/release`, { headers: recruiter.auth })
      expect(await json<{ result: string }>(release)).toEqual({ result: 'sent' })
      await mailTo(huda.email, hudaMailBefore + 1)
      const again = await rest('POST', `/portal/submittals/${submittalA}/release`, { headers: recruiter.auth })
      expect(await json<{ result: string }>(again)).toEqual({ result: 'nothing' })
    }
    // A contact cannot release.
    expect((await rest('POST', `/portal/submittals/${submittalA}/release`, { headers: cookie(sessionA) })).status).toBe(404)
    // Deciding twice is refused.
    await expect(
      decide(payload, contactAUser as never, { decision: 'reject', submittal: submittalA, reason: 'salary', comment: '' }),
    ).rejects.toMatchObject({ status: 409 })
  })

  it('takes the candidate out of the client’s portal at once when they withdraw consent to be represented', async () => {
    await recordConsent(payload, {
      candidate: huda.id,
      purpose: 'represent',
      clientId: clientB,
      job: jobB,
      language: 'en',
      method: 'email-link',
    })
    expect((await rest('GET', `/submittals/${submittalB}`, { headers: cookie(sessionB) })).status).toBe(200)
    await withdrawConsent(payload, { candidate: huda.id, purpose: 'represent', clientId: clientB, language: 'en', method: 'form' })
    expect((await rest('GET', `/submittals/${submittalB}`, { headers: cookie(sessionB) })).status).toBe(404)
    expect((await rest('GET', `/portal/submittals/${submittalB}/cv`, { headers: cookie(sessionB) })).status).toBe(404)
  })

  it('turns a vacancy from the portal into a draft job for the client in one click', async () => {
    const requisition = await createRequisition(payload, {
      clientId: clientA,
      contactId: contactA.id,
      locale: 'ar',
      intake: {
        title: 'محاسب أول',
        description: 'خبرة خمس سنوات في المعايير الدولية.',
        location: 'Riyadh',
        employmentType: 'full-time',
        salaryMin: 1_200_000,
        salaryMax: 1_500_000,
        currency: 'SAR',
        headcount: 2,
        localisation: 'سعودي الجنسية',
      },
    })
    await mailTo('recruiter.portal@example.com', 1, (m) => /New vacancy/.test(m.subject ?? ''))
    expect((await rest('POST', `/portal/requisitions/${requisition.id}/draft-job`, { headers: cookie(sessionA) })).status).toBe(404)
    const res = await rest('POST', `/portal/requisitions/${requisition.id}/draft-job`, { headers: recruiter.auth })
    expect(res.status).toBe(200)
    const { job } = await json<{ job: number }>(res)
    const draft = await payload.findByID({ collection: 'jobs', id: job, locale: 'ar', overrideAccess: true, depth: 0 })
    expect(draft.status).toBe('draft')
    expect(draft.title).toBe('محاسب أول')
    expect(draft.client).toBe(clientA)
    expect(draft.owner).toBe(recruiter.id)
    // Contact B never sees A's requisition.
    expect((await rest('GET', `/requisitions/${requisition.id}`, { headers: cookie(sessionB) })).status).toBe(404)
    const mine = await json<{ status: string; job: number }>(
      await rest('GET', `/requisitions/${requisition.id}?depth=0`, { headers: cookie(sessionA) }),
    )
    expect(mine.status).toBe('inProgress')
  })

  it('sends the original CV and name only after the candidate agrees, with one click, to be represented to that client', async () => {
    const jobC = await ownedJob(recruiter.id, { title: 'Planning Engineer A' })
    await payload.update({
      collection: 'jobs',
      id: jobC,
      data: { client: clientA },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const onC = await applyTo(huda, jobC)
    const original = { applications: [onC], cvKind: 'original', summary: 'Planning engineer.' }
    const refused = await json<{ needsConsent: number[] }>(
      await rest('POST', '/portal/submit', { headers: recruiter.auth, body: original }),
    )
    expect(refused.needsConsent).toEqual([onC])
    // A contact cannot ask; the recruiter can.
    expect((await rest('POST', '/portal/consent-requests', { headers: cookie(sessionA), body: { application: onC } })).status).toBe(401)
    const asked = await rest('POST', '/portal/consent-requests', { headers: recruiter.auth, body: { application: onC } })
    expect(await json<{ result: string }>(asked)).toEqual({ result: 'sent' })
    expect(await pendingRequests(payload, huda.id, 'en')).toEqual([
      expect.objectContaining({ client: 'Gulf Build Co.', job: 'Planning Engineer A' }),
    ])
    const mail = (await mailTo(huda.email, 1, (m) => /present you to/.test(m.subject ?? ''))).at(-1)!
    const token = /clients\/consent\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!
    // Another candidate's request cannot be answered from a profile.
    const someoneElse = await applicant('someone.portal@example.com', { fullName: 'Someone Else' })
    const request = (
      await payload.find({ collection: 'representation-requests', where: { application: { equals: onC } }, overrideAccess: true })
    ).docs[0]!
    expect(
      await answerRepresentation(payload, { requestId: request.id, candidateId: someoneElse.id, agree: true, locale: 'en' }),
    ).toBeNull()
    expect(await answerRepresentation(payload, { token, agree: true, locale: 'en' })).toBe('agreed')
    expect(await answerRepresentation(payload, { token, agree: false, locale: 'en' })).toBe('answered')
    expect(await pendingRequests(payload, huda.id, 'en')).toEqual([])
    const sent = await json<{ submitted: number[] }>(await rest('POST', '/portal/submit', { headers: recruiter.auth, body: original }))
    expect(sent.submitted).toHaveLength(1)
    const shown = await json<{ displayName: string; identityDisclosed: boolean }>(
      await rest('GET', `/submittals/${sent.submitted[0]}`, { headers: cookie(sessionA) }),
    )
    expect(shown).toMatchObject({ displayName: 'Huda Saleh', identityDisclosed: true })
    // With consent, the client downloads the very file the candidate uploaded (as an attachment), not a redrawn copy.
    const download = await rest('GET', `/portal/submittals/${sent.submitted[0]}/cv`, { headers: cookie(sessionA) })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    const uploaded = await rest('GET', `/candidate-cvs/file/${huda.cv.filename}`, { headers: recruiter.auth })
    expect(uploaded.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(await uploaded.arrayBuffer()))).toBe(true)
    const originalViews = await payload.count({
      collection: 'client-views',
      where: { and: [{ candidate: { equals: huda.id } }, { what: { equals: 'originalCv' } }] },
      overrideAccess: true,
    })
    expect(originalViews.totalDocs).toBe(1)
    // Consent withdrawn for that client: the file is gone from the portal at once.
    await withdrawConsent(payload, { candidate: huda.id, purpose: 'represent', clientId: clientA, language: 'en', method: 'form' })
    expect((await rest('GET', `/portal/submittals/${sent.submitted[0]}/cv`, { headers: cookie(sessionA) })).status).toBe(404)
    // The candidate sees which companies opened their CV.
    expect((await clientViewsOf(payload, huda.id, 'en')).map((v) => v.client)).toContain('Gulf Build Co.')
    // And in "Download my data".
    const exporter = DATA_EXPORTERS.find((e) => e.name === 'client-views')!
    const [entry] = await exporter.entries({
      payload,
      req: {} as never,
      candidate: { id: huda.id, email: huda.email, collection: 'candidates' },
    })
    const exported = JSON.parse(new TextDecoder().decode(entry!.data)) as {
      views: { company: Record<string, string>; viewedBy: string }[]
      representationRequests: { status: string }[]
    }
    expect(exported.views).toContainEqual(
      expect.objectContaining({
        company: expect.objectContaining({ en: 'Gulf Build Co.', ar: 'شركة الخليج للبناء' }),
        viewedBy: 'Noura Al-Harbi',
      }),
    )
    expect(exported.representationRequests).toContainEqual(expect.objectContaining({ status: 'agreed' }))
  })

  it('ends a disabled contact’s access on their next request', async () => {
    expect((await rest('GET', '/submittals', { headers: cookie(sessionB) })).status).toBe(200)
    await payload.update({ collection: 'client-contacts', id: contactB.id, data: { status: 'disabled' }, overrideAccess: true })
    const me = await json<{ user: unknown }>(await rest('GET', '/client-contacts/me', { headers: cookie(sessionB) }))
    expect(me.user ?? null).toBeNull()
    expect((await rest('GET', `/submittals/${submittalB}`, { headers: cookie(sessionB) })).status).not.toBe(200)
    void releaseHeldEmail
    void draftJobFromRequisition
  })

  it('tells the client’s account manager of a decision on a job nobody owns', async () => {
    const jobD = await ownedJob(recruiter.id, { title: 'Unowned Surveyor A' })
    const who = await applicant('surveyor.portal@example.com', { fullName: 'Sami Surveyor' })
    const onD = await applyTo(who, jobD, 'en', 'Sami Surveyor')
    await payload.update({
      collection: 'jobs',
      id: jobD,
      data: { client: clientA, owner: null },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const submittal = await payload.create({
      collection: 'submittals',
      data: { client: clientA, job: jobD, application: onD, displayName: 'C-99999', cvKind: 'blind', status: 'submitted' },
      overrideAccess: true,
    })
    const contactAUser = {
      ...(await payload.findByID({ collection: 'client-contacts', id: contactA.id, overrideAccess: true })),
      collection: 'client-contacts',
    }
    await decide(payload, contactAUser as never, { decision: 'approve', submittal: submittal.id, comment: '' })
    await mailTo('recruiter.portal@example.com', 1, (m) => /Client decision on Unowned Surveyor A/.test(m.subject ?? ''))
  })
})
