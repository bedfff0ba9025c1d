import { type ChildProcessByStdio, spawn } from 'node:child_process'
import path from 'node:path'
import type { Readable } from 'node:stream'

/**
 * Starts one of the crash tests' runners (a file in this folder) as its own Node process on the test's database,
 * with TypeScript through tsx and the `development` export condition, as Vitest runs the tests themselves: without
 * it, Lexical's Node entry points (`*.node.mjs`, reached through the config's rich-text editor) wait at their top level
 * on a dynamic import of a module that imports them back, which at random never settles, and Node ends the process
 * with code 13 before the runner starts (docs/ARCHITECTURE.md, "Scripts that load the config").
 */
export function spawnRunner(
  file:
    | 'writer.ts'
    | 'digestRunner.ts'
    | 'cvReadRunner.ts'
    | 'retentionRunner.ts'
    | 'notifyRunner.ts'
    | 'guaranteeRunner.ts'
    | 'clientNoticesRunner.ts'
    | 'rewriteRunner.ts'
    | 'silentRunner.ts',
  args: string[],
  env: Record<string, string> = {},
): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, ['--conditions=development', '--import', 'tsx', path.join(import.meta.dirname, file), ...args], {
    env: { ...process.env, LOG_LEVEL: 'error', DISABLE_PAYLOAD_HMR: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/**
 * Runs a runner that reports its progress one line at a time (`<word> <number>`, e.g. "batch 4" or "done 17"):
 * collects what the lines matching `line` captured (`captured`; `seen`: the same as numbers), and kills the runner with SIGKILL
 * the moment the `killAfter`th arrives (null: let it finish). At most two minutes. The outcome is how it ended.
 */
export function runReporting(
  file: Parameters<typeof spawnRunner>[0],
  args: string[],
  { line, killAfter }: { line: RegExp; killAfter: number | null },
): Promise<{ outcome: 'killed' | 'finished' | `exited with ${number}`; seen: number[]; captured: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawnRunner(file, args)
    const captured: string[] = []
    let said = ''
    let buffer = ''
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const text of lines) {
        const match = line.exec(text)
        if (!match) continue
        captured.push(match[1] ?? '')
        if (killAfter !== null && captured.length === killAfter) child.kill('SIGKILL')
      }
    })
    child.stderr.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code) console.error(`${file} exited with ${code}: ${said}`)
      const outcome = signal === 'SIGKILL' ? 'killed' : code ? (`exited with ${code}` as const) : 'finished'
      resolve({ outcome, seen: captured.map(Number), captured })
    })
    setTimeout(() => child.kill('SIGKILL'), 120_000).unref()
  })
}
