import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

import { request as requests, type APIRequestContext } from '@playwright/test'

import config from '../../playwright.config'

const ROOT = path.resolve(import.meta.dirname, '../..')

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

export type SecondServer = { origin: string; api: APIRequestContext; stop: () => Promise<void> }

/**
 * A second server of the same build and database (server/index.mjs) on a free port, with the rate limits at their
 * production values (the main server multiplies them for the rest of the suite) and the given environment on top;
 * resolves once it answers `/en`. Stop it in `afterAll`.
 */
export async function startSecondServer(env: Record<string, string>): Promise<SecondServer> {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...(config.webServer as { env: Record<string, string> }).env,
    SERVER_URL: origin,
    ...env,
  }
  delete serverEnv.RATE_LIMIT_SCALE
  const server = spawn(process.execPath, ['server/index.mjs', '-p', String(port)], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const api = await requests.newContext({ baseURL: origin })
  const stop = async () => {
    await api.dispose()
    server.kill('SIGTERM')
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    const ready = await api.get('/en', { timeout: 10_000 }).catch(() => null)
    if (ready?.ok()) return { origin, api, stop }
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop()
      throw new Error('The second server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
