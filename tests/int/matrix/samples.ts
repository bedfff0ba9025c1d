import type { Payload } from 'payload'

import { recordConsent } from '@/features/consent'

import type { Probe } from './fixtures'
import type { Role } from './table'

/**
 * What the access matrix sends to create a document in each collection (tests/int/matrix/fixtures.ts makes the
 * documents it is sent about): explicit data for accounts and what candidates make, else a copy of a seeded one.
 */
export const MATRIX_PASSWORD = 'matrix password 4 all'
export const MATRIX_PROFILE = { phoneNumber_1: '+966501234567', city: 'Riyadh', state: 'Riyadh Province', skills: 'Payroll' }

type Doc = Record<string, unknown> & { id: number }

/** What a sample is made from: the fixtures' accounts, probes and documents. */
export type SampleSource = {
  payload: Payload
  tag: string
  users: Record<Role, Doc & { collection: string }>
  probes: Record<string, Probe[]>
  ownedJob: { id: number }
  originals: Map<string, Doc>
  mine: (role: Role) => { cvId: number; application: Probe }
  freshJob: () => number
}

/** Array rows keep their own ids (also inside groups); a copy needs new ones. */
const withoutRowIds = (value: unknown, inArray = false): unknown => {
  if (Array.isArray(value)) return value.map((row) => withoutRowIds(row, true))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(inArray && key === 'id'))
      .map(([key, v]) => [key, withoutRowIds(v)]),
  )
}

/** System fields and what Payload computes, which a create does not send. */
const COMPUTED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'sizes',
  'url',
  'thumbnailURL',
  'filename',
  'mimeType',
  'filesize',
  'width',
  'height',
  'focalX',
  'focalY',
])

/**
 * Data a role sends to create a document: explicit for accounts and what candidates make, otherwise a copy of
 * a seeded document with its unique fields made unique.
 */
