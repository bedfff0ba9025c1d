import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { siteOrigins } from './origins'

/**
 * Validated server environment. Every variable has a default that lets
 * `npm install && npm run build && npm start` work on a fresh machine;
 * production sets them explicitly (see README "Configuration").
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Unset: the SQLite file `site.db` in DATA_DIR, beside the uploads and the mail fallback.
  DATABASE_URL: z.string().min(1).optional(),
  PAYLOAD_SECRET: z.string().min(32).optional(),
  SERVER_URL: z.url().default('http://localhost:3000'),
  /** Other origins the site answers on (comma-separated), redirected to SERVER_URL for pages (lib/origins.ts). */
  SERVER_ALIASES: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** e.g. smtp://user:pass@mail.example.com:587; unset = emails are written to the log instead. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  MAIL_FROM: z.email().default('no-reply@nukhba.example'),
  /** Fallbacks for the site settings' analytics and chat ids. */
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/)
    .optional(),
  TAWK_PROPERTY_ID: z
    .string()
    .regex(/^[a-f0-9]{24}$/i)
    .optional(),
  /** Sign in with Google / LinkedIn (OpenID Connect). A provider without id and secret shows no button. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
  TAWK_WIDGET_ID: z
    .string()
    .regex(/^[a-z0-9]{4,20}$/i)
    .optional(),
  /**
   * How many reverse proxies (nginx, a load balancer) stand between the internet and this server, each appending
   * the address it saw to X-Forwarded-For. 0: visitors connect directly and the socket's address is theirs.
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Several instances (docs/DEPLOY.md): shared rate limits and page cache in Redis, uploads in an S3-compatible bucket. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//)
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Payload's jobs queue (job alerts, search engine notices): run by this process on a schedule (`npm start` sets true). */
  JOBS_AUTORUN: z.enum(['true', 'false']).default('false'),
  /** How often the queue is run (croner syntax, seconds optional). */
  JOBS_CRON: z.string().min(9).default('* * * * *'),
  /** When the job alert digests are looked at (each alert is sent when its own day or week has passed). */
  ALERTS_CRON: z.string().min(9).default('0 * * * *'),
  // The privacy run (features/consent/retention.ts): daily at 02:30 server time by default.
  RETENTION_CRON: z.string().min(9).default('30 2 * * *'),
  // The guarantee watch (features/placements/guarantees.ts): daily at 04:00 server time (07:00 in Riyadh) by default.
  GUARANTEES_CRON: z.string().min(9).default('0 4 * * *'),
  /** A bearer token that lets a system cron call /api/payload-jobs/run (besides signed-in admins). */
  CRON_SECRET: z.string().min(24).optional(),
  /** Google Indexing API: the service account's JSON key (the JSON itself or a path to the file); unset = off. */
  GOOGLE_INDEXING_CREDENTIALS: z.string().min(2).optional(),
  GOOGLE_INDEXING_TOKEN_URL: z.url().optional(),
  GOOGLE_INDEXING_ENDPOINT: z.url().default('https://indexing.googleapis.com/v3/urlNotifications:publish'),
  /**
   * WhatsApp Business Cloud API (features/notify): off unless the token and the phone number id are set. The app
   * secret checks the webhook's signature; the verify token answers its GET verification. docs/DEPLOY.md.
   */
  WHATSAPP_TOKEN: z.string().min(10).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/)
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v21.0'),
  /** Web push (features/notify): VAPID keys (web-push's URL-safe base64); unset = made once and kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who the push services may contact about this sender: mailto: or https:. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/)
    .optional(),
  /** Push services besides the browsers' own (host[:port], comma-separated): a private or test push service. */
  PUSH_SERVICE_HOSTS: z.string().optional(),
})

const parsed = schema.safeParse(process.env)
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
}
const raw = parsed.data

const dataDir = path.resolve(raw.DATA_DIR)

export type DatabaseKind = 'sqlite' | 'postgres'

/** `postgres://` or `postgresql://` selects PostgreSQL; anything else is a SQLite file. */
export function databaseKindOf(url: string): DatabaseKind {
  return /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite'
}

