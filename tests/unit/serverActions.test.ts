import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Issue 27: one way to write a server action. Every export of a `'use server'` file is a public endpoint, so each is
 * built by a named action client (lib/forms/clients.ts, features/accounts/actionClients.ts), which runs the chain
 * (validate → authenticate → rate-limit) and the guards against arguments a script made up. An export written any
 * other way (`export async function`, a bare arrow, a re-export) fails here, named by file and export.
 */
const CLIENTS = new Set([
  'publicAction',
  'publicForm',
  'publicPost',
  'publicCall',
  'candidateAction',
  'candidateForm',
  'candidateCall',
  'visitorCall',
  'contactForm',
  'contactPost',
  'contactCall',
  'candidatePost',
])

const root = join(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** A module whose first statement is the `'use server'` directive (not a function with one inside). */
const isServerModule = (file: ts.SourceFile) => {
  const first = file.statements[0]
  return Boolean(first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use server')
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

/** What is wrong with each export that is not `export const name = <client>(…)`. */
function strayExports(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
  if (!isServerModule(file)) return []
  const name = relative(root, path)
  const stray: string[] = []
  for (const statement of file.statements) {
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue
    if (ts.isExportDeclaration(statement)) {
      if (!statement.isTypeOnly) stray.push(`${name}: a re-export (\`export { … }\`)`)
      continue
    }
    if (ts.isExportAssignment(statement)) {
      stray.push(`${name}: \`export default\``)
      continue
    }
    if (!hasExport(statement)) continue
    if (ts.isFunctionDeclaration(statement)) {
      stray.push(`${name}: ${statement.name?.text ?? 'default'} is a function, not built by an action client`)
      continue
    }
    if (!ts.isVariableStatement(statement)) {
      stray.push(`${name}: an export that is not \`export const name = <client>(…)\``)
      continue
    }
    for (const declaration of statement.declarationList.declarations) {
      const binding = declaration.name.getText(file)
      const init = declaration.initializer
      const callee = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) ? init.expression.text : null
      if (!callee || !CLIENTS.has(callee)) stray.push(`${name}: ${binding} is not built by an action client (${[...CLIENTS].join(', ')})`)
    }
  }
  return stray
}

describe("exported server actions ('use server' files)", () => {
  const files = sourceFiles(join(root, 'src'))
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    .filter(({ path, text }) => isServerModule(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)))

  it('finds the action files', () => {
    expect(files.length).toBeGreaterThanOrEqual(9)
  })

  it('are each built by a named action client', () => {
    expect(files.flatMap(({ path, text }) => strayExports(path, text))).toEqual([])
  })

  it('refuses the other ways of exporting one', () => {
    const path = join(root, 'src/features/example/actions.ts')
    const stray = strayExports(
      path,
      `'use server'
export type Fine = { ok: boolean }
export const good = candidateAction({}, async () => ({ ok: true }))
export async function bad() {}
export const arrow = async () => {}
export const wrapped = serverAction({}, async () => ({ ok: true }))
export { good as alias }`,
    )
    expect(stray).toEqual([
      'src/features/example/actions.ts: bad is a function, not built by an action client',
      expect.stringContaining('src/features/example/actions.ts: arrow is not built by an action client'),
      expect.stringContaining('src/features/example/actions.ts: wrapped is not built by an action client'),
      'src/features/example/actions.ts: a re-export (`export { … }`)',
    ])
    expect(strayExports(path, 'export async function notAnAction() {}')).toEqual([])
  })
})
