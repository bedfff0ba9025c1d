import { describe, expect, it } from 'vitest'

import { ftsExactQuery, ftsMatchQuery } from './keywordMatch'

describe('the FTS5 keyword queries', () => {
  it('match each term as a prefix or through its stems, all terms required', () => {
    expect(ftsMatchQuery(['engineers', 'riyadh'])).toBe('("engineers"* OR "engin") AND "riyadh"*')
    expect(ftsMatchQuery(['مهندسين'])).toBe('("مهندسين"* OR "مهندس")')
    expect(ftsMatchQuery(['hybrid'])).toBe('"hybrid"*')
  })

  it('ask for whole words of the text itself for exact matches', () => {
    expect(ftsExactQuery(['engineers', 'riyadh'])).toBe('search_text : ("engineers" AND "riyadh")')
  })
})
