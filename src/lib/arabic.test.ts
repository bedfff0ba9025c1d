import { describe, expect, it } from 'vitest'

import { normalizeForSearch, searchTerms } from './arabic'

describe('normalizeForSearch', () => {
  it('drops Arabic diacritics and tatweel', () => {
    expect(normalizeForSearch('مُهَنْدِسٌ')).toBe('مهندس')
    expect(normalizeForSearch('مهـــندس')).toBe('مهندس')
  })

  it('folds hamza forms, taa marbuta and alef maqsura', () => {
    expect(normalizeForSearch('أحمد إدارة آمنة')).toBe(normalizeForSearch('احمد اداره امنه'))
    expect(normalizeForSearch('مسؤول')).toBe('مسءول')
    expect(normalizeForSearch('مستشفى')).toBe('مستشفي')
    expect(normalizeForSearch('ٱلعربية')).toBe('العربيه')
  })

  it('spells hamza on waw, on yaa and on the line alike (issue 15)', () => {
    for (const spelling of ['مسئول', 'مسؤول', 'مسءول', 'مسؤول']) expect(normalizeForSearch(spelling), spelling).toBe('مسءول')
    expect(normalizeForSearch('رئيس هيئة')).toBe(normalizeForSearch('رءيس هيءة'))
    // A waw or yaa followed by a combining hamza, as some keyboards send it, and presentation forms.
    expect(normalizeForSearch('مسو\u0654ول')).toBe('مسءول')
    expect(normalizeForSearch('مس\uFE8Bول')).toBe('مسءول')
    // Hamza on alef still folds to the alef, not to the bare hamza.
    expect(normalizeForSearch('سأل')).toBe('سال')
  })

  it('turns Arabic-Indic and Persian digits into digits', () => {
    expect(normalizeForSearch('خبرة ٥ سنوات')).toBe('خبره 5 سنوات')
    expect(normalizeForSearch('۲۰۲۶')).toBe('2026')
  })

  it('ignores case and accents in English', () => {
    expect(normalizeForSearch('Senior  CAFÉ Manager!')).toBe('senior cafe manager')
  })

  it('keeps letters of both scripts and splits on punctuation', () => {
    expect(normalizeForSearch('HR/الموارد-البشرية, Riyadh')).toBe('hr الموارد البشريه riyadh')
  })
})

describe('searchTerms', () => {
  it('returns distinct normalized words, longest first, bounded', () => {
    expect(searchTerms('  محاسب مُحاسِب  Riyadh ')).toEqual(['riyadh', 'محاسب'])
    expect(searchTerms('a b c d e f g h i j', 3)).toHaveLength(3)
    expect(searchTerms('!!! ...')).toEqual([])
  })
})
