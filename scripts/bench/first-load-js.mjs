#!/usr/bin/env node
/**
 * First-load JavaScript of every public route and the account pages, from the production build (`npm run
 * bench:js`; `npm test` runs it right after its build). Module scripts only: the `noModule` polyfills that modern
 * browsers skip are not counted. Sizes are gzip (level 9) and brotli (quality 11), the forms server/pageCache.mjs
 * serves, in KB of 1,024 bytes.
 *
 *   node scripts/bench/first-load-js.mjs                 # the table; exits 1 when a route is over its ceiling
 *   node scripts/bench/first-load-js.mjs --json          # the same figures as JSON
 *   node scripts/bench/first-load-js.mjs --base http://localhost:3000 /en /ar/jobs …
 *                                                        # what pages of a running site load (both languages)
 *
 * Where the figures come from: `next build` writes `.next/diagnostics/route-bundle-stats.json`, the script chunks
 * each route's HTML starts with (the framework's bootstrap, `rootMainFiles` of `.next/build-manifest.json`, plus
 * the client components of the route's layouts, error and not-found screens and page). A route's JavaScript does
 * not depend on its language (`[locale]` is a parameter of one bundle), so one row stands for `/en…` and `/ar…`;
 * `--base` measures the pages themselves, language by language, to check that.
 *
 * Budgets (docs/PERFORMANCE.md), enforced: the run exits 1 when one is exceeded. The target is 125 KB gzip a page, but
 * Next.js 16's own bootstrap (React DOM, the router, the Turbopack runtime: the framework floor, 129.4 KB gzip on
 * 16.4.6) is over it by itself. So the run fails when
 * - the bootstrap grows past BOOTSTRAP_KB (a Next.js or React upgrade, or code of ours pulled into it), or
 * - a route's own code (its total less that bootstrap) is over its ceiling: CONTENT_KB for pages without forms,
 *   FORM_KB for pages with a form, ACCOUNT_KB for the signed-in pages with several forms. The ceilings are the
 *   figures issue 35 reached with about 1.5 KB of headroom: a library loaded whole again (zod is 89 KB,
 *   react-hook-form 12 KB) or a few KB of new client code on a page fails `npm test` the day it lands.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TARGET_KB = 125
/** Next.js 16.4.6's bootstrap is 129.4 KB gzip; anything more is an upgrade or code of ours in it. */
const BOOTSTRAP_KB = 130
const CONTENT_KB = 13
const FORM_KB = 16
const ACCOUNT_KB = 22

/** Routes whose page carries a form (lib/forms/useActionForm; its schema loads on first use). */
const FORM_ROUTES = new Set([
  '/[locale]/contact-us',
  '/[locale]/jobs',
  '/[locale]/jobs/search/[query]',
  // A job's page opens its application form in place (the Apply panel), and keeps Apply in reach on phones.
  '/[locale]/jobs/[id]',
  '/[locale]/login',
  '/[locale]/login-simple',
  '/[locale]/signup',
  '/[locale]/forget-password',
  '/[locale]/reset-password',
  // The employers' salary report request (features/salary).
  '/[locale]/salaries/report/[[...choice]]',
])
/** Signed-in pages with several forms. */
const ACCOUNT_ROUTES = new Set(['/[locale]/profile', '/[locale]/jobs/[id]/apply'])
/** Not public: the admin, and the test and debug pages (404 for visitors in production: tests/e2e/accounts.e2e.ts). */
const NOT_PUBLIC = new Set([
  '/admin/[[...segments]]',
  '/_not-found',
  '/[locale]/test-error',
  '/[locale]/test-auth',
  '/[locale]/BorderImage',
  '/[locale]/alternate-pages-test',
  '/[locale]/canonical-test',
  '/[locale]/example-ordered-content',
  '/[locale]/index-backup',
  '/[locale]/seo-test-summary',
  '/[locale]/seo-debug',
  '/[locale]/debug-job-application',
])

const { values: options, positionals } = parseArgs({
  options: { dir: { type: 'string', default: '.next' }, json: { type: 'boolean', default: false }, base: { type: 'string' } },
  allowPositionals: true,
})
const buildDir = path.resolve(options.dir)

const sizes = new Map()
/** gzip and brotli bytes of one build file (`static/chunks/…`, relative to the build directory). */
function sizeOf(file) {
  let size = sizes.get(file)
  if (!size) {
    const body = readFileSync(path.join(buildDir, file))
    size = {
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }).length,
    }
    sizes.set(file, size)
  }
  return size
}
const total = (files) =>
  files.reduce(
    (sum, file) => {
      const size = sizeOf(file)
      return { gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }
    },
    { gzip: 0, brotli: 0 },
  )
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const readJson = (file) => JSON.parse(readFileSync(path.join(buildDir, file), 'utf8'))

