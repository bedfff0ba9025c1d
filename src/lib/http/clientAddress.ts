import { env } from '@/lib/env'

/**
 * The address of the client that sent a request, for per-address limits.
 *
 * X-Forwarded-For is a list that each hop appends to: the left-most values are whatever the client wrote, so
 * they are never trusted. The site's own server (`server.mjs`) appends the socket's address as the last hop,
 * and each trusted reverse proxy in front of it (TRUSTED_PROXIES, default 0) appended the address it saw
 * before that. The client is therefore the hop TRUSTED_PROXIES places before the last one:
 *
 * - TRUSTED_PROXIES=0, a visitor connecting directly: `spoofed, 203.0.113.7` → 203.0.113.7 (the socket);
 * - TRUSTED_PROXIES=1 behind nginx (`proxy_add_x_forwarded_for`): `spoofed, 203.0.113.7, 10.0.0.2` → 203.0.113.7.
 *
 * With fewer hops than that (a request that reached the server by another way), the first hop is the best there is.
 */
export function clientAddressFrom(forwardedFor: string | null | undefined, trustedProxies: number): string | null {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  if (hops.length === 0) return null
  return hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? null
}

export function clientAddress(headers: Headers | undefined | null): string | null {
  if (!headers) return null
  return clientAddressFrom(headers.get('x-forwarded-for'), env.trustedProxies)
}
