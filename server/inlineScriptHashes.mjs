import { createHash } from 'node:crypto'

/**
 * A Content-Security-Policy without 'unsafe-inline' scripts for pages that stay static.
 *
 * Next.js writes each page's data as inline `<script>` elements that differ per page, and nonces would force
 * every page to render per request. So the policy next.config.ts sends (`lib/securityHeaders.ts`) allows
 * 'unsafe-inline', and this server replaces it, per HTML answer, by the SHA-256 hashes of exactly the inline
 * scripts that answer carries. A script injected into a page (through content, a URL, anything) is not among
 * them and does not run. Hashes are remembered per ETag, so a cached page is hashed once.
 */
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPE = /^\s*(text\/javascript|application\/javascript|module)?\s*$/i

/** The hashes, in CSP source form, of the inline scripts a browser would run in this HTML. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes = '', body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy with 'unsafe-inline' in script-src replaced by the given hashes (other directives untouched). */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name !== 'script-src') return directive
      const kept = sources.filter((source) => source !== "'unsafe-inline'")
      return ` ${[name, ...kept, ...hashes].join(' ')}`
    })
    .join(';')
    .trim()
}

/** Whether a policy still needs this treatment. */
export const allowsInlineScripts = (policy) => /(^|;)\s*script-src\s[^;]*'unsafe-inline'/.test(policy)

/** A small memory of policies by ETag (a cached page's hashes never change). */
export class PolicyMemo {
  constructor(limit = 1000) {
    this.limit = limit
    this.entries = new Map()
  }

  get(key) {
    return key ? this.entries.get(key) : undefined
  }

  set(key, value) {
    if (!key) return
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value)
    this.entries.set(key, value)
  }
}
