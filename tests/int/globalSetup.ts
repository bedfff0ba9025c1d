import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

/**
 * One throwaway database for the integration run: a fresh SQLite file, or,
 * when TEST_DATABASE_URL is a PostgreSQL URL, that database emptied first.
 * Migrations (not schema push) build it, so the run also proves them.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-int-'))
  const postgresUrl = process.env.TEST_DATABASE_URL
  if (postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
    await client.end()
  }
  project.provide('dataDir', dataDir)
  project.provide('databaseUrl', postgresUrl ?? `file:${path.join(dataDir, 'int.db')}`)
  return () => rmSync(dataDir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataDir: string
    databaseUrl: string
  }
}
