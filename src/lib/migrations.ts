import type { Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { env } from './env'

/** The migrations for the adapter in use (each adapter has its own folder). */
// Payload types a migration's argument as `unknown`; the generated files take
// the adapter's own argument type, so the list is widened here once.
export const migrationsForAdapter = (): Migration[] =>
  (env.databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]

/** Applies pending migrations. Safe to call on every start. */
export async function migrate(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: migrationsForAdapter() })
}
