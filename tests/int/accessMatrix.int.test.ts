import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recruiterOnlyField } from '@/access/clientContacts'

import { makePdf } from '../fixtures/pdf'
import { rest, restUpload } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import {
  countOf,
  expectedVisible,
  FIXED_FIELD,
  FIXED_SLUGS,
  isMine,
  MISSING_ID,
  Mismatches,
  othersOf,
  sameIds,
  stillThere,
} from './matrix/checks'
import { address, Fixtures, png, type Auth } from './matrix/fixtures'
import { CONTACT_ROLES, FILES, GLOBALS, MATRIX, ROLES, type Role } from './matrix/table'

/**
 * The access matrix (issue 14, SECURITY.md "Who can do what"): every role × every collection, global and file route
 * Payload runs (its built-in collections too) × read, create, update, delete and version history, over REST (GraphQL:
 * accessMatrixGraphql.int.test.ts), each cell checked for its exact outcome (matrix/table.ts): reads say which
 * documents come back, creates really create, updates really update, deletes really delete, and refusals are 403s that
 * write nothing. The rows come from the running config, so a collection added without a row fails the test.
 */
const fixtures = new Fixtures()
const mismatches = new Mismatches()
const note = mismatches.note.bind(mismatches)

async function restCreate(collection: string, role: Role, headers: Auth): Promise<Response> {
  const h = { ...headers, 'x-forwarded-for': address() }
  if (collection === 'media')
    return restUpload('/media', { name: 'm.png', type: 'image/png', data: await png() }, { headers: h, fields: { alt: 'Matrix' } })
  if (collection === 'candidate-pictures') {
    const response = await restUpload(`/${collection}`, { name: 'me.png', type: 'image/png', data: await png() }, { headers: h })
    // It becomes the candidate's picture; the one before is gone.
    if (response.status === 201)
      fixtures.pictureReplaced(role, ((await response.clone().json()) as { doc: { id: number; filename: string } }).doc)
    return response
  }
  if (collection === 'candidate-cvs')
    return restUpload(`/${collection}`, { name: 'cv.pdf', type: 'application/pdf', data: makePdf('Matrix') }, { headers: h })
  // A real job description with its fields: only access can refuse it.
  if (collection === 'vacancy-attachments')
    return restUpload(
      `/${collection}`,
      { name: 'job.pdf', type: 'application/pdf', data: makePdf('Matrix job description') },
      { headers: h, fields: await fixtures.sample(collection, role) },
    )
  if (collection === 'fee-agreement-files')
    return restUpload(`/${collection}`, { name: 'signed.pdf', type: 'application/pdf', data: makePdf('Signed agreement') }, { headers: h })
  return rest('POST', `/${collection}`, { body: await fixtures.sample(collection, role), headers: h })
}

