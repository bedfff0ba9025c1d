import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

import site from './eslint/logicalDirections.mjs'
import { slicePublicModuleZones } from './eslint/slices.mjs'

/**
 * The dependency rule (docs/ARCHITECTURE.md, "Arrows point one way"): each zone names the files that may not import
 * from `from`. `import/no-restricted-paths` compares resolved files, so `@/…` aliases and relative paths are caught
 * alike, and a wrong-way import fails `npm run lint`.
 */
const zone = (target, from, why, except) => ({
  target,
  from,
  ...(except ? { except } : {}),
  message: `Wrong-way import: ${why} (docs/ARCHITECTURE.md).`,
})

const dependencyRule = [
  zone(
    ['./src/lib', './src/i18n'],
    ['./src/collections', './src/globals', './src/features', './src/components', './src/app'],
    'lib and i18n are the bottom layer',
  ),
  zone('./src/lib', './src/access', 'lib reads only the role names in access/roles.ts', ['./roles.ts']),
  zone('./src/i18n', ['./src/access', './src/lib'], 'i18n is the bottom layer'),
  zone(
    './src/access',
    ['./src/collections', './src/globals', './src/features', './src/components', './src/app'],
    'access rules read only lib',
  ),
  zone(
    ['./src/collections', './src/globals'],
    ['./src/features/*/actions.ts', './src/features/*/formActions.ts', './src/features/*/queries.ts', './src/features/*/components/**'],
    "collections use a feature's pure modules, never its actions, queries or components",
  ),
  zone(
    ['./src/collections', './src/globals'],
    ['./src/lib/payload.ts', './src/components', './src/app'],
    'collections are loaded by Payload itself: no Payload client, no components, no pages',
  ),
  zone('./src/features', './src/app', 'pages use features, not the other way'),
  zone(
    './src/components',
    ['./src/features', './src/collections', './src/globals', './src/access', './src/app'],
    'components holds leaves (ui, icons, errors) that features and pages use',
  ),
]

/**
 * Conventions the dependency rule cannot see (docs/ARCHITECTURE.md, "People and access" and "Messages"), as
 * `no-restricted-syntax` selectors. ESLint keeps one setting of a rule per file, so each group of files below gets
 * the whole list that applies to it.
 */
const roleChecksByName = [
  {
    selector: "ImportSpecifier[imported.name='hasRole'], MemberExpression[property.name='hasRole']",
    message:
      'Check roles through a named rule from src/access (isAdminUser, isRecruiterUser, isStaffUser, …; add one there if none fits), not hasRole (docs/ARCHITECTURE.md, "People and access").',
  },
]
const oneLocaleType = [
  {
    selector: "TSUnionType:has(> TSLiteralType[literal.value='en']):has(> TSLiteralType[literal.value='ar'])",
    message: "Use Locale from src/i18n/locales.ts, not a literal 'en' | 'ar' type (docs/ARCHITECTURE.md, \"Messages\").",
  },
]

/**
 * A day is the agency's (docs/ARCHITECTURE.md, "Dates"): today is `agencyDay(new Date())` from lib/dates.ts, midnight
 * in Riyadh, never the UTC day of `new Date().toISOString()`, which is the day before for three hours every night.
 */
const agencyDays = [
  {
    selector:
      "CallExpression[callee.property.name=/^(slice|substring|split)$/][callee.object.callee.property.name='toISOString'][callee.object.callee.object.type='NewExpression'][callee.object.callee.object.arguments.length=0]",
    message:
      'Today is the agency\'s day: agencyDay(new Date()) from src/lib/dates.ts (midnight in Riyadh), not the UTC day of new Date().toISOString() (docs/ARCHITECTURE.md, "Dates").',
  },
]

/**
 * Migrations are frozen (docs/ARCHITECTURE.md, "Data and migrations"): what an old migration does must not change
 * when the app changes, so src/migrations imports nothing from the rest of src/, only Payload's adapters and
 * drizzle's `sql`, and its own data steps (src/migrations/steps/).
 */
const frozenMigrations = {
  target: './src/migrations',
  from: './src',
  except: ['./migrations'],
  message:
    'Migrations are frozen: src/migrations imports nothing from the rest of src/ (copy the step into src/migrations/steps/), so a later change to the app cannot change what an old migration does (docs/ARCHITECTURE.md, "Data and migrations").',
}

/**
 * Integration tests stand in for Next.js's request scope in one place, tests/int/helpers/nextMocks.ts
 * (docs/ARCHITECTURE.md, "Adding a capability", item 8): a test file registers `vi.mock` for next/headers,
 * next/navigation and next-intl/server with a factory that imports that helper, not with its own copy of them.
 */
const oneRequestStandIn = [
  {
    selector:
      "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value=/^(next.headers|next.navigation|next-intl.server)$/]:not(:has(ImportExpression[source.value=/helpers.nextMocks$/]))",
    message:
      "Stand in for Next.js's request scope through tests/int/helpers/nextMocks.ts: vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders)) (docs/ARCHITECTURE.md, \"Adding a capability\").",
  },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Go Home must be a full load of `/` so the proxy picks the locale.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...dependencyRule, frozenMigrations, ...slicePublicModuleZones()] }],
    },
  },
  {
    // The site's server runs before Next.js, as plain Node: the app imports the facts they share from it, never the
    // other way (docs/ARCHITECTURE.md, "Where things live").
    files: ['server/**/*.mjs'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './src',
              message:
                'Wrong-way import: server/ is plain Node and imports nothing from src/; a fact both need lives in server/ and the app imports it (docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Generated by `payload migrate:create`: every migration takes `{ db, payload, req }`, used or not.
    files: ['src/migrations/sqlite/**', 'src/migrations/postgres/**'],
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { args: 'none' }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/access/**', 'src/i18n/**'],
    rules: { 'no-restricted-syntax': ['error', ...roleChecksByName, ...oneLocaleType, ...agencyDays] },
  },
  {
    files: ['src/access/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...oneLocaleType, ...agencyDays] },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneRequestStandIn] },
  },
  {
    // Right to left stays right (docs/ARCHITECTURE.md, "Right to left"): no physical directions in classes or styles.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { site },
    rules: { 'site/logical-directions': 'error', 'site/logical-directions-reason': 'error' },
  },
  {
    ignores: [
      '.next/**',
      // The CV reader's worker bundle, written by the build (scripts/build-cv-reader.ts).
      '.build/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      // Payload's generated admin and API routes (`payload generate:importmap` and its templates).
      'src/app/(payload)/**',
      'next-env.d.ts',
    ],
  },
]

export default config
