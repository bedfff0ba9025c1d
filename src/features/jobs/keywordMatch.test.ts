import { describe, expect, it } from 'vitest'

import { ftsMatchQuery } from './keywordMatch'

describe('the FTS5 keyword queries', () => {
  it('match each term as a prefix or through its stems, all terms required', () => {
    expect(ftsMatchQuery(['engineers', 'riyadh'])).toBe('("engineers"* OR "engin") AND "riyadh"*')
    expect(ftsMatchQuery(['مهندسين'])).toBe('("مهندسين"* OR "مهندس")')
    expect(ftsMatchQuery(['hybrid'])).toBe('"hybrid"*')
  })
})
