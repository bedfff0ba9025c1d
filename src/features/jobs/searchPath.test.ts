import { describe, expect, it } from 'vitest'

import { MAX_QUERY_LENGTH } from './filters'
import { jobSearchOfSegment, jobSearchSegment } from './searchPath'

describe('job search as a path segment', () => {
  it('is null for the bare list, whatever else the URL carries', () => {
    expect(jobSearchSegment('')).toBeNull()
    expect(jobSearchSegment('?utm_source=x&q=%20%20&page=1')).toBeNull()
  })

  it('gives one segment per search however it is written, and reads back the normalised search', () => {
    const a = jobSearchSegment('?industry=it&q=%20senior%20%20engineer%20&utm=1')
    const b = jobSearchSegment('?q=senior+engineer&industry=it&industry=finance')
    expect(a).toBe(b)
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(jobSearchOfSegment(a!)).toEqual({ q: 'senior engineer', industry: 'it' })
    const arabic = jobSearchSegment(`?q=${encodeURIComponent('مهندس  برمجيات')}&page=2`)
    expect(jobSearchOfSegment(arabic!)).toEqual({ q: 'مهندس برمجيات', page: '2' })
  })

  it('bounds what a visitor can make it hold; a long keyword is still seen as too long', () => {
    const long = jobSearchOfSegment(jobSearchSegment(`?q=${'a'.repeat(5000)}&location=${'b'.repeat(5000)}`)!)
    expect(long.q?.length).toBe(MAX_QUERY_LENGTH + 1)
    expect(long.location?.length).toBe(64)
  })

  it('reads nothing from a segment that is not one of its own', () => {
    expect(jobSearchOfSegment('%25')).toEqual({})
    expect(jobSearchOfSegment('x'.repeat(2000))).toEqual({})
    expect(jobSearchOfSegment(Buffer.from('admin=1').toString('base64url'))).toEqual({})
  })
})
