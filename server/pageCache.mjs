import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { promisify } from 'node:util'

import CachePolicy from 'http-cache-semantics'
import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

import { PRIVATE_COOKIES } from './cookies.mjs'
import { PAGES_CHANGED_EVENT } from './pagesChanged.mjs'

/**
 * The site's page cache: public answers Next.js marks shareable, kept in memory as the bytes to send, and served
 * before Next.js sees the request (docs/PERFORMANCE.md). Next.js's own cache still decides what a page is; this
 * one only saves its per-request work (routing, the proxy, ETag hashing, the CSP hashing of server/, compression):
 * each answer is stored once with its final headers (script hashes included) and its gzip and brotli forms
 * compressed once, off the main thread.
 *
 * What is stored: a 200 to a GET whose Cache-Control allows a shared cache to keep it (s-maxage, or public with
 * max-age; never private, no-store, no-cache), without Set-Cookie, varying only on Accept-Encoding (done here) and
 * Next.js's router headers (requests carrying those are never served from here), of a text type, at most
 * `maxEntryBytes`. Which requests may use it: GET and HEAD without credentials or draft mode (Authorization,
 * Payload's and the accounts' session cookies, Next.js's preview cookies), without router, action, range or
 * revalidation headers, outside /api, /admin and the image optimizer.
 *
 * Keys (issue 26, finding 5): the path and only the query parameters the stored answer can depend on
 * (`pageCacheKey`): the job list's search, normalised as the proxy normalises it. Tracking parameters (utm_*,
 * gclid, fbclid…) and any other parameter are left out, so `/en?utm_campaign=<anything>` is the one entry of `/en`.
 * A page that reads another parameter is rendered per request by Next.js (private, no-store) and never stored.
 *
 * Freshness: at most `maxAgeSeconds` (a safety net), and everything is dropped when content changes
 * (`flush()`, called on every tag revalidation: FLUSH_EVENT, which the app emits: pagesChanged.mjs). An answer that was being drawn when a flush
 * happened is not stored. Files under /_next/static that are `immutable` keep their own lifetime and survive
 * flushes (their names change with their content). Memory is bounded by `maxBytes` (least recently used out).
 *
 * Compression is bounded work: a page is first compressed at brotli 5 (7 ms for 150 KB instead of 200 ms at 11),
 * and again at brotli 11 only once it has been served compressed a few times; at most `maxQueuedCompressions`
 * wait, and a page that finds the queue full is kept uncompressed (clients that take compression go on to Next.js,
 * whose next answer stores it again).
 */
export const FLUSH_EVENT = PAGES_CHANGED_EVENT

const BYPASS_HEADERS = [
  'authorization',
  'range',
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'x-prerender-revalidate',
]
/** Signed in (staff or candidate) or previewing drafts: always Next.js (cookies.mjs; the names are letters, `_` and `-`). */
const PRIVATE_COOKIE = new RegExp(`(?:^|;)\\s*(?:${PRIVATE_COOKIES.join('|')})=`)
const BYPASS_PATH = /^\/(?:api|admin|next|_next\/image)(?:[/?]|$)/
const ROUTER_VARY = new Set([
  'accept-encoding',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
])
const TEXT_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml|rss\+xml)|image\/svg\+xml)/
/**
 * Hop-by-hop or per-send headers (X-Request-Id is each request's own: server/logging.mjs), and Next.js's own cache
 * header (this cache says X-Cache instead).
 */
const NOT_STORED = new Set([
  'x-request-id',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'content-encoding',
  'x-nextjs-cache',
])
const MAX_URL = 2048
const COMPRESS_FROM = 1024

