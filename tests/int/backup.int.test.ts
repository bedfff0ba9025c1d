import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { cvReadsSettled } from '@/features/cv/read'
import { env } from '@/lib/env'

import { makePdf } from '../fixtures/pdf'

import { getTestPayload } from './helpers/payload'

/**
 * Issue 18: `npm run backup` then `npm run restore FILE` bring back every row of every table and every uploaded
 * file, byte for byte, after the database and the upload folder were wiped — on whichever database the suite runs
 * (SQLite for test:int, PostgreSQL for test:pg). Runs the real scripts as the operator would, against this run's
 * database, which it leaves as it found it.
 */
const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const backupDir = mkdtempSync(path.join(tmpdir(), 'site-backup-'))

afterAll(() => rmSync(backupDir, { recursive: true, force: true }))

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  if (env.databaseKind === 'postgres') {
    const client = new pg.Client({ connectionString: env.databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
      for (const { tablename } of rows) {
        counts[tablename] = Number((await client.query(`SELECT count(*) AS n FROM "${tablename}"`)).rows[0].n)
      }
    } finally {
      await client.end()
    }
    return counts
  }
  const file = env.databaseUrl.replace(/^file:/, '')
  if (!existsSync(file)) return counts
  const client = createClient({ url: env.databaseUrl })
  try {
    const { rows } = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    for (const { name } of rows)
      counts[String(name)] = Number((await client.execute(`SELECT count(*) AS n FROM "${String(name)}"`)).rows[0]!.n)
  } finally {
    client.close()
  }
  return counts
}

function fileHashes(dir: string, prefix = ''): Record<string, string> {
  if (!existsSync(path.join(dir, prefix))) return {}
  return Object.assign(
    {},
    ...readdirSync(path.join(dir, prefix), { withFileTypes: true }).map((entry) => {
      const relative = path.join(prefix, entry.name)
      if (entry.isDirectory()) return fileHashes(dir, relative)
      return {
        [relative]: createHash('sha256')
          .update(readFileSync(path.join(dir, relative)))
          .digest('hex'),
      }
    }),
  )
}

async function wipe() {
  if (env.databaseKind === 'postgres') {
    const client = new pg.Client({ connectionString: env.databaseUrl })
    await client.connect()
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;')
    await client.end()
  } else {
    const file = env.databaseUrl.replace(/^file:/, '')
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
  }
  rmSync(env.uploadDir, { recursive: true, force: true })
}

const script = (name: 'backup' | 'restore', args: string[] = []) =>
  run(process.execPath, [path.join(root, `scripts/backup/${name}.mjs`), ...args], {
    cwd: root,
    env: { ...process.env, BACKUP_DIR: backupDir },
  })

describe('backup and restore', () => {
  it(`bring back every row and every file after a wipe (${env.databaseKind})`, async () => {
    const payload = await getTestPayload()
    const data = Buffer.from(makePdf('Backup test'))
    const candidate = await payload.create({
      collection: 'candidates',
      overrideAccess: true,
      data: { email: 'backup@example.com', password: 'backup test password', fullName: 'Backup Test' },
    })
    await payload.create({
      collection: 'candidate-cvs',
      data: { purpose: 'profile' } as never,
      file: { data, mimetype: 'application/pdf', name: 'cv.pdf', size: data.length },
      user: { ...candidate, collection: 'candidates' },
      overrideAccess: false,
    })
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer()
    await payload.create({
      collection: 'media',
      data: { alt: 'Backup test' },
      file: { data: png, mimetype: 'image/png', name: 'backup-test.png', size: png.length },
      overrideAccess: true,
    })
    // The CV is read after its upload (a job on the queue, removed once done): let that settle before counting.
    await cvReadsSettled()
    const before = { rows: await tableCounts(), files: fileHashes(env.uploadDir) }
    expect(before.rows.candidates).toBeGreaterThan(0)
    expect(Object.keys(before.files).some((file) => file.startsWith('candidate-cvs/'))).toBe(true)
    expect(Object.keys(before.files)).toContain('media/backup-test.png')

    const { stdout } = await script('backup')
    const archive = stdout.match(/Backup written: (\S+\.tar\.gz)/)?.[1]
    expect(archive, stdout).toBeTruthy()
    expect(path.basename(archive!)).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)

    await payload.destroy()
    await wipe()
    expect(await tableCounts()).toEqual({})
    expect(fileHashes(env.uploadDir)).toEqual({})

    await script('restore', [archive!])
    expect(await tableCounts()).toEqual(before.rows)
    expect(fileHashes(env.uploadDir)).toEqual(before.files)
  })
})
