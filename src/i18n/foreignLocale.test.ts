import { describe, expect, it } from 'vitest'

import { withoutForeignLocale } from './foreignLocale'

describe('a path in a language the site does not have (issue 28)', () => {
  it('goes to the same page without that language', () => {
    expect(withoutForeignLocale('/fr/jobs')).toBe('/jobs')
    expect(withoutForeignLocale('/de-AT/about')).toBe('/about')
    expect(withoutForeignLocale('/ur')).toBe('/')
    expect(withoutForeignLocale('/en-GB/jobs')).toBe('/en/jobs')
    expect(withoutForeignLocale('/ar-SA/faq')).toBe('/ar/faq')
    expect(withoutForeignLocale('/ar_sa')).toBe('/ar')
  })

  it("leaves the site's own locales and ordinary pages alone", () => {
    expect(withoutForeignLocale('/en/jobs')).toBeNull()
    expect(withoutForeignLocale('/ar')).toBeNull()
    expect(withoutForeignLocale('/jobs')).toBeNull()
    expect(withoutForeignLocale('/faq')).toBeNull()
    expect(withoutForeignLocale('/zz/jobs')).toBeNull()
    expect(withoutForeignLocale('/')).toBeNull()
  })
})
