import { formatNames, toWords } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import {
  countOf,
  expectedVisible,
  FIXED_SLUGS,
  isMine,
  MISSING_ID,
  Mismatches,
  othersOf,
  sameIds,
  stillThere,
  UPLOADS,
} from './matrix/checks'
import { address, Fixtures, type Auth } from './matrix/fixtures'
import { toInput } from './matrix/graphqlInput'
import { GLOBALS, MATRIX, ROLES, type Cell } from './matrix/table'

/**
 * The access matrix over GraphQL (see accessMatrix.int.test.ts and matrix/table.ts): the same cells, each checked for
 * its exact outcome through Payload's GraphQL handler behind the site's guard: lists say which documents come back,
 * create mutations really create (upload collections need a file, which GraphQL cannot carry), updates and deletes
 * really happen, and refusals are Forbidden errors that write nothing.
 */
const fixtures = new Fixtures()
const mismatches = new Mismatches()
const note = mismatches.note.bind(mismatches)

type Answer = {
  status: number
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { statusCode?: number; name?: string } }[]
}
type Outcome = 'done' | 'refused' | 'notFound' | 'absent' | 'needsFile' | 'unique' | 'failed'

/** What an operation came to. */
function outcome(answer: Answer, field: string): [Outcome, string] {
  const error = answer.errors?.[0]
  const detail = `${answer.status} ${error?.message ?? ''}`.slice(0, 120)
  if (answer.status >= 500) return ['failed', detail]
  if (!error) return [answer.data?.[field] !== undefined && answer.data?.[field] !== null ? 'done' : 'failed', detail]
  const code = error.extensions?.statusCode
  if (/Cannot query field|Unknown type|Unknown argument/.test(error.message)) return ['absent', detail]
  if (code === 403 || /not allowed to perform/i.test(error.message)) return ['refused', detail]
  if (code === 404 || /not found/i.test(error.message)) return ['notFound', detail]
  if (/No files were uploaded/i.test(error.message)) return ['needsFile', detail]
  if (/unique|already|following field is invalid: key\b/i.test(error.message) || JSON.stringify(answer.errors).includes('slug'))
    return ['unique', detail]
  return ['failed', detail]
}

const run = async (query: string, h: Auth, field: string, variables?: Record<string, unknown>) =>
  outcome((await graphql(query, { headers: { ...h, 'x-forwarded-for': address() }, variables })) as Answer, field)

