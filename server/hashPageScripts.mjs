import { deferPageScripts } from './deferScripts.mjs'
import { holdAnswer } from './heldAnswer.mjs'
import { allowsInlineScripts, inlineScriptHashes, PolicyMemo, withScriptHashes } from './inlineScriptHashes.mjs'

const memo = new PolicyMemo()

const headerText = (value) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''))

/**
 * Holds back an HTML answer whose CSP still allows inline scripts until its body is complete, then sends it with
 * the hashes of its inline scripts in place of 'unsafe-inline' (inlineScriptHashes.mjs) and, with `deferScripts`
 * (DEFER_PAGE_SCRIPTS=1, off by default), the framework's scripts loaded after the first frame (deferScripts.mjs).
 * Every other answer passes through untouched. Answers known by their ETag (a 304, a HEAD, a cached page seen
 * before) get the remembered policy at once; with `deferScripts`, only those with no body to rewrite. A 304 or HEAD
 * whose page is not remembered (after a restart) is never remembered: a 304 goes without a policy (the browser keeps
 * the one it stored), a HEAD with one that allows no inline script.
 */
export function hashPageScripts(res, { deferScripts = false } = {}) {
  const policy = () => headerText(res.getHeader('content-security-policy'))

  holdAnswer(res, {
    /** Decided at the first byte or the end, when the headers are final. */
    hold() {
      const current = policy()
      if (!allowsInlineScripts(current)) return false
      const html = headerText(res.getHeader('content-type')).startsWith('text/html')
      const remembered = memo.get(headerText(res.getHeader('etag')))
      const bodiless = res.statusCode === 304 || res.req?.method === 'HEAD'
      if (remembered && (!deferScripts || !html || bodiless)) {
        res.setHeader('content-security-policy', remembered)
        return false
      }
      if (res.statusCode === 304) {
        // No body to hash, and a policy that allows inline scripts must not reach a browser. Without one, the
        // browser keeps the policy it stored with the page (a 304 updates only the headers it carries).
        res.removeHeader('content-security-policy')
        return false
      }
      if (bodiless) {
        res.setHeader('content-security-policy', withScriptHashes(current, []))
        return false
      }
      return html
    },
    finish(body, done) {
      // The page is decoded once: hashed as text, sent as the bytes it came in unless deferScripts rewrote it.
      const text = deferScripts ? deferPageScripts(body.toString('utf8')) : body.toString('utf8')
      const page = deferScripts ? Buffer.from(text, 'utf8') : body
      const hashed = withScriptHashes(policy(), inlineScriptHashes(text))
      res.setHeader('content-security-policy', hashed)
      memo.set(headerText(res.getHeader('etag')), hashed)
      if (!res.hasHeader('transfer-encoding')) res.setHeader('content-length', page.length)
      return res.end(page, done)
    },
  })
}
