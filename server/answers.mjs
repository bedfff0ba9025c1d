/**
 * Answers the site's server writes itself, before or instead of Next.js: refusals (413, 411, 403, 400) and the
 * 500 of a request that crashed the handler. They carry the same security headers as every other answer
 * (securityHeaders.mjs), are never cached, and close the connection when the request body was not read.
 */
import { securityHeadersFor } from './securityHeaders.mjs'

/** A refusal with its message (`{ errors: [{ message }] }`, as Payload's API answers). */
export function sendRefusal(req, res, { status, message }) {
  res.writeHead(status, {
    ...securityHeadersFor(req.url),
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.end(JSON.stringify({ errors: [{ message }] }))
  req.resume()
}

/** After a crash: a 500 with the site's headers if nothing was sent yet, and the end of the answer either way. */
export function endAfterCrash(req, res) {
  if (!res.headersSent) {
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    res.writeHead(500, { ...securityHeadersFor(req.url), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  }
  res.end()
}
