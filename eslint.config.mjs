import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/** `no-restricted-imports` for the files of one layer: the import patterns it may not use, and why. */
function layer(files, why, patterns) {
  return [
    {
      files: [`${files}/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: patterns, message: `Wrong-way import: ${why} (docs/ARCHITECTURE.md).` }] },
        ],
      },
    },
  ]
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Go Home must be a full load of `/` so the proxy picks the locale.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  // The dependency rule (docs/ARCHITECTURE.md, "Arrows point one way"): a wrong-way import fails `npm run lint`.
  ...layer('src/lib/**', 'lib and i18n are the bottom layer', [
    '@/access/*',
    '!@/access/roles',
    '@/collections/**',
    '@/globals/**',
    '@/features/**',
    '@/components/**',
    '@/app/**',
  ]),
  ...layer('src/i18n/**', 'lib and i18n are the bottom layer', [
    '@/access/**',
    '@/collections/**',
    '@/globals/**',
    '@/features/**',
    '@/components/**',
    '@/app/**',
  ]),
  ...layer('src/access/**', 'access rules read only lib', [
    '@/collections/**',
    '@/globals/**',
    '@/features/**',
    '@/components/**',
    '@/app/**',
  ]),
  ...layer(
    '{src/collections,src/globals}/**',
    "collections use a feature's pure modules, never its actions, queries, components or the Payload client",
    [
      '@/features/*/actions',
      '@/features/*/formActions',
      '@/features/*/queries',
      '@/features/*/components/**',
      '@/lib/payload',
      '@/components/**',
      '@/app/**',
    ],
  ),
  ...layer('{src/features,src/components}/**', 'pages use features and components, not the other way', ['@/app/**']),
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'next-env.d.ts',
    ],
  },
]

export default config
