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
