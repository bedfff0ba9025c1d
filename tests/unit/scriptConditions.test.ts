import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const CONDITION = '--conditions=development'

/** Each command in a shell line (split at `&&`, `||`, `;` and `|`) that starts Payload's CLI or tsx. */
function nodeCommands(line: string): string[] {
  return line
    .split(/&&|\|\||;|\|/)
    .map((part) => part.trim())
    .filter((part) => /(^|\s)(npx\s+)?(payload|tsx)\s/.test(part) && !part.startsWith('#'))
}

function shellFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return shellFiles(file)
    return entry.name.endsWith('.sh') ? [file] : []
  })
}

// docs/ARCHITECTURE.md, "Scripts that load the config": without the condition, Lexical's Node entry points can leave
// the config's import unsettled and the process ends with code 13.
describe('scripts that start Payload or tsx', () => {
  it('run with the development export condition', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    const lines = [
      ...Object.entries(scripts).map(([name, line]) => ({ where: `package.json "${name}"`, line })),
      ...shellFiles(path.join(root, 'scripts')).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${path.relative(root, file)}:${i + 1}`, line })),
      ),
    ]
    const missing = lines.flatMap(({ where, line }) =>
      nodeCommands(line)
        .filter((command) => !command.includes(CONDITION))
        .map((command) => `${where}: ${command}`),
    )
    expect(lines.some(({ line }) => nodeCommands(line).length > 0)).toBe(true)
    expect(missing).toEqual([])
  })
})