/** Past this size brotli's best quality costs ten times the time for a few per cent (a 580 KB chunk: 610 ms at 11, 42 ms at 9). */
const BEST_BROTLI_UP_TO = 256 * 1024
/** A page's first brotli: 7 ms for 150 KB of HTML, 12 % larger than quality 11 (200 ms). */
const FIRST_BROTLI = 5
/** Served compressed this many times from the cache, a page is compressed again at brotli's best quality. */
const UPGRADE_AFTER_HITS = 3
const gzip9 = (body) => promisify(gzip)(body, { level: 9 })
const brotli = (quality) => (body) =>
  promisify(brotliCompress)(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: body.length <= BEST_BROTLI_UP_TO ? quality : Math.min(quality, 9),
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
const bestBrotli = brotli(11)
/** A page's first compressions; immutable static files (a bounded set: the build's) get the best at once. */
const firstCompressors = (immutable) => ({ gzip: gzip9, br: immutable ? bestBrotli : brotli(FIRST_BROTLI) })

/**
 * Stored answers are compressed one at a time. They run on libuv's four threads, which also read the static files
 * and compress the answers going out: a first visit to the admin (thirty chunks, two forms each, at once) filled
 * them and held its own chunks for seconds (30 s on a busy machine). The queue is bounded: an anonymous client
 * making new URLs must not leave minutes of compression behind it (1,500 pages at brotli 11 kept a core busy 45 s).
 * First compressions go before upgrades; a job that finds the queue full is not queued (`false`).
 */
export class CompressionQueue {
  constructor(maxQueued = 16) {
    this.maxQueued = maxQueued
    this.first = []
    this.upgrades = []
    this.running = false
  }

  get size() {
    return this.first.length + this.upgrades.length + (this.running ? 1 : 0)
  }

  /** Queues `job` (an async function); false when the queue is full. */
  add(job, { upgrade = false } = {}) {
    if (this.size >= this.maxQueued) return false
    ;(upgrade ? this.upgrades : this.first).push(job)
    if (!this.running) void this.next()
    return true
  }

  async next() {
    this.running = true
    for (let job = this.first.shift() ?? this.upgrades.shift(); job; job = this.first.shift() ?? this.upgrades.shift()) {
      try {
        await job()
      } catch {
        // A job's failure is its own (the entry stays uncompressed).
      }
    }
    this.running = false
  }
}

/**
 * The key of a request in the cache: its path, and the query parameters the answer can depend on. Only the job list
 * reads any (the proxy rewrites `/{locale}/jobs?…` to the page of its normalised search, features/jobs/searchPath.ts:
 * its seven parameters, first value each, trimmed, the keyword's spaces collapsed, page 1 the same as none). Every
 * other stored page is static (a page that reads its query string is rendered per request and not shareable), so
 * utm_*, gclid, fbclid, msclkid, mc_eid and any parameter nobody reads do not make a new entry.
 */
const JOB_LIST = /^\/(?:en|ar)\/jobs$/
const JOB_SEARCH_PARAMETERS = ['q', 'industry', 'location', 'workplace', 'type', 'experience', 'page']
export function pageCacheKey(url) {
  const mark = url.indexOf('?')
  if (mark === -1) return url
  const path = url.slice(0, mark)
  if (!JOB_LIST.test(path)) return path
  const given = new URLSearchParams(url.slice(mark + 1))
  const kept = new URLSearchParams()
  for (const name of JOB_SEARCH_PARAMETERS) {
    let value = given.get(name)?.trim()
    if (!value || (name === 'page' && value === '1')) continue
    if (name === 'q') value = value.replace(/\s+/g, ' ')
    kept.set(name, value)
  }
  return kept.size ? `${path}?${kept}` : path
}

/** Whether this request may be answered from, or stored in, the cache. */
export function cacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? ''
  if (url.length > MAX_URL || BYPASS_PATH.test(url)) return false
  const { headers } = req
  for (const name of BYPASS_HEADERS) if (headers[name] !== undefined) return false
  return !PRIVATE_COOKIE.test(headers.cookie ?? '')
}

const headerText = (value) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''))

/** The freshness lifetime (ms) of an answer this cache may store, or 0. */
export function storableLifetime(req, status, headers, maxAgeSeconds) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0
  if (!TEXT_TYPE.test(headerText(headers['content-type']))) return 0
  const vary = headerText(headers.vary)
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (vary.some((name) => !ROUTER_VARY.has(name))) return 0
  const cacheControl = headerText(headers['cache-control'])
  if (!/\bs-maxage=\d/.test(cacheControl) && !(/\bpublic\b/.test(cacheControl) && /\bmax-age=\d/.test(cacheControl))) return 0
  const policy = new CachePolicy(
    { method: req.method, url: req.url, headers: req.headers },
    { status, headers: { ...headers, 'cache-control': cacheControl, vary: vary.join(', ') } },
    { shared: true },
  )
  const seconds = policy.storable() ? policy.maxAge() : 0
  if (seconds <= 0) return 0
  const immutable = /\bimmutable\b/.test(cacheControl) && (req.url ?? '').startsWith('/_next/static/')
  return Math.round(1000 * (immutable ? seconds : Math.min(seconds, maxAgeSeconds)))
}

function flatHeaders(headers, extra) {
  const flat = []
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const one of value) flat.push(name, one)
    else flat.push(name, String(value))
  }
  return flat.concat(extra)
}