let manifest
try {
  manifest = readJson('build-manifest.json')
} catch {
  console.error(`No production build in ${buildDir}: run \`npm run build\` first.`)
  process.exit(2)
}
const bootstrapFiles = manifest.rootMainFiles
const bootstrap = total(bootstrapFiles)

if (options.base)
  await measurePages(options.base, positionals.length ? positionals : ['/en', '/ar', '/en/jobs', '/ar/jobs', '/en/contact-us', '/ar/login'])
else measureBuild()

function measureBuild() {
  const stats = readJson('diagnostics/route-bundle-stats.json')
  const rows = stats
    .filter((route) => !NOT_PUBLIC.has(route.route))
    .map((route) => {
      // Paths in the stats start with the build directory's name (".next/static/…").
      const files = [...new Set(route.firstLoadChunkPaths.map((file) => file.replace(/^[^/]*\//, '')))]
      const size = total(files)
      const own = { gzip: size.gzip - bootstrap.gzip, brotli: size.brotli - bootstrap.brotli }
      const ceiling = ACCOUNT_ROUTES.has(route.route) ? ACCOUNT_KB : FORM_ROUTES.has(route.route) ? FORM_KB : CONTENT_KB
      return {
        route: route.route.replace('/[locale]', '/{en,ar}') || '/',
        chunks: files.length,
        gzipKb: kb(size.gzip),
        brotliKb: kb(size.brotli),
        ownGzipKb: kb(own.gzip),
        ceilingKb: ceiling,
        overTarget: kb(size.gzip) > TARGET_KB,
        overCeiling: kb(own.gzip) > ceiling,
      }
    })
    .sort((a, b) => b.gzipKb - a.gzipKb || a.route.localeCompare(b.route))
  const failed = rows.filter((row) => row.overCeiling)
  const bootstrapOver = kb(bootstrap.gzip) > BOOTSTRAP_KB
  if (options.json) {
    console.log(
      JSON.stringify(
        {
          targetKb: TARGET_KB,
          bootstrap: { gzipKb: kb(bootstrap.gzip), brotliKb: kb(bootstrap.brotli), ceilingKb: BOOTSTRAP_KB, overCeiling: bootstrapOver },
          routes: rows,
        },
        null,
        2,
      ),
    )
  } else {
    console.log(
      `First-load JS (module scripts), KB. Next.js bootstrap on every page: ${kb(bootstrap.gzip)} gzip, ${kb(bootstrap.brotli)} brotli ` +
        `(${bootstrapFiles.length} chunks). Target ${TARGET_KB} gzip; ceiling = the route's own code over the bootstrap.`,
    )
    console.log(`${'route'.padEnd(40)} ${'gzip'.padStart(6)} ${'brotli'.padStart(6)} ${'own'.padStart(6)} ${'ceiling'.padStart(7)}`)
    for (const row of rows)
      console.log(
        `${row.route.padEnd(40)} ${row.gzipKb.toFixed(1).padStart(6)} ${row.brotliKb.toFixed(1).padStart(6)} ${row.ownGzipKb
          .toFixed(1)
          .padStart(6)} ${String(row.ceilingKb).padStart(7)}${row.overCeiling ? '  OVER CEILING' : row.overTarget ? '  over target' : ''}`,
      )
    if (bootstrapOver)
      console.log(
        `\nNext.js bootstrap OVER CEILING: ${kb(bootstrap.gzip)} KB gzip, ceiling ${BOOTSTRAP_KB} (a framework upgrade, or our code in it).`,
      )
    console.log(
      failed.length
        ? `\n${failed.length} route(s) over their ceiling: ${failed.map((row) => row.route).join(', ')}`
        : `\nEvery route within its ceiling; ${rows.filter((row) => row.overTarget).length} of ${rows.length} over the ${TARGET_KB} KB gzip target.`,
    )
  }
  process.exit(failed.length || bootstrapOver ? 1 : 0)
}

/** The module scripts a running site's pages start with, read from this build (the site must serve it). */
async function measurePages(base, pages) {
  for (const page of pages) {
    const response = await fetch(new URL(page, base), { redirect: 'manual' })
    const html = await response.text()
    const files = [
      ...new Set(
        [...html.matchAll(/<script\b([^>]*)>/g)]
          .map((match) => match[1])
          .filter((attributes) => !/\bnoModule\b/i.test(attributes))
          .map((attributes) => attributes.match(/\bsrc="\/_next\/([^"?]+)/)?.[1])
          .filter(Boolean),
      ),
    ]
    const size = total(files)
    console.log(
      `${page.padEnd(40)} ${String(response.status).padStart(3)} ${files.length} chunks ${kb(size.gzip)} gzip ${kb(size.brotli)} brotli`,
    )
  }
}
