import { describe, expect, it } from 'vitest'

import { clientAddressFrom, limitKeyOf } from './clientAddress'

describe('clientAddressFrom', () => {
  it('takes the socket address (the last hop) when no proxy is trusted, whatever the client wrote before it', () => {
    expect(clientAddressFrom('203.0.113.7', 0)).toBe('203.0.113.7')
    expect(clientAddressFrom('1.1.1.1, 2.2.2.2, 203.0.113.7', 0)).toBe('203.0.113.7')
  })
  it('takes the hop the trusted proxies saw', () => {
    expect(clientAddressFrom('1.1.1.1, 203.0.113.7, 10.0.0.2', 1)).toBe('203.0.113.7')
    expect(clientAddressFrom('spoof, 203.0.113.7, 10.0.0.3, 10.0.0.2', 2)).toBe('203.0.113.7')
  })
  it('falls back to the first hop when the request passed fewer proxies, and to nothing without the header', () => {
    expect(clientAddressFrom('203.0.113.7', 2)).toBe('203.0.113.7')
    expect(clientAddressFrom('', 0)).toBeNull()
    expect(clientAddressFrom(null, 0)).toBeNull()
    expect(clientAddressFrom(' , ', 0)).toBeNull()
  })
})

describe('per-address limits and IPv6', () => {
  it('count an IPv6 client by its /64, whichever address it picks in it, however it is written', () => {
    const key = clientAddressFrom('2001:db8:abcd:12::1', 0)
    expect(key).toBe('2001:db8:abcd:12::/64')
    for (const address of [
      '2001:db8:abcd:12:ffff:ffff:ffff:fffe',
      '2001:0DB8:ABCD:0012:0:0:0:9',
      '[2001:db8:abcd:12::7]',
      'fe80::1%eth0',
    ]) {
      expect(limitKeyOf(address), address).toBe(address.startsWith('fe80') ? 'fe80::/64' : key)
    }
    expect(clientAddressFrom('2001:db8:abcd:13::1', 0)).not.toBe(key)
    expect(clientAddressFrom('spoof, 2001:db8:abcd:12::99, 10.0.0.2', 1)).toBe(key)
  })
  it('keep IPv4 addresses whole, also when a dual-stack socket reports them as IPv6', () => {
    expect(clientAddressFrom('203.0.113.7', 0)).toBe('203.0.113.7')
    expect(clientAddressFrom('::ffff:203.0.113.7', 0)).toBe('203.0.113.7')
    expect(limitKeyOf('not an address')).toBe('not an address')
  })
})
