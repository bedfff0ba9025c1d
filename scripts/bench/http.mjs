#!/usr/bin/env node
/**
 * HTTP throughput of a running build against nginx serving the same bytes (the ceiling).
 *
 *   npm run build && npm start &                        # or any running instance
 *   npm run bench:http -- [baseUrl] [--duration 15] [--connections 20] [--pages /en,/ar]
 *
 * For each page: fetches it (uncompressed, as autocannon asks for it), saves the HTML, runs autocannon against
 * the site, then against nginx (Debian's package, installed when missing and run as root) serving those saved
 * bytes on BENCH_NGINX_PORT, and prints req/s, p50/p99 latency, each as a ratio to nginx, and how the site
 * answered (its Cache-Control and cache header). The server's RSS is read before and after (/proc; the process
 * is found by the port it listens on, or BENCH_SERVER_PID). Default pages: home in both languages, a job, a
 * post, contact, the job list and a keyword search in each language. Load goes to this machine only.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

const { values: options, positionals } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    pages: { type: 'string' },
    'no-nginx': { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
const base = new URL(positionals[0] ?? process.env.BENCH_URL ?? 'http://localhost:3000')
if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) {
  console.error(`Load goes to this machine only: ${base.host} is not a loopback address.`)
  process.exit(2)
}
const duration = Number(options.duration)
const connections = Number(options.connections)
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 8089)
const nginxWorkers = Number(process.env.BENCH_NGINX_WORKERS ?? 1)

/** The first link on `listPath` to a page directly under `prefix` (a job, a post; not a category). */
async function firstLink(listPath, prefix) {
  const html = await (await fetch(new URL(listPath, base))).text()
  const escaped = prefix.replace(/[/]/g, '\\/')
  const match = new RegExp(`href="(${escaped}[^"?#/]+)"`).exec(html)
  return match?.[1]
}

async function defaultPages() {
  const job = await firstLink('/en/jobs', '/en/jobs/')
  const post = await firstLink('/ar/blogs', '/ar/blogs/')
  return ['/en', '/ar', job, post, '/en/contact-us', '/en/jobs', '/en/jobs?q=engineer', `/ar/jobs?q=${encodeURIComponent('مهندس')}`].filter(
    Boolean,
  )
}

function serverPid() {
  if (process.env.BENCH_SERVER_PID) return Number(process.env.BENCH_SERVER_PID)
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${base.port || 80}`], { encoding: 'utf8' })
    const pid = /pid=(\d+)/.exec(out)?.[1]
    return pid ? Number(pid) : undefined
  } catch {
    return undefined
  }
}

function rssMb(pid) {
  if (!pid) return NaN
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return Math.round(Number(kb) / 1024)
  } catch {
    return NaN
  }
}

function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx'
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: install Debian\'s "nginx" package or run as root')
  console.log('Installing nginx (Debian package)…')
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return '/usr/sbin/nginx'
}

/** nginx in the foreground serving `dir`'s files, until stop() is called. */
async function startNginx(dir) {
  const binary = ensureNginx()
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes ${nginxWorkers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  keepalive_requests 10000000;
  sendfile on; tcp_nopush on;
  default_type text/html;
  server { listen 127.0.0.1:${nginxPort}; root ${dir}; }
}
`,
  )
  const child = spawn(binary, ['-c', conf, '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] })
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    try {
      await fetch(`http://127.0.0.1:${nginxPort}/`)
      break
    } catch {
      // not listening yet
    }
  }
  return { stop: () => child.kill('SIGQUIT') }
}

const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)))
  })

const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  bad: result.non2xx + result.errors + result.timeouts,
})

const pages = options.pages ? options.pages.split(',') : await defaultPages()
const dir = mkdtempSync(path.join(tmpdir(), 'bench-http-'))
const saved = []
for (const [i, page] of pages.entries()) {
  const url = new URL(page, base).toString()
  await fetch(url) // the first visit renders and caches it
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const body = Buffer.from(await response.arrayBuffer())
  writeFileSync(path.join(dir, `p${i}.html`), body)
  saved.push({
    page,
    url,
    status: response.status,
    kb: Math.round(body.length / 1024),
    cacheControl: response.headers.get('cache-control') ?? '',
    cache: response.headers.get('x-cache') ?? response.headers.get('x-nextjs-cache') ?? '',
    setCookie: response.headers.has('set-cookie'),
  })
}

const pid = serverPid()
const rssBefore = rssMb(pid)
const nginx = options['no-nginx'] ? null : await startNginx(dir)
const rows = []
try {
  for (const [i, page] of saved.entries()) {
    const site = summary(await run(page.url))
    const ceiling = nginx ? summary(await run(`http://127.0.0.1:${nginxPort}/p${i}.html`)) : null
    rows.push({ ...page, site, ceiling })
    console.error(`${page.page}: ${site.rps} req/s${ceiling ? ` (nginx ${ceiling.rps})` : ''}`)
  }
} finally {
  nginx?.stop()
}
const rssAfter = rssMb(pid)
rmSync(dir, { recursive: true, force: true })

const ratio = (a, b) => (b ? `${Math.round((100 * a) / b)}%` : '—')
console.log(`\nautocannon -c ${connections} -d ${duration}, uncompressed; nginx ${nginxWorkers} worker(s) serving the same bytes\n`)
console.log('| page | KB | req/s | p50 ms | p99 ms | nginx req/s | nginx p50/p99 | site / nginx | cache | errors |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) {
  const { site, ceiling } = row
  const cache = `${row.cacheControl.split(',')[0]}${row.cache ? ` ${row.cache}` : ''}${row.setCookie ? ' +Set-Cookie' : ''}`
  console.log(
    `| ${decodeURI(row.page)} | ${row.kb} | ${site.rps} | ${site.p50} | ${site.p99} | ${ceiling?.rps ?? '—'} | ${
      ceiling ? `${ceiling.p50}/${ceiling.p99}` : '—'
    } | ${ceiling ? ratio(site.rps, ceiling.rps) : '—'} | ${cache} | ${site.bad} |`,
  )
}
console.log(`\nserver RSS: ${rssBefore} MB before, ${rssAfter} MB after (pid ${pid ?? 'not found'})`)
