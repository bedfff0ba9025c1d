import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { graphql, rest, restRaw, signIn } from './helpers/http'
import { getTestPayload } from './helpers/payload'

/** Issue 14, items 1, 2, 15 and 16 as an API client sees them. */
const PASSWORD = 'saffron and cardamom 21'
let n = 0
const fresh = () => ({ 'x-forwarded-for': `10.14.${Math.floor(++n / 250)}.${n % 250}` })

async function candidateToken(email: string) {
  const payload = await getTestPayload()
  await payload.create({ collection: 'candidates', data: { email, password: PASSWORD, fullName: 'Hardening Test' }, overrideAccess: true })
  const response = await rest('POST', '/candidates/login', { body: { email, password: PASSWORD }, headers: fresh() })
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` }
}

describe('hardening: what candidates and clients can no longer do', () => {
  let candidate: { Authorization: string }
  let editor: { Authorization: string }

  beforeAll(async () => {
    const payload = await getTestPayload()
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'editor-hardening@example.com', password: 'an editor at work 5', roles: ['editor'] },
    })
    editor = await signIn('editor-hardening@example.com', 'an editor at work 5')
    candidate = await candidateToken('hardening@example.com')
  })

  it('keep drafts and version history to the staff who edit content (REST and GraphQL)', async () => {
    for (const path of [
      '/posts/versions',
      '/pages/versions',
      '/services/versions',
      '/assessments/versions',
      '/globals/home/versions',
      '/globals/site-settings/versions',
    ]) {
      expect((await rest('GET', path, { headers: candidate })).status, path).toBe(403)
      expect((await rest('GET', path)).status, path).toBe(403)
      expect((await rest('GET', path, { headers: editor })).status, path).toBe(200)
    }
    const gql = await graphql('query { versionsPosts { docs { version { title } } } versionsHome { docs { id } } }', { headers: candidate })
    expect(gql.data?.versionsPosts ?? null).toBeNull()
    expect(gql.errors?.length).toBeGreaterThan(0)
    const staff = await graphql<{ versionsPosts: { docs: unknown[] } }>('query { versionsPosts { docs { id } } }', { headers: editor })
    expect(staff.errors).toBeUndefined()
  })

  it("keep edit locks, the admin's preferences and the migrations list from candidates", async () => {
    const payload = await getTestPayload()
    const post = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs[0]!
    const staff = (await payload.find({ collection: 'users', limit: 1, depth: 0 })).docs[0]!
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'posts', value: post.id }, user: { relationTo: 'users', value: staff.id } },
    })
    // The lock goes at the end: a post left locked refuses later tests' updates (423).
    onTestFinished(() => payload.delete({ collection: 'payload-locked-documents', id: lock.id }).then(() => undefined))
    expect((await rest('GET', '/payload-locked-documents', { headers: candidate })).status).toBe(403)
    const forged = await rest('POST', '/payload-locked-documents', {
      headers: candidate,
      body: { document: { relationTo: 'posts', value: post.id }, user: { relationTo: 'users', value: staff.id } },
    })
    expect(forged.status).toBe(403)
    const locks = await graphql('query { PayloadLockedDocuments { docs { id } } }', { headers: candidate })
    expect(locks.data?.PayloadLockedDocuments ?? null).toBeNull()
    expect((await rest('GET', '/payload-locked-documents', { headers: editor })).status).toBe(200)

    expect((await rest('POST', '/payload-preferences/nav', { headers: candidate, body: { value: { open: true } } })).status).toBe(403)
    // Staff save preferences all day (a nav group, a list's columns). On SQLite each save once waited on itself,
    // and held every other write in the process, for 30 s: it must answer at once, the first time and after.
    for (const open of [true, false]) {
      const stalled = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000).unref())
      const saved = await Promise.race([rest('POST', '/payload-preferences/nav', { headers: editor, body: { value: { open } } }), stalled])
      expect(saved, 'the preference save answered within 10 s').not.toBeNull()
      expect(saved!.status).toBe(200)
    }

    for (const headers of [candidate, editor]) {
      const migrations = await rest('GET', '/payload-migrations', { headers })
      expect(migrations.status).not.toBe(200)
      expect(await migrations.text()).not.toContain('"batch"')
    }
  })

  it('save only jobs the public can see: drafts and unknown ids are a 404, never a 500', async () => {
    const payload = await getTestPayload()
    const draft = (await payload.find({ collection: 'jobs', where: { status: { equals: 'draft' } }, limit: 1, depth: 0 })).docs[0]!
    const open = (await payload.find({ collection: 'jobs', where: { status: { equals: 'open' } }, limit: 1, depth: 0 })).docs[0]!
    for (const job of [draft.id, 999_999, 'abc', -1]) {
      const response = await rest('POST', '/saved-jobs', { headers: candidate, body: { job } })
      expect(response.status, String(job)).toBe(404)
      expect(await response.text()).toContain('This job is not open, so it cannot be saved.')
    }
    const arabic = await rest('POST', '/saved-jobs?locale=ar', { headers: candidate, body: { job: draft.id } })
    expect(await arabic.text()).toContain('هذه الوظيفة غير متاحة')
    expect((await rest('POST', '/saved-jobs', { headers: candidate, body: { job: open.id } })).status).toBe(201)
  })

  it('answer invalid JSON with a 400 and a localized reason', async () => {
    for (const [locale, text] of [
      ['en', 'The request body is not valid JSON.'],
      ['ar', 'محتوى الطلب ليس JSON صالحًا.'],
    ] as const) {
      const response = await restRaw('POST', `/saved-jobs?locale=${locale}`, {
        headers: { 'content-type': 'application/json', ...candidate },
        body: '{"job": 1',
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(text)
    }
  })
})
