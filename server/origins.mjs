/**
 * The site's public origin (SERVER_URL) and the other origins it answers on (SERVER_ALIASES, comma-separated:
 * `https://www.example.com`, `http://127.0.0.1:3000`). Pages opened on an alias are redirected to the public
 * origin by the site's server; API calls from an alias's pages (sign-out, uploads) are accepted as same-site
 * (Payload's `csrf` list). With a loopback SERVER_URL, localhost, 127.0.0.1 and [::1] on the same port are
 * aliases of each other, so the quick start works on all of them. Used by the server and the app (lib/origins.ts).
 */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

function originOf(value) {
  try {
    return new URL(value.trim()).origin
  } catch {
    return null
  }
}

/** @returns {{ canonical: string, aliases: string[], all: string[] }} */
export function siteOrigins(serverUrl = process.env.SERVER_URL || 'http://localhost:3000', aliases = process.env.SERVER_ALIASES ?? '') {
  const canonical = originOf(serverUrl) ?? 'http://localhost:3000'
  const listed = aliases
    .split(',')
    .map((value) => (value.trim() ? originOf(value) : null))
    .filter(Boolean)
  const url = new URL(canonical)
  const loopback = LOOPBACK.includes(url.hostname)
    ? LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
    : []
  const alternatives = [...new Set([...listed, ...loopback])].filter((origin) => origin !== canonical)
  return { canonical, aliases: alternatives, all: [canonical, ...alternatives] }
}