export async function sample(from: SampleSource, collection: string, role: Role, n: number): Promise<Record<string, unknown>> {
  switch (collection) {
    case 'users':
      return { email: `matrix-new-${from.tag}-${n}@example.com`, password: MATRIX_PASSWORD, roles: ['editor'] }
    case 'candidates':
      return { email: `matrix-signup-${from.tag}-${n}@example.com`, password: MATRIX_PASSWORD, fullName: 'Matrix Sign Up' }
    case 'applications': {
      const cv =
        role === 'candidateA' || role === 'candidateB' || role === ('candidateC' as Role)
          ? from.mine(role).cvId
          : from.mine('candidateA').cvId
      return {
        job: from.freshJob(),
        status: 'submitted',
        cv,
        fullName: 'Matrix Applicant',
        phoneNumber: MATRIX_PROFILE.phoneNumber_1,
        city: 'Riyadh',
        state: 'Riyadh Province',
        skills: 'Payroll',
      }
    }
    case 'saved-jobs':
      return { job: from.freshJob() }
    case 'contact-submissions': {
      const subject = (await from.payload.find({ collection: 'contact-subjects', limit: 1, depth: 0 })).docs[0]!
      return {
        name: 'Matrix Visitor',
        email: 'visitor@example.com',
        phone: '+966501234567',
        subject: subject.id,
        message: 'A message for the matrix test.',
        status: 'new',
        submissionId: `matrix-${from.tag}-${n}`,
      }
    }
    case 'live-events':
      return {
        kind: 'application-created',
        candidate: from.users.candidateA.id,
        application: from.mine('candidateA').application.id,
        job: 1,
        status: 'submitted',
      }
    case 'audit-events':
      return { action: 'matrix.test' }
    case 'retention-rules':
      return { name: `Matrix rule ${n}`, kind: 'contact-messages', months: 240, active: false }
    case 'legal-holds':
      return { candidate: from.users.candidateB.id, reason: `Matrix hold ${n}`, active: false }
    case 'privacy-notices':
      return { key: `matrix-${from.tag}-${n}`, kind: 'keep-reminder' }
    // The client portal (issue 30): on the fixtures' matrix client (fixtures.ts).
    // A fee agreement of the matrix's own client (a copied one's client may be gone: the matrix deletes clients).
    case 'fee-agreements':
      return { ...(await copyOf(from, collection, n)), client: matrixClient(from) }
    case 'clients':
      return { name: `Matrix Client ${from.tag} ${n}`, accountManager: from.users.recruiter.id, status: 'active' }
    case 'client-contacts':
      return {
        name: 'Matrix Contact',
        email: `matrix-contact-${from.tag}-${n}@example.com`,
        client: matrixClient(from),
        preferredLocale: 'en',
        status: 'active',
      }
    case 'client-sign-in-links':
      return {
        contact: from.originals.get('matrix:contact')!.id,
        tokenHash: `matrix-${from.tag}-${n}`,
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      }
    case 'vacancy-attachments':
      return { client: matrixClient(from), requisition: from.probes.requisitions?.[0]?.id, originalName: 'job.pdf' }
    case 'requisitions':
      return { client: matrixClient(from), title: `Matrix vacancy ${n}`, description: 'A vacancy for the matrix test.', status: 'received' }
    case 'submittals':
      return {
        client: matrixClient(from),
        job: from.ownedJob.id,
        application: from.mine('candidateA').application.id,
        displayName: `C-${n}`,
        cvKind: 'blind',
        status: 'submitted',
      }
    case 'representation-requests':
      return {
        candidate: from.users.candidateA.id,
        application: from.mine('candidateA').application.id,
        client: matrixClient(from),
        job: from.ownedJob.id,
        status: 'pending',
        tokenHash: `matrix-request-${from.tag}-${n}`,
      }
    case 'client-views':
      return { client: matrixClient(from), submittal: from.originals.get('matrix:submittal')!.id, what: 'submittal' }
    case 'client-notices':
      return {
        key: `matrix-notice-${from.tag}-${n}`,
        submittal: from.originals.get('matrix:submittal')!.id,
        contact: from.originals.get('matrix:contact')!.id,
        locale: 'en',
        status: 'sent',
      }
    case 'consent-events':
      return {
        candidate: from.users.candidateA.id,
        purpose: 'marketing',
        action: 'granted',
        scopeKey: 'marketing',
        wording: 'Matrix wording',
        wordingVersion: 'matrix',
        language: 'en',
        method: 'form',
        at: new Date().toISOString(),
      }
    // A search of its own, so that it is a new alert (one per address and search); the email is the
    // candidate's whatever is sent (GraphQL's input type requires one).
    case 'job-alerts':
      return {
        email: role.startsWith('candidate') ? from.users[role].email : `matrix-alert-${from.tag}-${n}@example.com`,
        locale: 'en',
        frequency: 'daily',
        q: `matrix ${from.tag} ${n}`,
        // Set by the server whatever is sent (GraphQL's input type requires them).
        searchKey: 'set-by-hook',
        status: 'active',
      }
    // Notifications (issue 34): nobody makes these through the API; the probes are given to their owner.
    // One per candidate: a document not given to A or B (an admin's delete) is candidate C's.
    case 'notification-settings':
      return { candidate: from.users[role.startsWith('candidate') ? role : ('candidateC' as Role)].id }
    case 'notification-messages':
      // A recruiter's new-application notice by push (a staff member's message), else a candidate's job alert.
      return role === 'recruiter'
        ? {
            key: `matrix-${from.tag}-${n}:push`,
            user: from.users.recruiter.id,
            purpose: 'newApplications',
            channel: 'push',
            template: 'new_application',
            locale: 'en',
            notBefore: new Date().toISOString(),
            status: 'sent',
          }
        : {
            key: `matrix-${from.tag}-${n}:email`,
            candidate: from.users[role.startsWith('candidate') ? role : 'candidateA'].id,
            purpose: 'jobAlerts',
            channel: 'email',
            template: 'job_alert',
            locale: 'en',
            notBefore: new Date().toISOString(),
            status: 'sent',
          }
    case 'push-subscriptions':
      return {
        // A recruiter's device (turned on in the admin), else a candidate's.
        ...(role === 'recruiter'
          ? { user: from.users.recruiter.id }
          : { candidate: from.users[role.startsWith('candidate') ? role : 'candidateA'].id }),
        endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${from.tag}-${n}`,
        p256dh: `B${'x'.repeat(86)}`,
        auth: 'matrixauthsecret0000',
        locale: 'en',
      }
    case 'indexing-notices':
      return { url: `http://localhost:3000/en/jobs/matrix-${from.tag}-${n}`, type: 'URL_UPDATED', outcome: 'sent' }
    case 'payload-jobs':
      return { taskSlug: 'sendJobAlerts', input: {} }
    case 'data-exports':
      return {
        candidate: from.users.candidateA.id,
        tokenHash: `matrix-${from.tag}-${n}`,
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      }
    // On candidate A's application: the table's recruiter owns its job.
    case 'interviews':
      return {
        application: from.mine('candidateA').application.id,
        startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        startsAt_tz: 'Asia/Riyadh',
        durationMinutes: 30,
        location: 'Riyadh office',
        // Set by the server whatever is sent; GraphQL's input type requires it.
        status: 'scheduled',
      }
    // A note (the server sets the job, kind and author whatever is sent; GraphQL's input type requires them).
    case 'application-activities':
      return { application: from.mine('candidateA').application.id, job: from.ownedJob.id, kind: 'note', text: `Matrix note ${n}` }
    case 'payload-kv':
      return { key: `matrix-${from.tag}-${n}`, data: { n } }
    case 'payload-locked-documents':
      return {
        document: { relationTo: 'posts', value: from.probes.posts?.[1]?.id },
        user: { relationTo: 'users', value: from.users.editor.id },
        globalSlug: null,
      }
    case 'payload-preferences':
      return { key: `matrix-${from.tag}-${n}`, value: { open: false } }
    case 'talent-pools':
      return { name: `Matrix pool ${from.tag} ${n}`, members: [from.users.candidateA.id] }
    // A new candidate whose consent to keep their profile holds, invited to the recruiter's job (the server sets the rest).
    case 'job-invitations': {
      const invitee = await from.payload.create({
        collection: 'candidates',
        data: {
          email: `matrix-invitee-${from.tag}-${n}@example.com`,
          password: MATRIX_PASSWORD,
          fullName: 'Matrix Invitee',
        } as never,
        overrideAccess: true,
      })
      await recordConsent(from.payload, { candidate: invitee.id, purpose: 'keep', language: 'en', method: 'signup' })
      return { job: from.ownedJob.id, candidate: invitee.id, status: 'sent' }
    }
  }
  return copyOf(from, collection, n)
}

const matrixClient = (from: SampleSource) => from.originals.get('matrix:client')!.id

async function copyOf(from: SampleSource, collection: string, n: number): Promise<Record<string, unknown>> {
  let original = from.originals.get(collection)
  if (!original) {
    original = (await from.payload.find({ collection: collection as 'faqs', limit: 1, depth: 0, locale: 'en', overrideAccess: true }))
      .docs[0] as unknown as Doc
    if (!original) throw new Error(`No ${collection} to copy`)
    from.originals.set(collection, original)
  }
  const config = from.payload.collections[collection as 'faqs'].config
  const copy: Record<string, unknown> = {}
  for (const field of config.flattenedFields) {
    if (COMPUTED.has(field.name) || field.type === 'join' || ('virtual' in field && field.virtual) || field.hidden) continue
    const value = original[field.name]
    if (value === undefined || value === null) continue
    if ('unique' in field && field.unique && typeof value === 'string' && (field.type === 'text' || field.type === 'email')) {
      copy[field.name] = /^[A-Z0-9-]+$/.test(value)
        ? `M${from.tag.slice(0, 4).toUpperCase()}${n}-${value}`.slice(0, 20)
        : `${value}-m${from.tag}${n}`
    } else copy[field.name] = withoutRowIds(value)
  }
  if (config.versions && typeof config.versions === 'object' && config.versions.drafts) copy._status = 'published'
  return copy
}
