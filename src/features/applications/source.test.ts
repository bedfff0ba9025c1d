import { describe, expect, it } from 'vitest'

import { sourceOfReferrer, sourceOfToken, trackedJobUrl } from './source'

const ORIGINS = ['https://nukhba.example', 'https://www.nukhba.example']

describe('where an application came from', () => {
  it('reads a tracked link on a job page of this site', () => {
    expect(sourceOfReferrer('https://nukhba.example/ar/jobs/payroll-accountant-x1?src=LinkedIn', ORIGINS)).toEqual({
      source: 'jobBoard',
      sourceDetail: 'linkedin',
    })
    expect(sourceOfReferrer('https://www.nukhba.example/en/jobs/nurse-x2/apply?src=alert', ORIGINS)).toEqual({ source: 'alert' })
    expect(sourceOfReferrer('https://nukhba.example/en/jobs/nurse-x2?utm_source=x&src=referral', ORIGINS)).toEqual({ source: 'referral' })
  })

  it('ignores other sites, other pages, no src and values that are not a short token', () => {
    expect(sourceOfReferrer('https://evil.example/en/jobs/nurse?src=linkedin', ORIGINS)).toBeNull()
    expect(sourceOfReferrer('https://nukhba.example/en/contact-us?src=linkedin', ORIGINS)).toBeNull()
    expect(sourceOfReferrer('https://nukhba.example/en/jobs/nurse', ORIGINS)).toBeNull()
    expect(sourceOfReferrer('https://nukhba.example/en/jobs/nurse?src=%3Cscript%3E', ORIGINS)).toBeNull()
    expect(sourceOfReferrer(`https://nukhba.example/en/jobs/nurse?src=${'a'.repeat(41)}`, ORIGINS)).toBeNull()
    expect(sourceOfReferrer('not a url', ORIGINS)).toBeNull()
    expect(sourceOfReferrer(null, ORIGINS)).toBeNull()
    expect(sourceOfToken('indeed')).toEqual({ source: 'jobBoard', sourceDetail: 'indeed' })
    expect(sourceOfToken('share-whatsapp')).toEqual({ source: 'referral', sourceDetail: 'share-whatsapp' })
  })

  it('adds src to a link, with or without a query', () => {
    expect(trackedJobUrl('https://nukhba.example/en/jobs/nurse', 'whatsapp')).toBe('https://nukhba.example/en/jobs/nurse?src=whatsapp')
    expect(trackedJobUrl('https://nukhba.example/en/jobs/nurse?a=1', 'x')).toBe('https://nukhba.example/en/jobs/nurse?a=1&src=x')
  })
})
