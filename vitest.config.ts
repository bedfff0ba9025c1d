import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // Next.js swaps this guard for a no-op on the server; outside Next it is one too.
  'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/empty.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/int/globalSetup.ts'],
          setupFiles: ['tests/int/setupEnv.ts'],
          // One Payload instance, one database: run files one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
