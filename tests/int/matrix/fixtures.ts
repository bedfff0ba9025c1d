import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { CLIENT_SESSION_COOKIE } from '@/features/clients/constants'
import { issueSignInLink, redeemSignInLink } from '@/features/clients/signIn'
import { recordConsent } from '@/features/consent'

import { makePdf } from '../../fixtures/pdf'
import { rest, restUpload, signIn } from '../helpers/http'
import { ADMIN, getTestPayload } from '../helpers/payload'
import { MATRIX_PASSWORD, MATRIX_PROFILE, sample } from './samples'
import type { Role } from './table'

/**
 * The documents the access matrix is checked against: for every collection, documents to read (and whose they
 * are, or whether they are public), and fresh ones to delete. Made through the Local API, except what a
 * candidate makes through the site (their files, applications, saved jobs).
 */
/** `owner`: the candidate (or staff member) it belongs to; `handler`: the recruiter whose job it hangs off. */
export type Probe = { id: number; owner?: Role; handler?: Role; hidden?: boolean; filename?: string; key?: string }
export type Auth = Record<string, string>
type Doc = Record<string, unknown> & { id: number }

const PASSWORD = MATRIX_PASSWORD
const PROFILE = MATRIX_PROFILE
let counter = 0
export const next = () => ++counter
/** A client address no limit has seen yet (the per-address limits are not what this test is about). */
export const address = () => `10.61.${Math.floor(next() / 250) % 250}.${counter % 250}`

export const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0c4654' } })
      .png()
      .toBuffer(),
  )

export class Fixtures {
  /** Both matrix tests run on one database: their accounts differ by this. */
  readonly tag = randomUUID().slice(0, 8)
  headers: Record<Role, Auth> = { guest: {} } as Record<Role, Auth>
  users = {} as Record<Role, Doc & { collection: string }>
  probes: Record<string, Probe[]> = {}
  private openJobs: number[] = []
  payload!: Payload
  readonly originals = new Map<string, Doc>()
  private unpublished: { collection: 'pages' | 'services'; id: number }[] = []
  /** The job candidate A applied to, which the table's recruiter owns for the test (and its owner before). */
  ownedJob!: { id: number; owner: number | null }