export class PageCache {
  /** @param {{ maxBytes?: number, maxEntryBytes?: number, maxAgeSeconds?: number, maxQueuedCompressions?: number }} [options] */
  constructor({ maxBytes = 64 * 1024 * 1024, maxEntryBytes = 1024 * 1024, maxAgeSeconds = 60, maxQueuedCompressions = 16 } = {}) {
    this.maxEntryBytes = maxEntryBytes
    this.maxAgeSeconds = maxAgeSeconds
    this.generation = 0
    this.stats = { hits: 0, stores: 0, flushes: 0, compressionsSkipped: 0, upgrades: 0 }
    this.compressions = new CompressionQueue(maxQueuedCompressions)
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.size, maxEntrySize: maxBytes })
    this.preferences = new LRUCache({ max: 200 })
  }

  /** Drops every page (static files stay: their names change with their content). */
  flush() {
    this.generation++
    this.stats.flushes++
    for (const [key, entry] of this.entries.entries()) if (!entry.immutable) this.entries.delete(key)
  }

  /**
   * Watches a request that may change content (anything but a GET or HEAD): when a flush happened while it ran,
   * the cache is flushed again once it has finished. Next.js expires revalidated tags at the end of the request
   * that asked for it, so an answer drawn in between may still show the old content.
   */
  watchChanges(req, res) {
    if (req.method === 'GET' || req.method === 'HEAD') return
    const generation = this.generation
    res.once('close', () => {
      if (this.generation !== generation) this.flush()
    })
  }

  /** Encodings this client takes, best first (memoised per Accept-Encoding value). */
  encodingsFor(req) {
    const accept = headerText(req.headers['accept-encoding'])
    let list = this.preferences.get(accept)
    if (!list) {
      list = new Negotiator({ headers: { 'accept-encoding': accept } }).encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] })
      this.preferences.set(accept, list)
    }
    return list
  }

  /** Answers the request from the cache if it can; returns whether it did. */
  serve(req, res) {
    if (!cacheableRequest(req)) return false
    const key = pageCacheKey(req.url ?? '/')
    const entry = this.entries.get(key)
    if (!entry) return false
    const accepted = this.encodingsFor(req)
    // A client that takes compression waits for the compressed forms rather than getting the full bytes.
    const encoding = accepted.find((name) => entry.variants[name] && (name !== 'identity' || accepted.length === 1 || !entry.compressible))
    if (!encoding) return false
    this.stats.hits++
    if (encoding === 'br' && !entry.best && ++entry.compressedHits >= UPGRADE_AFTER_HITS) this.upgrade(key, entry)
    const variant = entry.variants[encoding]
    const match = req.headers['if-none-match']
    if (entry.etag && match && (match === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag))) {
      res.writeHead(304, entry.notModifiedHeaders)
      res.end()
      return true
    }
    res.writeHead(200, variant.headers)
    res.end(req.method === 'HEAD' ? undefined : variant.body)
    return true
  }

  /**
   * Watches a GET the cache could not answer and stores Next.js's answer if it may. Call it between the
   * compression layer and the CSP hashing (it sees the uncompressed body with its final headers). It only copies
   * what passes: nothing is held back or changed.
   */
  capture(req, res) {
    if (req.method !== 'GET' || !cacheableRequest(req)) return
    const key = pageCacheKey(req.url ?? '/')
    const generation = this.generation
    const { write, end, writeHead } = res
    let lifetime = -1
    let headers
    let chunks = []
    let size = 0

    const decide = () => {
      if (lifetime !== -1) return
      headers = { ...res.getHeaders() }
      lifetime = storableLifetime(req, res.statusCode, headers, this.maxAgeSeconds)
      if (!lifetime) chunks = null
    }
    const keep = (chunk, encoding) => {
      decide()
      if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const bytes = Buffer.isBuffer(chunk) ? Buffer.from(chunk) : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      size += bytes.length
      if (size > this.maxEntryBytes) chunks = null
      else chunks.push(bytes)
    }

    res.writeHead = function writeHeadSeen(statusCode, reason, given) {
      const fields = typeof reason === 'object' ? reason : given
      if (Array.isArray(fields)) {
        const grouped = new Map()
        for (let i = 0; i + 1 < fields.length; i += 2) grouped.set(fields[i], [...(grouped.get(fields[i]) ?? []), fields[i + 1]])
        for (const [name, values] of grouped) res.setHeader(name, values.length > 1 ? values : values[0])
      } else if (fields) {
        for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value)
      }
      res.statusCode = statusCode
      if (typeof reason === 'string') res.statusMessage = reason
      return writeHead.call(this, statusCode)
    }
    res.write = function writeSeen(chunk, encoding, callback) {
      keep(chunk, encoding)
      return write.call(this, chunk, encoding, callback)
    }
    res.end = (chunk, encoding, callback) => {
      keep(chunk, encoding)
      if (chunks) {
        const body = Buffer.concat(chunks)
        chunks = null
        // Stored once the whole answer has gone out (not when the client went away mid-way).
        res.once('finish', () => this.store(key, generation, headers, body, lifetime))
      }
      return end.call(res, chunk, encoding, callback)
    }
  }

  store(key, generation, headers, body, lifetime) {
    if (generation !== this.generation) return
    const declared = headers['content-length']
    if (declared !== undefined && Number(declared) !== body.length) return
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_STORED.has(name)))
    const compressible = body.length >= COMPRESS_FROM
    if (compressible) {
      const vary = headerText(kept.vary)
      if (!/\baccept-encoding\b/i.test(vary)) kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
    }
    const base = { ...kept, 'x-cache': 'HIT' }
    const etag = kept.etag ? headerText(kept.etag).replace(/^W\//, '') : undefined
    // The same answer stored a moment ago, its compressions on their way: nothing to do twice.
    const stored = this.entries.peek(key)
    if (etag && stored?.compressing && stored.etag === etag && stored.generation === generation) return
    const immutable = /\bimmutable\b/.test(headerText(kept['cache-control'])) && key.startsWith('/_next/static/')
    const entry = {
      etag,
      generation,
      immutable,
      compressible,
      compressing: false,
      best: !compressible || immutable,
      compressedHits: 0,
      upgrading: false,
      base,
      notModifiedHeaders: flatHeaders(
        Object.fromEntries(Object.entries(base).filter(([name]) => ['etag', 'cache-control', 'vary', 'x-cache'].includes(name))),
        [],
      ),
      variants: { identity: { body, headers: flatHeaders(base, ['content-length', String(body.length)]) } },
      size: body.length + 2048,
    }
    this.entries.set(key, entry, { ttl: lifetime })
    this.stats.stores++
    if (!compressible) return
    entry.compressing = this.compressions.add(async () => {
      for (const [name, compressor] of Object.entries(firstCompressors(immutable))) {
        if (this.entries.peek(key) !== entry) break
        this.keepVariant(key, entry, name, await compressor(body))
      }
      entry.compressing = false
    })
    if (!entry.compressing) this.stats.compressionsSkipped++
  }

  /** Compresses a page served often at brotli's best, when the queue has room (else a later hit asks again). */
  upgrade(key, entry) {
    if (entry.upgrading) return
    entry.upgrading = this.compressions.add(
      async () => {
        if (this.entries.peek(key) === entry) this.keepVariant(key, entry, 'br', await bestBrotli(entry.variants.identity.body))
        entry.best = true
        this.stats.upgrades++
      },
      { upgrade: true },
    )
  }

  keepVariant(key, entry, name, compressed) {
    if (this.entries.peek(key) !== entry) return
    entry.size += compressed.length - (entry.variants[name]?.body.length ?? 0)
    entry.variants[name] = {
      body: compressed,
      headers: flatHeaders(entry.base, ['content-encoding', name, 'content-length', String(compressed.length)]),
    }
    const left = this.entries.getRemainingTTL(key)
    if (left > 0) this.entries.set(key, entry, { ttl: left })
  }
}

/** Options from the environment: PAGE_CACHE_MB (64; 0 turns the cache off), PAGE_CACHE_MAX_AGE seconds (60). */
export function pageCacheFromEnv(env = process.env) {
  // Several instances (REDIS_URL: Next.js's cache shared through Redis): an edit saved on one must show on every
  // other at its next request, which a cache in each process cannot promise (a flush message could arrive after
  // that request, or be lost while Redis reconnects). nginx's micro-cache in front of them does this job there.
  if (env.REDIS_URL) return null
  const megabytes = Number(env.PAGE_CACHE_MB ?? 64)
  if (!(megabytes > 0)) return null
  const maxAgeSeconds = Number(env.PAGE_CACHE_MAX_AGE ?? 60)
  return new PageCache({ maxBytes: Math.round(megabytes * 1024 * 1024), maxAgeSeconds: maxAgeSeconds > 0 ? maxAgeSeconds : 60 })
}
