import { describe, expect, it } from 'vitest'

import { normalizeForSearch } from './arabic'
import { stemsOf, stemsOfText } from './stemming'

const stems = (word: string) => stemsOf(normalizeForSearch(word))

describe('stemsOf', () => {
  it('gives English plurals and derived forms the stem of their singular', () => {
    expect(stems('engineers')).toEqual(['engin'])
    expect(stems('engineer')).toEqual(['engin'])
    expect(stems('engineering')).toEqual(['engin'])
    expect(stems('teachers')).toEqual(['teacher'])
    expect(stems('nurses')).toEqual(stems('nurse'))
  })

  it('gives Arabic sound plurals and the article the stem of the singular', () => {
    for (const word of ['مهندسين', 'المهندسين', 'مهندسون', 'مهندسة']) expect(stems(word), word).toEqual(['مهندس'])
    for (const word of ['معلمين', 'المعلمين', 'معلمون']) expect(stems(word), word).toEqual(['معلم'])
    // After hamza folding, both spellings of a plural meet.
    expect(stems('مسئولين')).toEqual(stems('مسؤولين'))
    expect(stems('مسؤولين')).toEqual(['مسءول'])
  })

  it('leaves a word that is its own stem, a word with digits and an English stop word without stems', () => {
    expect(stems('hybrid')).toEqual([])
    expect(stems('هجين')).toEqual([])
    expect(stems('p6')).toEqual([])
    expect(stems('having')).toEqual([])
  })
})

describe('stemsOfText', () => {
  it('lists each stem once, leaving out stems that are words of the text', () => {
    expect(stemsOfText('engineers engineer engineering engin مهندسين مهندس')).toBe('')
    expect(stemsOfText('senior engineers المهندسين')).toBe('engin مهندس')
    expect(stemsOfText('')).toBe('')
  })
})
