import { allowsInlineScripts, inlineScriptHashes, PolicyMemo, withScriptHashes } from './inlineScriptHashes.mjs'

const memo = new PolicyMemo()

const headerText = (value) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''))

/**
 * Holds back an HTML answer whose CSP still allows inline scripts until its body is complete, then sends it
 * with the hashes of its inline scripts in place of 'unsafe-inline' (inlineScriptHashes.mjs). Every other answer
 * passes through untouched. Answers known by their ETag (a 304, a HEAD, a cached page seen before) get the
 * remembered policy at once.
 */
export function hashPageScripts(res) {
  const original = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders }
  const chunks = []
  let decided = false
  let holding = false

  const restore = () => Object.assign(res, original)
  const policy = () => headerText(res.getHeader('content-security-policy'))

  /** Decided at the first byte or the end, when the headers are final. */
  const decide = () => {
    if (decided) return holding
    decided = true
    const current = policy()
    if (!allowsInlineScripts(current)) return (holding = false)
    const remembered = memo.get(headerText(res.getHeader('etag')))
    if (remembered) {
      res.setHeader('content-security-policy', remembered)
      return (holding = false)
    }
    holding = headerText(res.getHeader('content-type')).startsWith('text/html')
    return holding
  }

  const release = () => {
    restore()
    return res
  }

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
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
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
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
    const body = Buffer.concat(chunks)
    const hashed = withScriptHashes(policy(), inlineScriptHashes(body.toString('utf8')))
    res.setHeader('content-security-policy', hashed)
    memo.set(headerText(res.getHeader('etag')), hashed)
    if (!res.hasHeader('transfer-encoding')) res.setHeader('content-length', body.length)
    release()
    return res.end(body, typeof encoding === 'function' ? encoding : callback)
  }
}
