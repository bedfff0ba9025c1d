/**
 * `npm run backup`: one timestamped archive, `$BACKUP_DIR/site-<time>.tar.gz`, holding
 *
 * - `database.sqlite` (SQLite's `VACUUM INTO`: a consistent copy taken while the site runs) or `database.pgdump`
 *   (`pg_dump --format=custom`, the same for PostgreSQL);
 * - `uploads/<collection>/<file>`: every uploaded file, from UPLOAD_DIR or from the S3 bucket;
 * - `manifest.json`: when, which database, how many files and bytes.
 *
 * The database is copied first and the files second, so every file the copy refers to is in the archive (unless it
 * was deleted in between). `npm run restore FILE` puts it back (docs/DEPLOY.md).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ensureDir, run, settings, timestamp, UPLOAD_FOLDERS } from './settings.mjs'
import { downloadBucket } from './bucket.mjs'

const config = settings()
ensureDir(config.backupDir)
const stage = mkdtempSync(path.join(config.backupDir, '.backup-'))

try {
  let databaseFile
  if (config.kind === 'sqlite') {
    if (!existsSync(config.sqliteFile)) throw new Error(`No SQLite database at ${config.sqliteFile}`)
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: `file:${config.sqliteFile}` })
    databaseFile = 'database.sqlite'
    await client.execute(`VACUUM INTO '${path.join(stage, databaseFile).replaceAll("'", "''")}'`)
    client.close()
  } else {
    databaseFile = 'database.pgdump'
    run(process.env.PG_DUMP || 'pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(stage, databaseFile)}`,
      config.databaseUrl,
    ])
  }

  const uploads = path.join(stage, 'uploads')
  ensureDir(uploads)
  let objects = {}
  if (config.s3) objects = await downloadBucket(config.s3, uploads)
  else
    for (const folder of UPLOAD_FOLDERS)
      if (existsSync(path.join(config.uploadDir, folder)))
        cpSync(path.join(config.uploadDir, folder), path.join(uploads, folder), { recursive: true })

  const files = listFiles(uploads)
  const manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.kind,
    databaseFile,
    uploadsFrom: config.s3 ? 's3' : 'disk',
    files: files.length,
    bytes: files.reduce((sum, file) => sum + statSync(path.join(uploads, file)).size, 0),
    contentTypes: objects,
  }
  writeFileSync(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2))
  const archive = path.join(config.backupDir, `site-${timestamp()}.tar.gz`)
  run('tar', ['-czf', archive, '-C', stage, '.'])
  console.log(`Backup written: ${archive} (${config.kind} database, ${manifest.files} files, ${manifest.bytes} bytes of uploads)`)
} finally {
  rmSync(stage, { recursive: true, force: true })
}

function listFiles(root, prefix = '') {
  return readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(root, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
  )
}
