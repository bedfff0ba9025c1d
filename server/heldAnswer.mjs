const bufferOf = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')

/**
 * Lets a wrapper of `res` look at a whole answer before any of it leaves (errorPages.mjs, hashPageScripts.mjs).
 * `writeHead` only records the status and headers, and `flushHeaders` waits, so the headers stay open until the
 * first byte or the end. Then `hold()` is asked once, with the headers final: false gives `res` its own methods
 * back and the answer passes through as it is; true keeps every byte, and at the end gives `res` its methods back
 * and calls `finish(body, done)`, which must end the answer (`done` is the callback given to `res.end`, if any).
 */
export function holdAnswer(res, { hold, finish }) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  const chunks = []
  let decided = false
  let holding = false

  const decide = () => {
    if (decided) return holding
    decided = true
    holding = Boolean(hold())
    return holding
  }
  const release = () => Object.assign(res, original)

  res.writeHead = function writeHead(statusCode, reason, headers) {
    const given = typeof reason === 'object' ? reason : headers
    if (Array.isArray(given)) {
      for (let i = 0; i + 1 < given.length; i += 2) res.setHeader(given[i], given[i + 1])
    } else if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value)
    }
    res.statusCode = statusCode
    if (typeof reason === 'string') res.statusMessage = reason
    return res
  }
  res.flushHeaders = function flushHeaders() {}

  res.write = function write(chunk, encoding, callback) {
    if (!decide()) {
      release()
      return res.write(chunk, encoding, callback)
    }
    if (chunk) chunks.push(bufferOf(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) process.nextTick(done)
    return true
  }

  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk)
    if (!decide()) {
      release()
      return res.end(chunk, encoding, callback)
    }
    if (chunk) chunks.push(bufferOf(chunk, encoding))
    release()
    return finish(Buffer.concat(chunks), typeof encoding === 'function' ? encoding : callback)
  }
}
