import { startIndexingStandIn } from '../fixtures/indexingStandIn'

/**
 * Playwright global setup: the local stand-in for Google's token endpoint and Indexing API on E2E_INDEXING_PORT,
 * with the public half of the key playwright.config.ts gave the site (E2E_INDEXING_KEY). Tests read its calls at
 * `/calls` and script failures at `/script`.
 */
export const INDEXING_PORT = Number(process.env.E2E_INDEXING_PORT ?? 3202)
export const INDEXING_ORIGIN = `http://127.0.0.1:${INDEXING_PORT}`

export default async function startIndexingServer(): Promise<() => Promise<void>> {
  const keys = JSON.parse(process.env.E2E_INDEXING_KEY ?? '{}') as { privateKeyPem: string; publicKeyPem: string }
  const standIn = await startIndexingStandIn({ port: INDEXING_PORT, keys })
  return standIn.close
}
