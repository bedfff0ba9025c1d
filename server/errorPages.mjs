import { randomUUID } from 'node:crypto'

import { holdAnswer } from './heldAnswer.mjs'

/**
 * Error answers drawn on the server (issue 15). Next.js 16.3+ answers a page that calls notFound() with an empty
 * shell, `<html id="__next_error__">`, that the browser fills in from the page's data (vercel/next.js#62228): a
 * visitor without scripts, or a crawler, gets a blank page with no language, direction or title. For a page opened
 * in the browser (a GET for a document, not the router's own fetch), such a 404 is replaced by the not-found page
 * of the path's language, `/{locale}/page-not-found`, which this server asks Next.js for on the visitor's behalf
 * (same cookies and host) with the path they asked for; it is a page like any other, so the whole screen, its
 * title, `lang` and `dir` are in the HTML. That page always answers 404.
 *
 * A page that failed with an error meant for the visitor (`lib/http/pageErrors.ts`: a digest `HTTP;503;…`) gets
 * that status instead of Next.js's 500.
 */
const SHELL = '<html id="__next_error__"'
const LOCALE_PATH = /^\/(en|ar)(\/|$)/
const NOT_FOUND_PAGE = /^\/(en|ar)\/page-not-found\/?$/
const STATUS_DIGEST = /HTTP;([45]\d\d);/

/** The header that carries the requested path to the not-found page; only this server's own requests keep it. */
export const REQUESTED_PATH_HEADER = 'x-requested-path'
const INTERNAL_HEADER = 'x-internal-request'
const token = randomUUID()

const pathOf = (url) => {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/** Drops the requested-path header a client wrote; keeps the one this server set. True for this server's own request. */
export function acceptInternalHeaders(req) {
  const internal = req.headers[INTERNAL_HEADER] === token
  delete req.headers[INTERNAL_HEADER]
  if (!internal) delete req.headers[REQUESTED_PATH_HEADER]
  return internal
}

/** The headers of this server's request for the not-found page, on behalf of `req`. */
export function notFoundRequestHeaders(req, requestedPath) {
  const headers = { ...req.headers }
  for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since', 'content-length', 'content-type', 'connection']) {
    delete headers[name]
  }
  headers['accept-encoding'] = 'identity'
  headers[INTERNAL_HEADER] = token
  headers[REQUESTED_PATH_HEADER] = headerSafe(requestedPath)
  return headers
}

/** A path as a header value: printable ASCII (a path is percent-encoded already; anything else is encoded). */
export const headerSafe = (path) =>
  path.replace(/[^\x21-\x7e]/g, (c) => {
    try {
      return encodeURIComponent(c)
    } catch {
      return ''
    }
  })

/** The not-found page's path for a request path (its language, else English). */
export const notFoundPageFor = (path) => `/${LOCALE_PATH.exec(path)?.[1] ?? 'en'}/page-not-found`

const PASSED_OVER = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag'])

/**
 * Watches Next.js's answer to `req` (call before Next.js handles it, after any other wrapper of `res`).
 * `fetchNotFound(path, headers)` asks this server for a page and resolves to `{ status, headers, body }`.
 */
export function serverErrorPages(req, res, fetchNotFound, { internal = false } = {}) {
  const url = req.url ?? '/'
  const path = pathOf(url)
  const notFoundPage = NOT_FOUND_PAGE.test(path)
  const document = (req.method === 'GET' || req.method === 'HEAD') && !req.headers.rsc && LOCALE_PATH.test(path)
  if (!notFoundPage && !document) return

  holdAnswer(res, {
    hold() {
      if (notFoundPage && res.statusCode === 200) res.statusCode = 404
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
      return document && req.method === 'GET' && html && (res.statusCode === 404 || res.statusCode >= 500)
    },
    finish(body, done) {
      const text = body.toString('utf8')
      const shell = text.includes(SHELL)
      if (shell && res.statusCode >= 500) {
        const status = Number(STATUS_DIGEST.exec(text)?.[1])
        if (status) res.statusCode = status
      }
      if (!shell || res.statusCode !== 404 || internal) return res.end(body, done)

      fetchNotFound(notFoundPageFor(path), notFoundRequestHeaders(req, path))
        .then((page) => {
          if (page.status !== 404 || res.headersSent) throw new Error(`not-found page answered ${page.status}`)
          for (const name of res.getHeaderNames()) res.removeHeader(name)
          for (const [name, value] of Object.entries(page.headers))
            if (!PASSED_OVER.has(name) && value !== undefined) res.setHeader(name, value)
          res.statusCode = 404
          res.end(page.body, done)
        })
        .catch((error) => {
          console.error('The not-found page could not be drawn on the server:', error)
          res.end(body, done)
        })
      return res
    },
  })
}
