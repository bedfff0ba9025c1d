import { describe, expect, it } from 'vitest'

import { searchTerms } from '@/lib/arabic'

import { highlightParts, relevance, termMeets } from './relevance'

describe('keyword relevance (issue 28, item 7)', () => {
  it('puts the word in the title above a stem of it, and both above the word elsewhere only', () => {
    const terms = searchTerms('accountant')
    const accountant = relevance(terms, ['Accountant', 'محاسب'], true)
    const keyAccount = relevance(terms, ['Key Account Manager – FMCG'], false)
    const mention = relevance(terms, ['Finance Officer'], true)
    expect(accountant).toBeGreaterThan(keyAccount)
    expect(keyAccount).toBeGreaterThan(mention)
    expect(mention).toBeGreaterThan(0)
  })

  it('meets words as the search does: whole, as a prefix, by stem, in Arabic with its spellings', () => {
    expect(termMeets('engineer', 'engineer')).toBe(3)
    expect(termMeets('eng', 'engineer')).toBe(2)
    expect(termMeets('engineers', 'engineer')).toBe(2)
    expect(termMeets('nurse', 'accountant')).toBe(0)
    const [term] = searchTerms('المحاسب')
    expect(relevance([term!], ['محاسب عام'], false)).toBeGreaterThan(relevance([term!], ['منسق مبيعات'], true))
    // Hamza spellings meet (lib/arabic.ts folds them the same way).
    expect(relevance(searchTerms('مسئول'), ['مسؤول مبيعات'], false)).toBe(30)
  })

  it('marks the matched words of a title and leaves markup in it as text', () => {
    const parts = highlightParts('Senior Accountant (IFRS)', searchTerms('accountant'))
    expect(parts).toEqual([
      { text: 'Senior ', hit: false },
      { text: 'Accountant', hit: true },
      { text: ' (IFRS)', hit: false },
    ])
    const hostile = highlightParts('<img src=x onerror=alert(1)> Accountant', searchTerms('<script>accountant'))
    expect(hostile.map((p) => p.text).join('')).toBe('<img src=x onerror=alert(1)> Accountant')
    expect(hostile.filter((p) => p.hit).map((p) => p.text)).toEqual(['Accountant'])
    expect(highlightParts('محاسب أول', searchTerms('محاسب'))).toEqual([
      { text: 'محاسب', hit: true },
      { text: ' أول', hit: false },
    ])
    expect(highlightParts('Nurse', [])).toEqual([{ text: 'Nurse', hit: false }])
  })
})
