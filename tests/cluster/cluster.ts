import { spawn } from 'node:child_process'
import { mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ports, request, sleep } from './http'

/** The run's folder (scripts/cluster/run.sh): the instances' data folders, logs and process ids. */
const folder = process.env.CLUSTER_TMP!

export type Row = { check: string; result: string; figures: string[] }

export function record(rows: Row[], check: string, result: string, figures: string[]) {
  rows.push({ check, result, figures })
}

/** The table of what was checked, with its figures. */
export function printTable(rows: Row[]) {
  const width = Math.max(...rows.map((row) => row.check.length), 5)
  const line = `+-${'-'.repeat(width)}-+------+${'-'.repeat(100)}`
  const out = ['', 'Cluster proof: 2 instances, PostgreSQL, Redis, s3rver, nginx (127.0.0.1)', line]
  out.push(`| ${'check'.padEnd(width)} | ok?  | figures`)
  out.push(line)
  for (const row of rows) {
    row.figures.forEach((figure, i) => out.push(`| ${(i ? '' : row.check).padEnd(width)} | ${(i ? '' : row.result).padEnd(4)} | ${figure}`))
    out.push(line)
  }
  console.log(out.join('\n'))
}

/** Files with this name anywhere in the instances' data folders (uploads must not be there). */
export function filesNamed(name: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === name) found.push(full)
    }
  }
  for (const instance of ['a', 'b']) walk(path.join(folder, instance))
  return found
}

/** The process runs (an exited process whose parent has not collected it yet, a zombie, does not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  const stat = (() => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      return ') Z'
    }
  })()
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
}

/** Milliseconds from `since` until the process is gone, or null if it is still there after `limitMs`. */
export async function instanceExited(pid: number, since: number, limitMs: number): Promise<number | null> {
  while (performance.now() - since < limitMs) {
    if (!alive(pid)) return Math.round(performance.now() - since)
    await sleep(50)
  }
  return null
}

/** Starts instance A again (after its kill -9) with the run's environment; resolves when it is ready, in ms. */
export async function restartInstance(): Promise<number> {
  const startedAt = performance.now()
  mkdirSync(path.join(folder, 'a'), { recursive: true })
  const log = openSync(path.join(folder, 'a2.log'), 'a')
  const child = spawn(process.execPath, ['server/index.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: path.join(folder, 'a'),
      PORT: String(ports.a),
      HOST: '127.0.0.1',
      METRICS_PORT: String(ports.metricsA),
    },
    stdio: ['ignore', log, log],
    detached: true,
  })
  child.unref()
  writeFileSync(path.join(folder, 'pids', 'a2.pid'), String(child.pid))
  while (performance.now() - startedAt < 90_000) {
    const ready = await request('/api/ready', { port: ports.a, timeoutMs: 2000 }).catch(() => null)
    if (ready?.status === 200) return performance.now() - startedAt
    await sleep(250)
  }
  throw new Error('instance A did not become ready again within 90 s')
}

/** The instance's own account of its shutdown (server/lifecycle.mjs logs `shut down` with `drained` and `ms`). */
export function shutdownLogOf(instance: string): { drained: boolean; ms: number } | null {
  const lines = readFileSync(path.join(folder, `${instance}.log`), 'utf8').split('\n')
  for (const line of lines.reverse()) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line) as { msg?: string; drained?: boolean; ms?: number }
    if (entry.msg === 'shut down') return { drained: Boolean(entry.drained), ms: Number(entry.ms) }
  }
  return null
}

/** The requests an instance logged (server/logging.mjs), by request id: how each ended there. */
export function requestLogOf(instance: string): Map<string, { status: number; aborted: boolean }> {
  const answered = new Map<string, { status: number; aborted: boolean }>()
  for (const line of readFileSync(path.join(folder, `${instance}.log`), 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line) as { msg?: string; requestId?: string; status?: number; aborted?: boolean }
    if (entry.msg === 'request' && entry.requestId)
      answered.set(entry.requestId, { status: Number(entry.status), aborted: Boolean(entry.aborted) })
  }
  return answered
}
