/**
 * The server POSTs to a push subscription's endpoint, which the browser (so, anyone) gives us: only the known push
 * services' hosts, over https, are accepted, so a subscription cannot point the server at an internal address.
 * PUSH_SERVICE_HOSTS adds hosts (host[:port], comma-separated; `http://` allowed for them, as for a local test service).
 */
const KNOWN = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
]

export function pushEndpointAllowed(endpoint: string): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  const extra = (process.env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  if (extra.includes(url.host.toLowerCase())) return url.protocol === 'https:' || url.protocol === 'http:'
  if (url.protocol !== 'https:' || url.port) return false
  const host = url.hostname.toLowerCase()
  return KNOWN.some((known) => host === known || host.endsWith(`.${known}`))
}