  async setUp() {
    const payload = (this.payload = await getTestPayload())
    for (const role of ['editor', 'recruiter'] as const) {
      const doc = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `matrix-${role}-${this.tag}@example.com`, password: PASSWORD, roles: [role] },
      })
      this.users[role] = { ...doc, collection: 'users' } as never
      this.remember('users', doc.id)
      this.headers[role] = await signIn(doc.email, PASSWORD)
    }
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, limit: 1 })).docs[0]!
    this.users.admin = { ...admin, collection: 'users' } as never
    this.headers.admin = await signIn(ADMIN.email, ADMIN.password)
    // Jobs anyone may apply for: not one only for those who meet its criteria (matching, issue 32).
    this.openJobs = (await payload.find({ collection: 'jobs', overrideAccess: false, limit: 40, depth: 0, sort: '-id' })).docs
      .filter((j) => j.eligibility?.allowIneligible !== false)
      .map((j) => j.id)
    for (const role of ['candidateA', 'candidateB'] as const) await this.candidate(role)
    const third = await this.candidate('candidateC' as Role)
    void third

    const [a, b] = [this.mine('candidateA'), this.mine('candidateB')]
    // The recruiter owns the job candidate A applied to: A's application, the CV sent with it, its interviews and
    // timeline are theirs to handle; B's are not.
    const jobA = a.job
    const before = (await payload.findByID({ collection: 'jobs', id: jobA, depth: 0, overrideAccess: true })) as { owner?: number | null }
    this.ownedJob = { id: jobA, owner: before.owner ?? null }
    await payload.db.updateOne({ collection: 'jobs', id: jobA, data: { owner: this.users.recruiter.id }, returning: false })
    for (const mine of [a.application, a.cv]) mine.handler = 'recruiter'
    this.probes = {
      candidates: [
        { id: this.users.candidateA.id, owner: 'candidateA' },
        { id: this.users.candidateB.id, owner: 'candidateB' },
      ],
      'candidate-cvs': [a.cv, b.cv],
      'candidate-pictures': [a.picture, b.picture],
      applications: [a.application, b.application],
      'saved-jobs': [a.saved, b.saved],
      // Staff read their own account; recruiters also the names of admins and recruiters (co-owners, interviewers).
      users: (['editor', 'recruiter', 'admin'] as const).map((role) => ({
        id: this.users[role].id,
        owner: role,
        ...(role === 'admin' ? { handler: 'recruiter' as Role } : {}),
      })),
      'payload-preferences': [],
    }
    for (const role of ['editor', 'recruiter', 'admin'] as const) {
      const id = await this.preference(role)
      this.probes['payload-preferences']!.push({ id, owner: role, key: this.preferenceKeys.get(id) })
    }
    const open = (await payload.find({ collection: 'jobs', where: { status: { equals: 'open' } }, limit: 1, depth: 0 })).docs[0]!
    const draft = (await payload.find({ collection: 'jobs', where: { status: { equals: 'draft' } }, limit: 1, depth: 0 })).docs[0]!
    void open
    // The recruiter's job, and a draft of someone else's.
    this.probes.jobs = [
      { id: jobA, handler: 'recruiter' },
      { id: draft.id, hidden: true, handler: 'admin' },
    ]
    this.probes.interviews = [
      { id: await this.interview(a.application.id), owner: 'candidateA', handler: 'recruiter' },
      { id: await this.interview(b.application.id), owner: 'candidateB' },
    ]
    this.probes['application-activities'] = [
      { id: await this.note(a.application.id), handler: 'recruiter' },
      { id: await this.note(b.application.id), handler: 'admin' },
    ]
    for (const collection of ['posts', 'assessments'] as const) {
      const published = (await payload.find({ collection, where: { _status: { equals: 'published' } }, limit: 1, depth: 0 })).docs[0]!
      const hidden = await payload.create({
        collection,
        data: { ...(await this.sample(collection)), _status: 'draft' } as never,
        draft: true,
      })
      this.remember(collection, hidden.id)
      this.probes[collection] = [{ id: published.id }, { id: hidden.id, hidden: true }]
    }
    // Pages and services have one document per fixed slug: one of each is unpublished for the test, and put back after.
    for (const collection of ['pages', 'services'] as const) {
      const [shown, hidden] = (await payload.find({ collection, limit: 2, depth: 0, sort: 'id' })).docs
      await payload.update({ collection, id: hidden!.id, data: { _status: 'draft' } as never })
      this.unpublished.push({ collection, id: hidden!.id })
      this.probes[collection] = [{ id: shown!.id }, { id: hidden!.id, hidden: true }]
    }
    const media = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!
    this.probes.media = [{ id: media.id, filename: media.filename ?? undefined }]
    // On the hidden post, which no cell updates: saving a document ends its editor's lock on it.
    const post = this.probes.posts![1]!.id
    this.probes['payload-locked-documents'] = [{ id: await this.disposable('payload-locked-documents', undefined, post) }]
    // Job alerts: candidate A's and B's (saved as the one-click form does) and a visitor's.
    this.probes['job-alerts'] = [
      { id: await this.disposable('job-alerts', 'candidateA'), owner: 'candidateA' },
      { id: await this.disposable('job-alerts', 'candidateB'), owner: 'candidateB' },
      { id: await this.disposable('job-alerts') },
    ]
    // Consent events: candidate A's and B's, appended as the site does (features/consent).
    this.probes['consent-events'] = []
    for (const owner of ['candidateA', 'candidateB'] as const) {
      const event = await recordConsent(payload, { candidate: this.users[owner].id, purpose: 'marketing', language: 'en', method: 'form' })
      this.probes['consent-events'].push({ id: Number(event.id), owner })
    }
    // And a visitor's, by the address that confirmed a job alert (no account): no candidate reads it.
    const visitor = await recordConsent(payload, {
      email: 'matrix-visitor@example.com',
      purpose: 'alerts',
      language: 'ar',
      method: 'email-link',
    })
    this.probes['consent-events'].push({ id: Number(visitor.id) })
    // Notifications (issue 34): candidate A's and B's settings, messages and devices, made by the server.
    for (const collection of ['notification-settings', 'notification-messages', 'push-subscriptions']) {
      this.probes[collection] = [
        { id: await this.disposable(collection, 'candidateA'), owner: 'candidateA' },
        { id: await this.disposable(collection, 'candidateB'), owner: 'candidateB' },
      ]
    }
    // A recruiter's own device too (notifications of new applications, turned on in the admin), and a notice of theirs.
    for (const collection of ['push-subscriptions', 'notification-messages'])
      this.probes[collection]!.push({ id: await this.disposable(collection, 'recruiter'), owner: 'recruiter' })
    // The client portal: clients A and B, a contact of each (signed in through an emailed one-time link, as on the
    // site), and of each client a vacancy request and a submittal: candidate A's application (on the recruiter's job)
    // put forward to client A, B's (another's job) to client B. A submittal withdrawn from client A is no contact's.
    const clientOf = async () => {
      const doc = await payload.create({ collection: 'clients', data: (await this.sample('clients')) as never, overrideAccess: true })
      this.remember('clients', doc.id)
      return doc
    }
    const client = await clientOf()
    this.originals.set('matrix:client', client as never)
    const clientB = await clientOf()
    const contactOf = async (role: 'contactA' | 'contactB', clientId: number) => {
      const doc = await payload.create({
        collection: 'client-contacts',
        data: { ...(await this.sample('client-contacts')), client: clientId } as never,
        overrideAccess: true,
      })
      this.remember('client-contacts', doc.id)
      this.users[role] = { ...doc, collection: 'client-contacts' } as never
      const used = await redeemSignInLink(payload, await issueSignInLink(payload, doc.id))
      if (!used.ok) throw new Error(`The matrix's ${role} could not sign in: ${used.problem}`)
      this.headers[role] = { Cookie: `${CLIENT_SESSION_COOKIE}=${used.session.token}` }
      return doc
    }
    const contact = await contactOf('contactA', client.id)
    this.originals.set('matrix:contact', contact as never)
    await contactOf('contactB', clientB.id)
    this.probes.clients = [
      { id: client.id, owner: 'contactA' },
      { id: clientB.id, owner: 'contactB' },
    ]
    this.probes['client-contacts'] = [
      { id: contact.id, owner: 'contactA' },
      { id: this.users.contactB.id, owner: 'contactB' },
    ]
    const submittalOf = async (application: number, job: number, clientId: number, status = 'submitted') => {
      const doc = await payload.create({
        collection: 'submittals',
        data: { ...(await this.sample('submittals')), application, job, client: clientId, status } as never,
        overrideAccess: true,
      })
      this.remember('submittals', doc.id)
      return doc.id
    }
    const jobB = (await payload.findByID({ collection: 'applications', id: b.application.id, depth: 0, overrideAccess: true })).job
    const jobOfB = typeof jobB === 'object' ? jobB.id : jobB
    this.probes.submittals = [
      { id: await submittalOf(a.application.id, jobA, client.id), handler: 'recruiter', owner: 'contactA' },
      { id: await submittalOf(b.application.id, jobOfB, clientB.id), handler: 'admin', owner: 'contactB' },
      { id: await submittalOf(a.application.id, jobA, client.id, 'withdrawn'), handler: 'recruiter' },
    ]
    this.originals.set('matrix:submittal', { id: this.probes.submittals[0]!.id })
    const requisitionOf = async (clientId: number) => {
      const doc = await payload.create({
        collection: 'requisitions',
        data: { ...(await this.sample('requisitions')), client: clientId } as never,
        overrideAccess: true,
      })
      this.remember('requisitions', doc.id)
      return doc.id
    }
    this.probes.requisitions = [
      { id: await requisitionOf(client.id), owner: 'contactA' },
      { id: await requisitionOf(clientB.id), owner: 'contactB' },
    ]
    // A job description on each client's vacancy request (the intake action's own store, after its checks).
    this.probes['vacancy-attachments'] = []
    for (const [i, owner] of (['contactA', 'contactB'] as const).entries()) {
      const doc = await this.attachment(this.probes.requisitions[i]!.id, i === 0 ? client.id : clientB.id)
      this.probes['vacancy-attachments'].push({ id: doc.id, owner, filename: doc.filename })
    }
    const requestOf = async (owner: 'candidateA' | 'candidateB', application: number, job: number) => {
      const doc = await payload.create({
        collection: 'representation-requests',
        data: { ...(await this.sample('representation-requests')), candidate: this.users[owner].id, application, job } as never,
        overrideAccess: true,
      })
      this.remember('representation-requests', doc.id)
      return doc.id
    }
    this.probes['representation-requests'] = [
      { id: await requestOf('candidateA', a.application.id, jobA), owner: 'candidateA', handler: 'recruiter' },
      {
        id: await requestOf('candidateB', b.application.id, jobOfB),
        owner: 'candidateB',
        handler: 'admin',
      },
    ]
    // A fee agreement of the matrix's own client: the first one in the database may have lost its client to another
    // test (deleting a client keeps its agreements, without a client, and such an agreement cannot be saved as it is).
    for (const collection of ['client-sign-in-links', 'client-views', 'client-notices', 'fee-agreements']) {
      this.probes[collection] = [{ id: await this.disposable(collection) }]
    }
    for (const collection of [
      'contact-submissions',
      'live-events',
      'audit-events',
      'indexing-notices',
      'retention-rules',
      'legal-holds',
      'privacy-notices',
    ]) {
      this.probes[collection] = [{ id: await this.disposable(collection) }]
    }
    // Invitations to apply: candidate A's to the recruiter's job, B's to another's (made by the server).
    const invitationOf = async (candidate: number, job: number) => {
      const doc = await payload.create({ collection: 'job-invitations', data: { job, candidate } as never, overrideAccess: true })
      this.remember('job-invitations', doc.id)
      return doc.id
    }
    this.probes['job-invitations'] = [
      { id: await invitationOf(this.users.candidateA.id, jobA), owner: 'candidateA', handler: 'recruiter' },
      {
        id: await invitationOf(this.users.candidateB.id, jobOfB),
        owner: 'candidateB',
        handler: 'admin',
      },
    ]
    this.probes['talent-pools'] = [{ id: await this.disposable('talent-pools') }]
    // Placements: one whose fee is split with the table's recruiter, one that is the admin's alone.
    this.probes.placements = [
      { id: await this.placement(this.users.recruiter.id), handler: 'recruiter' },
      { id: await this.placement(this.users.admin.id), handler: 'admin' },
    ]
    // A signed fee agreement (a PDF), with its file name for the download checks.
    const signed = await this.disposable('fee-agreement-files')
    const signedDoc = (await payload.findByID({ collection: 'fee-agreement-files', id: signed, depth: 0 })) as { filename?: string | null }
    this.probes['fee-agreement-files'] = [{ id: signed, filename: signedDoc.filename ?? undefined }]
    for (const collection of payload.config.collections.map((c) => c.slug)) {
      if (this.probes[collection] || collection.startsWith('payload-')) continue
      const first = (await payload.find({ collection: collection as 'faqs', limit: 1, depth: 0 })).docs[0]
      this.probes[collection] = first ? [{ id: first.id }] : []
    }
  }

  /** What this test made, removed at the end so that other tests read the seeded data as it was. */
  private made: { collection: string; id: number }[] = []
  remember(collection: string, id: number) {
    this.made.push({ collection, id })
  }

  async tearDown() {
    if (this.ownedJob)
      await this.payload.db.updateOne({ collection: 'jobs', id: this.ownedJob.id, data: { owner: this.ownedJob.owner }, returning: false })
    for (const { collection, id } of this.unpublished)
      await this.payload.update({ collection, id, data: { _status: 'published' } as never })
    // Newest first; the audit log keeps its entries (nobody may delete them), and accounts take their data with them.
    for (const { collection, id } of this.made.reverse()) {
      if (collection === 'audit-events' || collection === 'consent-events') continue
      await this.payload.delete({ collection: collection as 'faqs', id, overrideAccess: true }).catch(() => undefined)
    }
  }

  private async candidate(role: Role) {
    const payload = this.payload
    const email = `matrix-${role.toLowerCase()}-${this.tag}@example.com`
    const doc = await payload.create({
      collection: 'candidates',
      overrideAccess: true,
      data: { email, password: PASSWORD, fullName: `Matrix ${role}`, ...PROFILE },
    })
    this.users[role] = { ...doc, collection: 'candidates' } as never
    this.remember('candidates', doc.id)
    const login = await rest('POST', '/candidates/login', {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': address() },
    })
    this.headers[role] = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
    const h = this.headers[role]
    const cv = (
      (await (
        await restUpload('/candidate-cvs', { name: 'cv.pdf', type: 'application/pdf', data: makePdf(role) }, { headers: h })
      ).json()) as {
        doc: Doc & { filename: string }
      }
    ).doc
    const picture = (
      (await (
        await restUpload('/candidate-pictures', { name: 'me.png', type: 'image/png', data: await png() }, { headers: h })
      ).json()) as {
        doc: Doc & { filename: string }
      }
    ).doc
    const job = this.freshJob()
    const application = (
      (await (
        await rest('POST', '/applications', {
          headers: h,
          body: {
            job,
            cv: cv.id,
            fullName: `Matrix ${role}`,
            phoneNumber: PROFILE.phoneNumber_1,
            city: 'Riyadh',
            state: 'Riyadh Province',
            skills: 'Payroll',
          },
        })
      ).json()) as { doc: Doc }
    ).doc
    const saved = ((await (await rest('POST', '/saved-jobs', { headers: h, body: { job: this.freshJob() } })).json()) as { doc: Doc }).doc
    this.own.set(role, {
      cv: { id: cv.id, owner: role, filename: cv.filename },
      picture: { id: picture.id, owner: role, filename: picture.filename },
      application: { id: application.id, owner: role },
      saved: { id: saved.id, owner: role },
      cvId: cv.id,
      job,
    })
  }

  private own = new Map<Role, { cv: Probe; picture: Probe; application: Probe; saved: Probe; cvId: number; job: number }>()
  mine = (role: Role) => this.own.get(role)!

  /** A candidate's new profile picture replaces the one before: the probe follows it. */
  pictureReplaced(role: Role, doc: { id: number; filename: string }) {
    const probes = this.probes['candidate-pictures']!
    const index = probes.findIndex((p) => p.owner === role)
    if (index >= 0) probes[index] = { id: doc.id, owner: role, filename: doc.filename }
  }

  /** An open job no candidate of this test has applied for or saved yet. */
  freshJob(): number {
    const job = this.openJobs.shift()
    if (job === undefined) throw new Error('The access matrix ran out of open jobs')
    return job
  }

  /** An interview on an application, made by the server itself (no user: every check of a scheduler passes). */
  private async interview(application: number): Promise<number> {
    const data = { ...(await this.sample('interviews')), application }
    const doc = await this.payload.create({ collection: 'interviews', data: data as never })
    this.remember('interviews', doc.id)
    return doc.id
  }

  /** A placement (made by the server) whose fee goes to this staff member. */
  private async placement(recruiter: number): Promise<number> {
    // A copy of a stored placement, without its application: one placement per application, and the one copied may
    // be another test's hire.
    const data = { ...(await this.sample('placements')), application: null, splits: [{ recruiter, share: '100' }] }
    const doc = await this.payload.create({ collection: 'placements', data: data as never })
    this.remember('placements', doc.id)
    return doc.id
  }

  private async note(application: number): Promise<number> {
    const found = (await this.payload.findByID({ collection: 'applications', id: application, depth: 0 })) as { job: number }
    const doc = await this.payload.create({
      collection: 'application-activities',
      data: { application, job: found.job, kind: 'note', text: 'Matrix note' } as never,
    })
    this.remember('application-activities', doc.id)
    return doc.id
  }

  /** Preferences are also addressed by key (`/api/payload-preferences/{key}`, the signed-in user's own). */
  preferenceKeys = new Map<number, string>()

  private async preference(role: 'editor' | 'recruiter' | 'admin') {
    // Payload fills in the owner from the signed-in user.
    const key = `matrix-${this.tag}-${next()}`
    const doc = await this.payload.create({
      collection: 'payload-preferences',
      overrideAccess: true,
      user: this.users[role] as never,
      data: { key, value: { open: true } } as never,
    })
    this.preferenceKeys.set(doc.id, key)
    this.remember('payload-preferences', doc.id)
    return doc.id
  }

  /** A job description on a vacancy request, stored as the portal's intake action stores one. */
  async attachment(requisition: number, clientId: number): Promise<{ id: number; filename: string }> {
    const data = Buffer.from(makePdf('Matrix job description'))
    const doc = await this.payload.create({
      collection: 'vacancy-attachments',
      data: { client: clientId, requisition, originalName: 'job.pdf' } as never,
      file: { data, mimetype: 'application/pdf', name: `matrix-${this.tag}-${next()}.pdf`, size: data.length },
      overrideAccess: true,
    })
    this.remember('vacancy-attachments', doc.id)
    return { id: doc.id, filename: String(doc.filename) }
  }

  /** Data a role sends to create a document (samples.ts). */
  sample(collection: string, role: Role = 'admin'): Promise<Record<string, unknown>> {
    return sample(this, collection, role, next())
  }

  /** A fresh document to delete, made through the Local API (as its owner when it has one). */
  async disposable(collection: string, owner?: Role, lockedPost?: number): Promise<number> {
    const payload = this.payload
    const user = owner ? (this.users[owner] as never) : undefined
    if (collection === 'candidate-cvs' || collection === 'candidate-pictures' || collection === 'media') {
      const cv = collection === 'candidate-cvs'
      const data = cv ? Buffer.from(makePdf('disposable')) : Buffer.from(await png())
      const file = { data, mimetype: cv ? 'application/pdf' : 'image/png', name: cv ? 'cv.pdf' : 'me.png', size: data.length }
      // Uploaded by a third candidate (it replaces that one's profile file, not the probe's), then given to the owner.
      const doc = await payload.create({
        collection: collection as 'media',
        data: (collection === 'media' ? { alt: 'Matrix' } : {}) as never,
        file,
        overrideAccess: true,
        user: this.users['candidateC' as Role] as never,
      })
      // A recruiter's CV is one sent to their job; a candidate's is their own.
      if (owner === 'recruiter' && collection === 'candidate-cvs') {
        await payload.db.updateOne({ collection, id: doc.id, data: { jobs: [this.ownedJob.id] }, returning: false })
      } else if (user && collection !== 'media') {
        await payload.db.updateOne({ collection, id: doc.id, data: { owner: (user as Doc).id }, returning: false })
      }
      this.remember(collection, doc.id)
      return doc.id
    }
    if (collection === 'fee-agreement-files') {
      const data = Buffer.from(makePdf('Signed agreement'))
      const doc = await payload.create({
        collection,
        data: {} as never,
        file: { data, mimetype: 'application/pdf', name: 'signed.pdf', size: data.length },
        overrideAccess: true,
        user: this.users.admin as never,
      })
      this.remember(collection, doc.id)
      return doc.id
    }
    if (collection === 'applications' || collection === 'saved-jobs') {
      const as = owner ?? ('candidateC' as Role)
      const doc = await payload.create({
        collection,
        data: (await this.sample(collection, as)) as never,
        user: this.users[as] as never,
        overrideAccess: false,
      })
      this.remember(collection, doc.id)
      return doc.id
    }
    if (collection === 'payload-preferences') return this.preference(owner as 'editor')
    if (collection === 'vacancy-attachments')
      return (await this.attachment(this.probes.requisitions![0]!.id, this.originals.get('matrix:client')!.id)).id
    if (collection === 'job-alerts' && owner) {
      const doc = await payload.create({
        collection,
        data: (await this.sample(collection, owner)) as never,
        user: this.users[owner] as never,
        overrideAccess: false,
      })
      this.remember(collection, doc.id)
      return doc.id
    }
    if (collection === 'application-activities') return this.note(this.mine('candidateA').application.id)
    const data = await this.sample(
      collection,
      owner && ['notification-settings', 'notification-messages', 'push-subscriptions'].includes(collection) ? owner : 'admin',
    )
    if (collection === 'jobs' && owner) data.owner = this.users[owner].id
    if (collection === 'payload-locked-documents' && lockedPost) (data.document as { value: number }).value = lockedPost
    const doc = await payload.create({ collection: collection as 'faqs', data: data as never, overrideAccess: true, draft: false })
    this.remember(collection, doc.id)
    return doc.id
  }
}
