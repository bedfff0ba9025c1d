#!/usr/bin/env node
/**
 * Lighthouse (mobile) on pages of a running site, in Debian's Chromium.
 * Runs each page N times (--runs, default 5) and prints its median run
 * (Lighthouse's own choice of median) with the four category scores, LCP,
 * CLS, TBT and the JavaScript transferred, plus the spread of performance
 * and LCP over the runs; exits non-zero when a median misses the budget in
 * docs/PERFORMANCE.md. Each run's line carries Lighthouse's CPU benchmark
 * index (`environment.benchmarkIndex`: about 1,000+ on a desktop, a few
 * hundred on a mid-range phone), and each page its median: a score means
 * little without the speed of the machine it was measured on.
 *
 *   npm run build && npm start &           # or any running instance
 *   node scripts/lighthouse.mjs [baseUrl] [path ...] [--runs N]
 *   node scripts/lighthouse.mjs http://localhost:3000 /en /ar --runs 5
 */
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

const { values: options, positionals } = parseArgs({ options: { runs: { type: 'string', default: '5' } }, allowPositionals: true })
const [base = 'http://localhost:3000', ...given] = positionals
const paths = given.length ? given : ['/en', '/ar']
const runs = Math.max(1, Number(options.runs) || 1)
const budget = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500, cls: 0, jsKb: 125 }

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
})

let failures = 0
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2)
}
try {
  for (const path of paths) {
    const url = new URL(path, base).toString()
    // One warm-up load so the page is in the server's cache, as visitors get it.
    await fetch(url)
    const all = []
    for (let i = 0; i < runs; i++) all.push((await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })).lhr)
    const lhr = computeMedianRun(all)
    const spread = (values) =>
      Math.min(...values) === Math.max(...values) ? `${values[0]}` : `${Math.min(...values)}–${Math.max(...values)}`
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script')
    const jsKb = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
    const row = {
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time')),
      jsKb: Number(jsKb.toFixed(1)),
    }
    const missed = [
      ...['performance', 'accessibility', 'best-practices', 'seo'].filter((k) => row[k] < budget[k]),
      ...(row.lcpMs > budget.lcpMs ? ['lcpMs'] : []),
      ...(row.cls > budget.cls ? ['cls'] : []),
      ...(row.jsKb > budget.jsKb ? ['jsKb'] : []),
    ]
    if (missed.length) failures++
    console.log(`${path.padEnd(28)} ${JSON.stringify(row)}${missed.length ? `  MISSED: ${missed.join(', ')}` : ''}`)
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
    if (lcpElement) console.log(`    LCP element: ${lcpElement.snippet?.slice(0, 120)}`)
    if (row.cls > 0) {
      const shifts = lhr.audits['layout-shifts']?.details?.items ?? []
      for (const shift of shifts.slice(0, 3))
        console.log(`    layout shift ${shift.score?.toFixed(3)}: ${shift.node?.snippet?.slice(0, 120)}`)
    }
    const benchmarks = all.map((run) => Math.round(run.environment?.benchmarkIndex ?? NaN))
    all.forEach((run, i) =>
      console.log(
        `    run ${i + 1}: performance ${Math.round((run.categories.performance?.score ?? 0) * 100)}, ` +
          `LCP ${Math.round(run.audits['largest-contentful-paint']?.numericValue ?? NaN)} ms, ` +
          `TBT ${Math.round(run.audits['total-blocking-time']?.numericValue ?? NaN)} ms, benchmark index ${benchmarks[i]}`,
      ),
    )
    if (runs > 1) {
      const performances = all.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100))
      const lcps = all.map((run) => Math.round(run.audits['largest-contentful-paint']?.numericValue ?? NaN))
      console.log(
        `    ${runs} runs: performance ${spread(performances)}, LCP ${spread(lcps)} ms, benchmark index ${spread(benchmarks)} (median ${median(benchmarks)})`,
      )
    }
    for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
      if (score(id) === 100) continue
      const failing = lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id}(${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`)
      if (failing.length) console.log(`    ${id}: ${failing.join(' ')}`)
    }
  }
} finally {
  await chrome.kill()
}
process.exit(failures ? 1 : 0)