describe('the access matrix', () => {
  let slugs: string[]
  let globals: string[]

  beforeAll(async () => {
    const payload = await getTestPayload()
    slugs = payload.config.collections.map((c) => c.slug)
    globals = payload.config.globals.map((g) => g.slug)
    await fixtures.setUp()
    // Every role's accounts and documents (two clients' contacts among them), on a database that may be migrating.
  }, 300_000)
  afterAll(() => fixtures.tearDown(), 300_000)

  it('has a row for every collection, global and upload collection Payload runs, and none for one it does not', async () => {
    const payload = await getTestPayload()
    expect([...slugs].sort()).toEqual(Object.keys(MATRIX).sort())
    expect([...globals].sort()).toEqual(Object.keys(GLOBALS).sort())
    expect(
      payload.config.collections
        .filter((c) => c.upload)
        .map((c) => c.slug)
        .sort(),
    ).toEqual(Object.keys(FILES).sort())
  })

  // One test over every collection (more with each slice): longer than the suite's default.
  it('answers every role, collection and operation as the table says (REST)', { timeout: 600_000 }, async () => {
    mismatches.list.length = 0
    for (const slug of slugs) {
      const row = MATRIX[slug]!
      const probes = fixtures.probes[slug] ?? []
      for (const [i, role] of ROLES.entries()) {
        try {
          const h = fixtures.headers[role]
          const label = `REST ${role} ${slug}`
          // Read: which documents come back, in the list and one by one.
          const ids = probes.map((p, k) => `where[id][in][${k}]=${p.id}`).join('&')
          const list = await rest('GET', `/${slug}?depth=0&limit=100${ids ? `&${ids}` : ''}`, { headers: h })
          const cell = row.read[i]!
          if (cell === 'no' || cell === 'closed')
            note(list.status === (cell === 'no' ? 403 : 404), `${label} read`, `expected ${cell}, got ${list.status}`)
          else {
            const seen = list.status === 200 ? ((await list.json()) as { docs: { id: number }[] }).docs.map((d) => d.id) : []
            const expected = expectedVisible(cell, role, probes)
            note(
              list.status === 200 && sameIds(seen, expected),
              `${label} read`,
              `expected ${cell} [${expected}], got ${list.status} [${seen}]`,
            )
            for (const probe of probes) {
              const visible = expected.includes(probe.id)
              if (probe.key) {
                // Preferences one by one are read by key, the reader's own only: another's key finds nothing.
                const one = await rest('GET', `/${slug}/${probe.key}`, { headers: h })
                const value = one.status === 200 ? ((await one.json()) as { value: unknown }).value : undefined
                note(
                  one.status === 200 && (value !== null) === visible,
                  `${label} read ${probe.key}`,
                  `got ${one.status} ${JSON.stringify(value)}`,
                )
                continue
              }
              const one = await rest('GET', `/${slug}/${probe.id}?depth=0`, { headers: h })
              note(one.status === (visible ? 200 : 404), `${label} read ${probe.id}`, `expected ${visible ? 200 : 404}, got ${one.status}`)
            }
          }

          // Create: a real document, or a refusal that writes nothing.
          const before = await countOf(slug).catch(() => -1)
          const created = await restCreate(slug, role, h)
          const createCell = row.create[i]!
          const text = await created.text()
          const body = text.slice(0, 160)
          if (created.status === 201) fixtures.remember(slug, (JSON.parse(text) as { doc: { id: number } }).doc.id)
          if (createCell === 'yes') {
            const expected = FIXED_SLUGS.has(slug) ? created.status === 400 && body.includes(FIXED_FIELD[slug]!) : created.status === 201
            note(expected, `${label} create`, `expected yes, got ${created.status} ${body}`)
          } else {
            const status = createCell === 'closed' ? 404 : 403
            note(created.status === status, `${label} create`, `expected ${createCell}, got ${created.status} ${body}`)
            if (before >= 0) note((await countOf(slug)) === before, `${label} create`, 'a refused create wrote a document')
          }

          // Update: done on what the role may change; the other's is refused; refusals are 403s.
          const updateCell = row.update[i]!
          const target = updateCell === 'own' ? probes.find((p) => isMine(p, role)) : probes[0]
          const patched = await rest('PATCH', `/${slug}/${target?.id ?? MISSING_ID}`, { body: {}, headers: h })
          const updateStatus = updateCell === 'yes' || updateCell === 'own' ? 200 : updateCell === 'closed' ? 404 : 403
          note(
            patched.status === updateStatus,
            `${label} update`,
            `expected ${updateCell}, got ${patched.status} ${(await patched.text()).slice(0, 120)}`,
          )
          const otherToUpdate = updateCell === 'own' ? othersOf(probes, role) : undefined
          if (otherToUpdate) {
            const refused = await rest('PATCH', `/${slug}/${otherToUpdate.id}`, { body: {}, headers: h })
            note(refused.status === 403, `${label} update other's`, `expected 403, got ${refused.status}`)
          }

          // Delete: a fresh document of its own (or anyone's) goes; the other's stays; refusals leave it.
          const deleteCell = row.delete[i]!
          /** Preferences are deleted by key (the deleter's own); everything else by id. */
          const keyOrId = (probe: { id: number; key?: string }) => probe.key ?? probe.id
          if (deleteCell === 'yes' || deleteCell === 'own') {
            if (FIXED_SLUGS.has(slug)) {
              const missing = await rest('DELETE', `/${slug}/${MISSING_ID}`, { headers: h })
              note(missing.status === 404, `${label} delete`, `expected allowed (404 for a missing id), got ${missing.status}`)
            } else {
              const fresh = await fixtures.disposable(slug, deleteCell === 'own' ? role : undefined)
              const deleted = await rest(
                'DELETE',
                `/${slug}/${slug === 'payload-preferences' ? fixtures.preferenceKeys.get(fresh) : fresh}`,
                {
                  headers: h,
                },
              )
              note(
                deleted.status === 200 && !(await stillThere(slug, fresh)),
                `${label} delete`,
                `expected ${deleteCell}, got ${deleted.status}`,
              )
            }
            const other = deleteCell === 'own' ? othersOf(probes, role) : undefined
            if (other) {
              const refused = await rest('DELETE', `/${slug}/${keyOrId(other)}`, { headers: h })
              // By id another's document is refused; by key (preferences) the deleter has none of that name.
              const status = other.key ? 404 : 403
              note(
                refused.status === status && (await stillThere(slug, other.id)),
                `${label} delete other's`,
                `expected ${status}, got ${refused.status}`,
              )
            }
          } else {
            const victim = probes[0]?.id ?? MISSING_ID
            const refused = await rest('DELETE', `/${slug}/${victim}`, { headers: h })
            note(
              refused.status === (deleteCell === 'closed' ? 404 : 403),
              `${label} delete`,
              `expected ${deleteCell}, got ${refused.status}`,
            )
            if (probes[0]) note(await stillThere(slug, victim), `${label} delete`, 'a refused delete removed the document')
          }

          const config = (await getTestPayload()).collections[slug as 'faqs']?.config
          if (config?.versions) {
            const versions = await rest('GET', `/${slug}/versions?limit=1`, { headers: h })
            const expected = (row.versions?.[i] ?? 'no') === 'yes' ? 200 : 403
            note(versions.status === expected, `${label} versions`, `expected ${expected}, got ${versions.status}`)
          }
        } catch (error) {
          note(false, `${role} ${slug}`, `threw ${String(error).slice(0, 200)}`)
        }
      }
    }
    for (const slug of globals) {
      const row = GLOBALS[slug]!
      for (const [i, role] of ROLES.entries()) {
        const h = fixtures.headers[role]
        const label = `REST ${role} global ${slug}`
        const read = await rest('GET', `/globals/${slug}`, { headers: h })
        note(read.status === (row.read[i] === 'yes' ? 200 : 403), `${label} read`, `got ${read.status}`)
        const versions = await rest('GET', `/globals/${slug}/versions?limit=1`, { headers: h })
        note(versions.status === (row.versions[i] === 'yes' ? 200 : 403), `${label} versions`, `got ${versions.status}`)
        const updated = await rest('POST', `/globals/${slug}`, { body: {}, headers: h })
        note(
          updated.status === (row.update[i] === 'yes' ? 200 : 403),
          `${label} update`,
          `expected ${row.update[i]}, got ${updated.status}`,
        )
      }
    }
    expect(mismatches.list).toEqual([])
  })

  it("serves every upload collection's files as the table says", async () => {
    mismatches.list.length = 0
    for (const [slug, cells] of Object.entries(FILES)) {
      const probes = (fixtures.probes[slug] ?? []).filter((p) => p.filename)
      expect(probes.length, slug).toBeGreaterThan(0)
      for (const [i, role] of ROLES.entries()) {
        for (const probe of probes) {
          const served = await rest('GET', `/${slug}/file/${probe.filename}`, { headers: fixtures.headers[role] })
          const allowed = cells[i] === 'yes' || (cells[i] === 'own' && isMine(probe, role))
          note(
            served.status === (allowed ? 200 : 403),
            `file ${role} ${slug} ${probe.owner ?? ''}${probe.handler ? ` (${probe.handler}'s job)` : ''}`,
            `expected ${allowed ? 200 : 403}, got ${served.status}`,
          )
        }
      }
    }
    expect(mismatches.list).toEqual([])
  })

  it("serves a submittal's CV (/api/portal/submittals/:id/cv) to whoever reads the submittal, and a 404 to anyone else", async () => {
    mismatches.list.length = 0
    const probes = fixtures.probes.submittals ?? []
    expect(probes.length).toBeGreaterThan(2)
    for (const [i, role] of ROLES.entries()) {
      const visible = expectedVisible(MATRIX.submittals!.read[i]!, role, probes)
      for (const probe of probes) {
        const served = await rest('GET', `/portal/submittals/${probe.id}/cv`, { headers: fixtures.headers[role] })
        const allowed = visible.includes(probe.id)
        const type = served.headers.get('content-type') ?? ''
        note(
          allowed ? served.status === 200 && type.startsWith('application/pdf') : served.status === 404,
          `CV ${role} submittal ${probe.id} (${probe.owner ?? 'no contact'}'s, ${probe.handler}'s job)`,
          `expected ${allowed ? 200 : 404}, got ${served.status} ${type}`,
        )
      }
    }
    expect(mismatches.list).toEqual([])
  })

  it("answers a talent pool's members and bulk actions (/api/matching/pools/…) to whoever reads pools, and a 404 to anyone else", async () => {
    mismatches.list.length = 0
    const payload = await getTestPayload()
    const pool = await payload.create({
      collection: 'talent-pools',
      data: { name: 'Matrix endpoint pool', members: [fixtures.users.candidateA.id] },
      overrideAccess: true,
    })
    for (const [i, role] of ROLES.entries()) {
      const allowed = MATRIX['talent-pools']!.read[i] === 'yes'
      const members = await rest('GET', `/matching/pools/${pool.id}/members`, { headers: fixtures.headers[role] })
      const listed = allowed ? ((await members.json()) as { members?: { id: number }[] }).members?.map((m) => m.id) : null
      note(
        allowed ? members.status === 200 && listed?.[0] === fixtures.users.candidateA.id : members.status === 404,
        `pool members ${role}`,
        `expected ${allowed ? 200 : 404}, got ${members.status}`,
      )
      // Removing someone who is not a member changes nothing: staff get the answer, anyone else the 404.
      const bulk = await rest('POST', '/matching/pools/bulk', {
        body: { action: 'remove', pool: pool.id, candidates: [fixtures.users.candidateB.id] },
        headers: fixtures.headers[role],
      })
      note(bulk.status === (allowed ? 200 : 404), `pool bulk ${role}`, `expected ${allowed ? 200 : 404}, got ${bulk.status}`)
    }
    const after = await payload.findByID({ collection: 'talent-pools', id: pool.id, depth: 0, overrideAccess: true })
    expect(after.members).toEqual([fixtures.users.candidateA.id])
    await payload.delete({ collection: 'talent-pools', id: pool.id, overrideAccess: true })
    expect(mismatches.list).toEqual([])
  })

  it('gives a client contact none of the fields kept for staff, on whatever of their client they read', async () => {
    const payload = await getTestPayload()
    const staffOnly = (slug: string) =>
      payload.collections[slug as 'faqs'].config.flattenedFields
        .filter((field) => field.access?.read === recruiterOnlyField)
        .map((field) => field.name)
    const checked: string[] = []
    for (const role of CONTACT_ROLES) {
      for (const [slug, row] of Object.entries(MATRIX)) {
        if (row.read[ROLES.indexOf(role)] !== 'own') continue
        const hidden = staffOnly(slug)
        const list = await rest('GET', `/${slug}?depth=1&limit=100`, { headers: fixtures.headers[role] })
        expect(list.status, `${role} ${slug}`).toBe(200)
        const docs = ((await list.json()) as { docs: Record<string, unknown>[] }).docs
        // Their own, and nothing of the other client: the ids are exactly their probes.
        expect(docs.map((d) => d.id).sort(), `${role} ${slug}`).toEqual(
          (fixtures.probes[slug] ?? [])
            .filter((p) => isMine(p, role))
            .map((p) => p.id)
            .sort(),
        )
        for (const doc of docs) {
          const leaked = hidden.filter((name) => name in doc)
          expect(leaked, `${role} ${slug} ${String(doc.id)}`).toEqual([])
        }
        checked.push(`${role} ${slug} (${hidden.join(', ') || 'no staff-only field'})`)
      }
    }
    // The submittals' candidate and application, the requisitions' and clients' staff notes are among them.
    expect(checked.join('; ')).toMatch(/submittals \(application, candidate, submittedBy, heldEmail/)
  })
})
