import { describe, expect, it } from 'vitest'

import { clientAddressFrom } from './clientAddress'

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
