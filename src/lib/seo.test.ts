import { describe, expect, it } from 'vitest'

import { alternatesFor, localizedPath } from './seo'

describe('alternatesFor', () => {
  it('makes each language canonical to itself with en, ar and x-default alternates', () => {
    expect(alternatesFor('ar', '/jobs')).toEqual({
      canonical: '/ar/jobs',
      languages: { en: '/en/jobs', ar: '/ar/jobs', 'x-default': '/en/jobs' },
    })
  })

  it('maps the home page to the bare locale path', () => {
    expect(localizedPath('en', '/')).toBe('/en')
    expect(alternatesFor('en', '/').languages).toMatchObject({ ar: '/ar' })
  })
})
