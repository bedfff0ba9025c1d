import { generateKeyPairSync } from 'node:crypto'

import { defineConfig, devices } from '@playwright/test'

import { OIDC_CLIENT, OIDC_ISSUER } from './tests/e2e/oidcProvider'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${PORT}`

export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-1' }
export const E2E_GA_ID = 'G-E2ETEST123'

// A service account key made for the run: the site signs its Indexing API token requests with the private half, the
// stand-in for Google (tests/e2e/indexingServer.ts) checks them with the public half. Made once, in the main
// process; its workers inherit it.
if (!process.env.E2E_INDEXING_KEY) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  process.env.E2E_INDEXING_KEY = JSON.stringify({ privateKeyPem: privateKey, publicKeyPem: publicKey })
}
const INDEXING_ORIGIN = `http://127.0.0.1:${process.env.E2E_INDEXING_PORT ?? 3202}`
const indexingKey = JSON.parse(process.env.E2E_INDEXING_KEY) as { privateKeyPem: string }

/**
 * End-to-end tests in Debian's Chromium against the production build
 * (`npm run build` first), on a fresh SQLite database seeded for the run.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // A real SMTP server (SMTP_URL below) and a real OpenID Connect provider (GOOGLE_ISSUER) on localhost.
  // …and a stand-in for Google's Indexing API (GOOGLE_INDEXING_CREDENTIALS, GOOGLE_INDEXING_ENDPOINT).
  globalSetup: ['./tests/e2e/mailServer.ts', './tests/e2e/oidcProvider.ts', './tests/e2e/indexingServer.ts'],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // page.route cannot see requests a service worker answers; offline.e2e.ts turns it back on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'last/**',
      use: {
        ...devices['Desktop Chrome'],
        // Visitors who already answered the cookie banner (declined); consent tests start from none.
        storageState: {
          cookies: [
            {
              name: 'cookie_consent',
              value: 'declined',
              domain: 'localhost',
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        },
      },
    },
    // Tests that change site-wide settings run alone, after everything else, one at a time (two admin sign-ins at
    // the same instant can lose one of the two sessions: noted in docs/SECURITY.md).
    {
      name: 'settings',
      testMatch: 'last/**/*.e2e.ts',
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    // The database is seeded afresh, so cached data from an earlier run (.next/cache/fetch-cache) goes too.
    command: 'rm -rf data/e2e .next/cache/fetch-cache && npm run seed && node server/index.mjs -p ' + PORT,
    url: `${baseURL}/en`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // The server logs at LOG_LEVEL warn: what it prints is an error worth seeing beside a failed test.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      DATA_DIR: './data/e2e',
      DATABASE_URL: 'file:./data/e2e/site.db',
      SERVER_URL: baseURL,
      PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}`,
      MAIL_FROM: 'no-reply@nukhba.example',
      // Analytics and chat configured, as on a live site; tests stand in for Google's and Tawk.to's scripts.
      GA_MEASUREMENT_ID: E2E_GA_ID,
      TAWK_PROPERTY_ID: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      TAWK_WIDGET_ID: 'e2ewidget',
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_ISSUER: OIDC_ISSUER,
      // Dozens of sign-ins from one address in one run; the limits themselves are integration-tested.
      RATE_LIMIT_SCALE: '50',
      // The jobs queue runs every 2 s (job alerts are looked at as often), so tests see digests and notices quickly.
      JOBS_AUTORUN: 'true',
      JOBS_CRON: '*/2 * * * * *',
      ALERTS_CRON: '*/2 * * * * *',
      GOOGLE_INDEXING_CREDENTIALS: JSON.stringify({
        type: 'service_account',
        client_email: 'indexing@nukhba-test.iam.gserviceaccount.com',
        private_key: indexingKey.privateKeyPem,
        token_uri: `${INDEXING_ORIGIN}/token`,
      }),
      GOOGLE_INDEXING_ENDPOINT: `${INDEXING_ORIGIN}/v3/urlNotifications:publish`,
    },
  },
})
