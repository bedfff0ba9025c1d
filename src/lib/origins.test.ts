import { describe, expect, it } from 'vitest'

import { siteOrigins } from './origins'

describe('siteOrigins', () => {
  it('makes localhost and 127.0.0.1 aliases of each other for a local SERVER_URL', () => {
    expect(siteOrigins('http://localhost:3000', '').aliases).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000'])
    expect(siteOrigins('http://127.0.0.1:3100/', '').aliases).toContain('http://localhost:3100')
  })
  it('takes the listed aliases as origins and ignores what is not a URL', () => {
    const origins = siteOrigins('https://nukhba.example', 'https://www.nukhba.example/, nonsense, https://nukhba.example')
    expect(origins).toEqual({
      canonical: 'https://nukhba.example',
      aliases: ['https://www.nukhba.example'],
      all: ['https://nukhba.example', 'https://www.nukhba.example'],
    })
  })
})
