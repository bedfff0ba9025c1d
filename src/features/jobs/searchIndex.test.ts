import { describe, expect, it } from 'vitest'

import { paragraph, richText } from '@/seed/richText'

import { jobSearchFields } from './searchIndex'

const base = {
  titles: ['Mechanical Engineers', 'مهندسو ميكانيكا'],
  descriptions: [richText(paragraph('Design HVAC systems.')), JSON.stringify(richText(paragraph('مسئول عن التصميم.')))],
  industryNames: ['Engineering', 'الهندسة'],
  cityNames: ['Doha', 'الدوحة'],
  workplace: 'hybrid',
  employmentType: 'part-time',
  referenceCode: 'NT-1234',
}

describe('jobSearchFields', () => {
  it('indexes the titles, descriptions (objects or JSON text), names and reference code, normalized', () => {
    const { searchText } = jobSearchFields(base)
    for (const word of [
      'mechanical',
      'engineers',
      'مهندسو',
      'hvac',
      'مسءول',
      'التصميم',
      'engineering',
      'الهندسه',
      'doha',
      'الدوحه',
      'nt',
      '1234',
    ])
      expect(searchText.split(' '), word).toContain(word)
  })

  it('adds the workplace and employment type as the site shows them in both languages (issue 15)', () => {
    const words = jobSearchFields(base).searchText.split(' ')
    for (const word of ['hybrid', 'هجين', 'part', 'time', 'دوام', 'جزءي']) expect(words, word).toContain(word)
    const remote = jobSearchFields({ ...base, workplace: 'remote', employmentType: 'full-time' }).searchText.split(' ')
    for (const word of ['remote', 'عن', 'بعد', 'full', 'كامل']) expect(remote, word).toContain(word)
    expect(remote).not.toContain('hybrid')
    expect(jobSearchFields({ ...base, workplace: 'moon', employmentType: null }).searchText).not.toMatch(/hybrid|moon/)
  })

  it('stores the stems that are not words already', () => {
    const { searchStems } = jobSearchFields(base)
    expect(searchStems.split(' ')).toEqual(expect.arrayContaining(['engin', 'mechan', 'مهندس']))
    expect(searchStems.split(' ')).not.toContain('engineers')
  })
})
