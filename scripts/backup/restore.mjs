/**
 * `npm run restore FILE`: puts a backup made by `npm run backup` back, into the database DATABASE_URL names and the
 * uploads (UPLOAD_DIR or the S3 bucket). Stop every instance of the site first; start them again afterwards
 * (`npm start` applies any migration newer than the backup).
 *
 * - SQLite: the copy replaces the database file (written beside it, then renamed; the old WAL files go).
 * - PostgreSQL: `pg_restore --clean --if-exists --single-transaction`: the backup's tables replace the current ones
 *   in one transaction (all or nothing).
 * - Uploads on disk: the upload folder's collections are replaced by the backup's. In a bucket: every file is
 *   written back (objects the backup does not have are left alone).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { uploadFolder } from './bucket.mjs'
import { ensureDir, run, settings, UPLOAD_FOLDERS } from './settings.mjs'

const archive = process.argv[2]
if (!archive || !existsSync(archive)) {
  console.error('usage: npm run restore <backups/site-….tar.gz>')
  process.exit(2)
}

const config = settings()
const stage = mkdtempSync(path.join(tmpdir(), 'site-restore-'))
try {
  run('tar', ['-xzf', path.resolve(archive), '-C', stage])
  const manifest = JSON.parse(readFileSync(path.join(stage, 'manifest.json'), 'utf8'))
  if (manifest.database !== config.kind) {
    throw new Error(`This backup holds a ${manifest.database} database; DATABASE_URL points at ${config.kind}.`)
  }
  const dump = path.join(stage, manifest.databaseFile)
  if (config.kind === 'sqlite') {
    ensureDir(path.dirname(config.sqliteFile))
    const incoming = `${config.sqliteFile}.restoring`
    cpSync(dump, incoming)
    for (const suffix of ['-wal', '-shm']) rmSync(`${config.sqliteFile}${suffix}`, { force: true })
    renameSync(incoming, config.sqliteFile)
  } else {
    run(process.env.PG_RESTORE || 'pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      dump,
    ])
  }

  const uploads = path.join(stage, 'uploads')
  let restoredFiles = 0
  if (config.s3) restoredFiles = await uploadFolder(config.s3, uploads, manifest.contentTypes)
  else
    for (const folder of UPLOAD_FOLDERS) {
      const target = path.join(config.uploadDir, folder)
      rmSync(target, { recursive: true, force: true })
      if (existsSync(path.join(uploads, folder))) {
        cpSync(path.join(uploads, folder), target, { recursive: true })
        restoredFiles += 1
      }
    }
  console.log(
    `Restored ${archive}: ${manifest.database} database from ${manifest.createdAt}, ${manifest.files} files (${config.s3 ? `${restoredFiles} written to the bucket` : 'into ' + config.uploadDir})`,
  )
} finally {
  rmSync(stage, { recursive: true, force: true })
}
