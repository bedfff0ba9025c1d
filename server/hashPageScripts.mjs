import { holdAnswer } from './heldAnswer.mjs'
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
  const policy = () => headerText(res.getHeader('content-security-policy'))

  holdAnswer(res, {
    /** Decided at the first byte or the end, when the headers are final. */
    hold() {
      const current = policy()
      if (!allowsInlineScripts(current)) return false
      const remembered = memo.get(headerText(res.getHeader('etag')))
      if (remembered) {
        res.setHeader('content-security-policy', remembered)
        return false
      }
      return headerText(res.getHeader('content-type')).startsWith('text/html')
    },
    finish(body, done) {
      const hashed = withScriptHashes(policy(), inlineScriptHashes(body.toString('utf8')))
      res.setHeader('content-security-policy', hashed)
      memo.set(headerText(res.getHeader('etag')), hashed)
      if (!res.hasHeader('transfer-encoding')) res.setHeader('content-length', body.length)
      return res.end(body, done)
    },
  })
}