/** `file:./data/site.db` → `file:/abs/data/site.db`, creating the folder. */
export function sqliteFileUrl(url: string): string {
  const file = url.replace(/^file:/, '')
  const absolute = path.resolve(file)
  mkdirSync(path.dirname(absolute), { recursive: true })
  return `file:${absolute}`
}

/**
 * The secret signs sessions. Without PAYLOAD_SECRET (a local quick start) one
 * is generated once and kept in the data folder, so restarts keep sessions.
 * `wx` makes concurrent first starts agree on a single file.
 */
function resolveSecret(): string {
  if (raw.PAYLOAD_SECRET) return raw.PAYLOAD_SECRET
  if (raw.NODE_ENV === 'production' && process.env.REQUIRE_PAYLOAD_SECRET === 'true') {
    throw new Error('PAYLOAD_SECRET must be set')
  }
  const file = path.join(dataDir, '.payload-secret')
  mkdirSync(dataDir, { recursive: true })
  try {
    writeFileSync(file, randomBytes(48).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(file, 'utf8').trim()
}

const databaseUrl = raw.DATABASE_URL ?? `file:${path.join(dataDir, 'site.db')}`
const databaseKind = databaseKindOf(databaseUrl)

export const env = {
  nodeEnv: raw.NODE_ENV,
  isProduction: raw.NODE_ENV === 'production',
  databaseKind,
  databaseUrl: databaseKind === 'sqlite' ? sqliteFileUrl(databaseUrl) : databaseUrl,
  payloadSecret: resolveSecret(),
  serverUrl: raw.SERVER_URL.replace(/\/$/, ''),
  origins: siteOrigins(raw.SERVER_URL, raw.SERVER_ALIASES),
  dataDir,
  uploadDir: path.resolve(raw.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
  logLevel: raw.LOG_LEVEL,
  smtpUrl: raw.SMTP_URL,
  mailFrom: raw.MAIL_FROM,
  gaMeasurementId: raw.GA_MEASUREMENT_ID,
  tawkPropertyId: raw.TAWK_PROPERTY_ID,
  tawkWidgetId: raw.TAWK_WIDGET_ID,
  oauth: {
    google: { clientId: raw.GOOGLE_CLIENT_ID, clientSecret: raw.GOOGLE_CLIENT_SECRET, issuer: raw.GOOGLE_ISSUER },
    linkedin: { clientId: raw.LINKEDIN_CLIENT_ID, clientSecret: raw.LINKEDIN_CLIENT_SECRET, issuer: raw.LINKEDIN_ISSUER },
  },
  trustedProxies: raw.TRUSTED_PROXIES,
  cookieSecure: raw.COOKIE_SECURE ? raw.COOKIE_SECURE === 'true' : raw.NODE_ENV === 'production',
  redisUrl: raw.REDIS_URL,
  s3: raw.S3_BUCKET
    ? {
        bucket: raw.S3_BUCKET,
        endpoint: raw.S3_ENDPOINT,
        region: raw.S3_REGION,
        credentials:
          raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY }
            : undefined,
        // Path-style URLs (endpoint/bucket/key) for S3-compatible servers; AWS itself uses virtual hosts.
        forcePathStyle: raw.S3_FORCE_PATH_STYLE ? raw.S3_FORCE_PATH_STYLE === 'true' : Boolean(raw.S3_ENDPOINT),
      }
    : null,
  jobs: {
    autoRun: raw.JOBS_AUTORUN === 'true',
    cron: raw.JOBS_CRON,
    alertsCron: raw.ALERTS_CRON,
    retentionCron: raw.RETENTION_CRON,
    guaranteesCron: raw.GUARANTEES_CRON,
    cronSecret: raw.CRON_SECRET,
  },
  indexing: {
    credentials: raw.GOOGLE_INDEXING_CREDENTIALS,
    tokenUrl: raw.GOOGLE_INDEXING_TOKEN_URL,
    endpoint: raw.GOOGLE_INDEXING_ENDPOINT,
  },
} as const
