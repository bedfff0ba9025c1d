import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

/**
 * Issue 35: `npm run bench:js` (scripts/bench/first-load-js.mjs), which `npm test` runs after its build, fails the
 * run when a route's own JavaScript (over the framework's bootstrap) is over its ceiling, and names the route, or when
 * the bootstrap itself grows past the framework floor's ceiling. The
 * build here is a stand-in: random bytes do not compress, so a chunk of N KB is about N KB gzipped.
 */
const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/bench/first-load-js.mjs')
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function build(chunksByRoute: Record<string, Record<string, number>>, bootstrapKb = [60, 30]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-load-js-'))
  dirs.push(dir)
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true })
  mkdirSync(path.join(dir, 'diagnostics'))
  const chunk = (name: string, kb: number) => {
    writeFileSync(path.join(dir, 'static/chunks', name), randomBytes(kb * 1024))
    return `.next/static/chunks/${name}`
  }
  const bootstrap = bootstrapKb.map((kb, i) => chunk(`framework-${i}.js`, kb))
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: bootstrap.map((file) => file.slice(6)) }))
  writeFileSync(
    path.join(dir, 'diagnostics/route-bundle-stats.json'),
    JSON.stringify(
      Object.entries(chunksByRoute).map(([route, chunks]) => ({
        route,
        firstLoadChunkPaths: [...bootstrap, ...Object.entries(chunks).map(([name, kb]) => chunk(name, kb))],
      })),
    ),
  )
  return dir
}

function run(dir: string, ...args: string[]) {
  try {
    return { code: 0, output: execFileSync('node', [SCRIPT, '--dir', dir, ...args], { encoding: 'utf8' }) }
  } catch (error) {
    const failed = error as { status: number; stdout: string }
    return { code: failed.status, output: failed.stdout }
  }
}

describe('first-load JS budget', () => {
  it('passes when every public route is within its ceiling, whatever the test pages carry', () => {
    const dir = build({
      '/[locale]': { 'home.js': 8 },
      '/[locale]/login': { 'forms.js': 12 },
      '/[locale]/test-auth': { 'zod.js': 90 },
    })
    const { code, output } = run(dir)
    expect(code).toBe(0)
    expect(output).toMatch(/\/\{en,ar\}\/login\s+\d+\.\d/)
    expect(output).not.toContain('test-auth')
  })

  it('fails and names the route when a library comes back on a page’s first load', () => {
    const dir = build({ '/[locale]': { 'home.js': 8 }, '/[locale]/login': { 'forms.js': 12, 'react-hook-form.js': 12 } })
    const { code, output } = run(dir)
    expect(code).toBe(1)
    expect(output).toMatch(/\/\{en,ar\}\/login .*OVER CEILING/)
    expect(output).toContain('1 route(s) over their ceiling: /{en,ar}/login')
  })

  it('fails when the framework’s bootstrap grows past its floor, whatever the routes carry', () => {
    const dir = build({ '/[locale]': { 'home.js': 8 } }, [100, 35])
    const { code, output } = run(dir)
    expect(code).toBe(1)
    expect(output).toContain('Next.js bootstrap OVER CEILING')
    expect(output).toContain('Every route within its ceiling')
  })

  it('holds a content page to less than a form page', () => {
    const dir = build({ '/[locale]/about': { 'widget.js': 20 } })
    expect(run(dir).code).toBe(1)
    const json = JSON.parse(run(build({ '/[locale]/about': { 'widget.js': 4 } }), '--json').output) as {
      routes: { route: string; ownGzipKb: number; overCeiling: boolean }[]
    }
    expect(json.routes).toEqual([expect.objectContaining({ route: '/{en,ar}/about', overCeiling: false })])
    expect(json.routes[0]!.ownGzipKb).toBeGreaterThan(3.9)
  })
})
