#!/usr/bin/env node
/**
 * Main-thread work of pages on a running site, as a phone would do it: Debian's Chromium at 390 px with the CPU
 * slowed down (`--cpu`, 4× by default), a Chromium trace of each load, and what the renderer's main thread did
 * from the first paint until the page went quiet.
 *
 *   node scripts/bench/main-thread.mjs --base http://localhost:3000 /en /ar/jobs
 *   node scripts/bench/main-thread.mjs --base … --runs 5 --json /en
 *
 * Per page (median over `--runs`, 3 by default): long tasks after the first contentful paint (count, the longest,
 * total blocking time: the sum of each task's time over 50 ms), the script evaluated and compiled, hydration's
 * share (React's work inside tasks that run no script file's top level), DOM elements, the document's bytes and
 * its React Server Components payload (`self.__next_f`). For the longest tasks of the last run, what they were
 * made of (script files evaluated, functions called, parsing, style and layout).
 *
 * The figures are only comparable on the same machine under the same load: on a shared machine run it twice and
 * compare a build with another one in the same session. This is a developer's tool, not a test (no timed tests in
 * the suite); Lighthouse's TBT and LCP on a quiet machine are the budget's own measure (docs/PERFORMANCE.md).
 */
import { chromium } from '@playwright/test'
import { parseArgs } from 'node:util'

const { values: options, positionals } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    json: { type: 'boolean', default: false },
    settle: { type: 'string', default: '6000' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  allowPositionals: true,
})
const pages = positionals.length ? positionals : ['/en', '/ar/jobs']
const runs = Math.max(1, Number(options.runs))
const rate = Math.max(1, Number(options.cpu))

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0
}
const ms = (us) => Math.round(us / 100) / 10

const browser = await chromium.launch({
  executablePath: options.chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})

/** One load of `url`: the trace's main-thread tasks after the first paint, and the page's sizes. */
async function load(url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    // The consent banner answered, as for a returning visitor (the banner is in the HTML either way).
    storageState: {
      cookies: [
        {
          name: 'cookie_consent',
          value: 'declined',
          domain: new URL(url).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
  })
  const response = await page.goto(url, { waitUntil: 'load' })
  // The page's own deferred work (idle callbacks, the site scripts, the updates 4 s after load) runs within
  // `--settle` ms (6 s by default) of load.
  await page.waitForTimeout(Number(options.settle))
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
  const sizes = await page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    flight: (self.__next_f ?? []).reduce((sum, entry) => sum + (typeof entry[1] === 'string' ? entry[1].length : 0), 0),
  }))
  const html = Buffer.byteLength(await response.text())
  await context.close()
  return { ...analyse(trace.traceEvents), ...sizes, html, status: response.status() }
}

/** The renderer's main thread: its top-level tasks after the first contentful paint, and what filled them. */
function analyse(events) {
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      events.some((e) => e.pid === event.pid && e.name === 'firstContentfulPaint'),
  )
  if (!main) return { tasks: [], fcp: null }
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid)
  const fcp = events.find((event) => event.pid === main.pid && event.name === 'firstContentfulPaint')?.ts ?? 0
  const tasks = onMain
    .filter((event) => event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && event.dur)
    .sort((a, b) => a.ts - b.ts)
  const inside = (task) =>
    onMain.filter((event) => event.ph === 'X' && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur && event !== task)
  const describe = (task) => {
    const parts = new Map()
    for (const event of inside(task)) {
      let key = null
      if (event.name === 'EvaluateScript' || event.name === 'v8.compile' || event.name === 'v8.compileModule')
        key = `${event.name === 'EvaluateScript' ? 'evaluate' : 'compile'} ${(event.args?.data?.url ?? '').replace(/^.*\//, '') || 'inline'}`
      else if (event.name === 'FunctionCall')
        key = `call ${(event.args?.data?.url ?? '').replace(/^.*\//, '') || '?'} ${event.args?.data?.functionName ?? ''}`.trim()
      else if (
        [
          'ParseHTML',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'PrePaint',
          'Layerize',
          'HitTest',
          'MajorGC',
          'MinorGC',
          'V8.GC_SCAVENGER',
          'BlinkGC.AtomicPhase',
        ].includes(event.name)
      )
        key = event.name
      if (key) parts.set(key, (parts.get(key) ?? 0) + event.dur)
    }
    return [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, dur]) => `${name} ${ms(dur)} ms`)
  }
  const after = tasks.filter((task) => task.ts + task.dur > fcp)
  const long = after.filter((task) => task.dur > 50_000)
  const script = onMain.filter((event) => event.ph === 'X' && event.name === 'EvaluateScript').reduce((sum, event) => sum + event.dur, 0)
  const compile = onMain.filter((event) => event.ph === 'X' && /^v8\.compile/.test(event.name)).reduce((sum, event) => sum + event.dur, 0)
  return {
    fcpMs: ms(fcp - (tasks[0]?.ts ?? fcp)),
    longTasks: long.length,
    longestMs: ms(Math.max(0, ...long.map((task) => task.dur))),
    tbtMs: ms(long.reduce((sum, task) => sum + task.dur - 50_000, 0)),
    evaluateMs: ms(script),
    compileMs: ms(compile),
    top: long
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map((task) => ({ ms: ms(task.dur), atMs: ms(task.ts - fcp), parts: describe(task) })),
  }
}

const report = []
for (const path of pages) {
  const url = new URL(path, options.base).href
  await load(url) // warms the server's caches and the browser's (the runs below are repeat visits' cold starts)
  const results = []
  for (let i = 0; i < runs; i++) results.push(await load(url))
  const pick = (key) => median(results.map((result) => result[key] ?? 0))
  const row = {
    page: path,
    status: results[0].status,
    longTasks: pick('longTasks'),
    longestMs: pick('longestMs'),
    tbtMs: pick('tbtMs'),
    evaluateMs: pick('evaluateMs'),
    compileMs: pick('compileMs'),
    elements: pick('elements'),
    htmlKb: Math.round(pick('html') / 102.4) / 10,
    flightKb: Math.round(pick('flight') / 102.4) / 10,
    runs: results.map((result) => `${result.longTasks}×, longest ${result.longestMs} ms, TBT ${result.tbtMs} ms`),
    top: results.at(-1).top,
  }
  report.push(row)
  if (!options.json) {
    console.log(
      `${path} (${row.status}): ${row.longTasks} long tasks after FCP, longest ${row.longestMs} ms, TBT ${row.tbtMs} ms; script evaluated ${row.evaluateMs} ms, compiled ${row.compileMs} ms; ${row.elements} elements, HTML ${row.htmlKb} KB of which RSC payload ${row.flightKb} KB  [CPU ${rate}×, median of ${runs}]`,
    )
    for (const run of row.runs) console.log(`    run: ${run}`)
    for (const task of row.top) console.log(`    task ${task.ms} ms at FCP+${task.atMs} ms: ${task.parts.join(', ')}`)
  }
}
if (options.json) console.log(JSON.stringify(report, null, 2))
await browser.close()
