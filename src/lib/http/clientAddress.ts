import ipaddr from 'ipaddr.js'

import { env } from '@/lib/env'

/**
 * The address of the client that sent a request, for per-address limits (docs/SECURITY.md).
 *
 * X-Forwarded-For is a list that each hop appends to: the left-most values are whatever the client wrote, so
 * they are never trusted. The site's own server (`server/index.mjs`) appends the socket's address as the last hop,
 * and each trusted reverse proxy in front of it (TRUSTED_PROXIES, default 0) appended the address it saw
 * before that. The client is therefore the hop TRUSTED_PROXIES places before the last one:
 *
 * - TRUSTED_PROXIES=0, a visitor connecting directly: `spoofed, 203.0.113.7` → 203.0.113.7 (the socket);
 * - TRUSTED_PROXIES=1 behind nginx (`proxy_add_x_forwarded_for`): `spoofed, 203.0.113.7, 10.0.0.2` → 203.0.113.7.
 *
 * With fewer hops than that (a request that reached the server by another way), the first hop is the best there is.
 *
 * An IPv6 client is counted by its /64 network: one subscriber line or server gets a whole /64 and can pick a new
 * address in it for every request, so limits per single IPv6 address would count nothing. IPv4-mapped IPv6
 * addresses (`::ffff:203.0.113.7`, a dual-stack socket) are the IPv4 address they carry.
 */
export function clientIpFrom(forwardedFor: string | null | undefined, trustedProxies: number): string | null {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  if (hops.length === 0) return null
  return hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? null
}

/** The key per-address limits count: the IPv4 address, or the IPv6 address's /64 (`2001:db8:1:2::/64`). */
export function limitKeyOf(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!ipaddr.isValid(bare)) return address
  const parsed = ipaddr.parse(bare)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  return `${new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`
}

export function clientAddressFrom(forwardedFor: string | null | undefined, trustedProxies: number): string | null {
  const ip = clientIpFrom(forwardedFor, trustedProxies)
  return ip === null ? null : limitKeyOf(ip)
}

/** The client's address as per-address limits count it (an IPv6 client by its /64). */
export function clientAddress(headers: Headers | undefined | null): string | null {
  if (!headers) return null
  return clientAddressFrom(headers.get('x-forwarded-for'), env.trustedProxies)
}

/** The client's own address, unchanged (for audit records). */
export function clientIp(headers: Headers | undefined | null): string | null {
  if (!headers) return null
  return clientIpFrom(headers.get('x-forwarded-for'), env.trustedProxies)
}
