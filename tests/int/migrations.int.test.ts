import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers/payload'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: unknown) => unknown
}

const migrationsRoot = path.resolve(import.meta.dirname, '../../src/migrations')

const migrationNames = (adapter: string) =>
  readdirSync(path.join(migrationsRoot, adapter))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/^\d{8}_\d{6}_/, '').replace(/\.ts$/, ''))

describe('migrations', () => {
  it('describe the current collections exactly (no schema change without a migration)', async () => {
    const payload = await getTestPayload()
    // The same comparison `payload migrate:create` makes: the schema built
    // from today's config against the snapshot saved with the last migration.
    const db = payload.db as unknown as { requireDrizzleKit: () => DrizzleKit; schema: unknown; migrationDir: string }
    const kit = db.requireDrizzleKit()
    const after = await kit.generateDrizzleJson(db.schema)
    const latest = readdirSync(db.migrationDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .at(-1)
    expect(latest, 'no migration snapshot found').toBeDefined()
    let before = JSON.parse(readFileSync(path.join(db.migrationDir, latest!), 'utf8')) as { version: string }
    if (kit.upSnapshot && before.version < after.version) before = kit.upSnapshot(before) as { version: string }
    const pending = await kit.generateMigration(before, after)
    expect(pending, 'run `npm run migrate:create -- <name>` for both adapters').toEqual([])
  })

  it('exist for both adapters under the same names', () => {
    expect(migrationNames('postgres')).toEqual(migrationNames('sqlite'))
    expect(migrationNames('sqlite').length).toBeGreaterThan(0)
  })

  it('have been applied to the test database', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true })
    expect(docs.map((d) => d.name).filter((name) => name !== 'dev')).toHaveLength(migrationNames('sqlite').length)
  })
})
