#!/usr/bin/env node
/**
 * Lighthouse (mobile) on pages of a running site, in Debian's Chromium.
 * Prints each page's four category scores, LCP, CLS, TBT and first-load
 * JavaScript (gzip), and exits non-zero when a page misses the budget in
 * docs/PERFORMANCE.md.
 *
 *   npm run build && npm start &           # or any running instance
 *   node scripts/lighthouse.mjs [baseUrl] [path ...]
 *   node scripts/lighthouse.mjs http://localhost:3000 /en /ar
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2)
const paths = given.length ? given : ['/en', '/ar']
const budget = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500, cls: 0, jsKb: 100 }

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
try {
  for (const path of paths) {
    const url = new URL(path, base).toString()
    // One warm-up load so the page is in the server's cache, as visitors get it.
    await fetch(url)
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script')
    const jsKb = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
    const row = {
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