describe('the access matrix over GraphQL', () => {
  beforeAll(() => fixtures.setUp(), 300_000)
  afterAll(() => fixtures.tearDown(), 300_000)

  it('answers every role, collection and operation as the table says', async () => {
    const payload = await getTestPayload()
    for (const slug of payload.config.collections.map((c) => c.slug)) {
      const row = MATRIX[slug]!
      const config = payload.collections[slug as 'faqs'].config
      const probes = fixtures.probes[slug] ?? []
      const fromSlug = formatNames(slug)
      const one = config.graphQL && config.graphQL.singularName ? toWords(config.graphQL.singularName, true) : fromSlug.singular
      const named = config.graphQL && config.graphQL.pluralName ? toWords(config.graphQL.pluralName, true) : fromSlug.plural
      const many = named === one ? `all${one}` : named
      for (const [i, role] of ROLES.entries()) {
        try {
          const h = fixtures.headers[role]
          const label = `GraphQL ${role} ${slug}`
          if (config.graphQL === false) {
            for (const op of ['read', 'create', 'update', 'delete'] as const)
              note(row[op][i] === 'no' || row[op][i] === 'closed', `${label} ${op}`, `not in the schema, but the table says ${row[op][i]}`)
            continue
          }
          const refusedAs = (cell: Cell, [got, detail]: [Outcome, string], op: string) =>
            note(
              cell === 'closed' ? got === 'absent' || got === 'refused' : got === 'refused',
              `${label} ${op}`,
              `expected ${cell}, got ${got} (${detail})`,
            )

          // Read: which documents come back.
          const cell = row.read[i]!
          const listed = (await graphql(
            `{ ${many}(where: { OR: [${probes.map((p) => `{ id: { equals: ${p.id} } }`).join(', ')}] }, limit: 100) { docs { id } } }`,
            {
              headers: { ...h, 'x-forwarded-for': address() },
            },
          )) as Answer
          if (cell === 'no' || cell === 'closed') refusedAs(cell, outcome(listed, many), 'read')
          else {
            const seen = ((listed.data?.[many] as { docs: { id: number }[] } | null)?.docs ?? []).map((d) => Number(d.id))
            const expected = expectedVisible(cell, role, probes)
            note(
              !listed.errors && sameIds(seen, expected),
              `${label} read`,
              `expected ${cell} [${expected}], got [${seen}] ${listed.errors?.[0]?.message ?? ''}`,
            )
          }

          // Create: a real mutation with real data.
          const createCell = row.create[i]!
          const data = await toInput(`mutation${one}Input`, await fixtures.sample(slug, role))
          const before = await countOf(slug)
          let created: [Outcome, string] = ['absent', 'no input type']
          if (data) {
            const answer = (await graphql(`mutation($data: mutation${one}Input!) { create${one}(data: $data) { id } }`, {
              headers: { ...h, 'x-forwarded-for': address() },
              variables: { data },
            })) as Answer
            created = outcome(answer, `create${one}`)
            const id = (answer.data?.[`create${one}`] as { id?: number } | null)?.id
            if (id) fixtures.remember(slug, Number(id))
          }
          if (createCell === 'yes') {
            const expected: Outcome = UPLOADS.has(slug) ? 'needsFile' : FIXED_SLUGS.has(slug) ? 'unique' : 'done'
            note(created[0] === expected, `${label} create`, `expected ${expected}, got ${created[0]} (${created[1]})`)
          } else {
            refusedAs(createCell, created, 'create')
            note((await countOf(slug)) === before, `${label} create`, 'a refused create wrote a document')
          }

          // Update: done on what the role may change; the other's is not found.
          const updateCell = row.update[i]!
          const target = updateCell === 'own' ? probes.find((p) => isMine(p, role)) : probes[0]
          const updated = await run(`mutation { update${one}(id: ${target?.id ?? MISSING_ID}, data: {}) { id } }`, h, `update${one}`)
          if (updateCell === 'yes' || updateCell === 'own')
            note(updated[0] === 'done', `${label} update`, `expected ${updateCell}, got ${updated[0]} (${updated[1]})`)
          else refusedAs(updateCell, updated, 'update')
          const other = updateCell === 'own' ? othersOf(probes, role) : undefined
          if (other) {
            const refused = await run(`mutation { update${one}(id: ${other.id}, data: {}) { id } }`, h, `update${one}`)
            note(refused[0] === 'refused', `${label} update other's`, `expected refused, got ${refused[0]}`)
          }

          // Delete: a fresh document goes; the other's stays; refusals leave it.
          const deleteCell = row.delete[i]!
          if ((deleteCell === 'yes' || deleteCell === 'own') && !FIXED_SLUGS.has(slug)) {
            const fresh = await fixtures.disposable(slug, deleteCell === 'own' ? role : undefined)
            const deleted = await run(`mutation { delete${one}(id: ${fresh}) { id } }`, h, `delete${one}`)
            note(
              deleted[0] === 'done' && !(await stillThere(slug, fresh)),
              `${label} delete`,
              `expected ${deleteCell}, got ${deleted[0]} (${deleted[1]})`,
            )
            const foreign = deleteCell === 'own' ? othersOf(probes, role) : undefined
            if (foreign) {
              const refused = await run(`mutation { delete${one}(id: ${foreign.id}) { id } }`, h, `delete${one}`)
              note(
                refused[0] === 'refused' && (await stillThere(slug, foreign.id)),
                `${label} delete other's`,
                `expected refused, got ${refused[0]}`,
              )
            }
          } else if (deleteCell === 'yes') {
            const missing = await run(`mutation { delete${one}(id: ${MISSING_ID}) { id } }`, h, `delete${one}`)
            note(missing[0] === 'notFound', `${label} delete`, `expected allowed (notFound for a missing id), got ${missing[0]}`)
          } else {
            const victim = probes[0]?.id ?? MISSING_ID
            refusedAs(deleteCell, await run(`mutation { delete${one}(id: ${victim}) { id } }`, h, `delete${one}`), 'delete')
            if (probes[0]) note(await stillThere(slug, victim), `${label} delete`, 'a refused delete removed the document')
          }

          if (config.versions) {
            const versions = await run(`{ versions${many}(limit: 1) { totalDocs } }`, h, `versions${many}`)
            const expected: Outcome = (row.versions?.[i] ?? 'no') === 'yes' ? 'done' : 'refused'
            note(versions[0] === expected, `${label} versions`, `expected ${expected}, got ${versions[0]} (${versions[1]})`)
          }
        } catch (error) {
          note(false, `${role} ${slug}`, `threw ${String(error).slice(0, 200)}`)
        }
      }
    }
    for (const slug of payload.config.globals.map((g) => g.slug)) {
      const row = GLOBALS[slug]!
      const config = payload.config.globals.find((global) => global.slug === slug)!
      const name = (config.graphQL && config.graphQL.name) || toWords(slug, true).replace(/s$/, '')
      for (const [i, role] of ROLES.entries()) {
        const h = fixtures.headers[role]
        const label = `GraphQL ${role} global ${slug}`
        const read = await run(`{ ${name} { updatedAt } }`, h, name)
        note(read[0] === (row.read[i] === 'yes' ? 'done' : 'refused'), `${label} read`, `got ${read[0]} (${read[1]})`)
        // A global without version history (the jobs queue's stats) has no versions query at all.
        if (config.versions) {
          const versions = await run(`{ versions${name}(limit: 1) { totalDocs } }`, h, `versions${name}`)
          note(versions[0] === (row.versions[i] === 'yes' ? 'done' : 'refused'), `${label} versions`, `got ${versions[0]} (${versions[1]})`)
        }
        const updated = await run(`mutation { update${name}(data: {}) { updatedAt } }`, h, `update${name}`)
        note(
          updated[0] === (row.update[i] === 'yes' ? 'done' : 'refused'),
          `${label} update`,
          `expected ${row.update[i]}, got ${updated[0]} (${updated[1]})`,
        )
      }
    }
    expect(mismatches.list).toEqual([])
    // Every collection × role × operation, one GraphQL request each: minutes on a busy machine, not one.
  }, 600_000)
})
