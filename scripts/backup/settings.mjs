/**
 * What `npm run backup` and `npm run restore` work on, from the same variables as the site (README
 * "Configuration"): the database (DATABASE_URL: a SQLite file or PostgreSQL), the uploads (UPLOAD_DIR, or the
 * S3_* bucket), and where backups go (BACKUP_DIR, default ./backups).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

export const UPLOAD_FOLDERS = ['media', 'candidate-pictures', 'candidate-cvs', 'vacancy-attachments', 'fee-agreement-files']

export function settings(env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || './data')
  const databaseUrl = env.DATABASE_URL || `file:${path.join(dataDir, 'site.db')}`
  const kind = /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite'
  return {
    kind,
    databaseUrl,
    sqliteFile: kind === 'sqlite' ? path.resolve(databaseUrl.replace(/^file:/, '')) : null,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    backupDir: path.resolve(env.BACKUP_DIR || './backups'),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          config: {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION || 'us-east-1',
            forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          },
        }
      : null,
  }
}

/** Runs a program, failing with its own message. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', ...options })
  if (result.error) throw new Error(`${command}: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr?.trim()}`)
  return result
}

export const ensureDir = (dir) => mkdirSync(dir, { recursive: true })

/** `2026-11-25T00-31-07Z`: sortable, and a valid file name everywhere. */
export const timestamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
