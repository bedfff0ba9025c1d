import { describe, expect, it } from 'vitest'

import { searchTerms } from '@/lib/arabic'

import { snippetOf } from './snippet'

const marked = (text: string, query: string) =>
  (snippetOf(text, searchTerms(query)) ?? []).map((part) => (part.hit ? `[${part.text}]` : part.text)).join('')

describe('the search snippet', () => {
  it('marks the words a term starts, as the search matches them', () => {
    expect(marked('Certified Kubernetes administrator, Terraform', 'kubernetes terraf')).toBe(
      'Certified [Kubernetes] administrator, [Terraform]',
    )
    expect(marked('Speaks Tagalog', 'alog')).toBe('')
  })

  it('marks Arabic words whatever their diacritics, hamza or final letter', () => {
    expect(marked('مُهَنْدِسَة شبكات في الرياض', 'مهندسه')).toBe('[مُهَنْدِسَة] شبكات في الرياض')
    expect(marked('مسئول مبيعات', 'مسؤول')).toBe('[مسئول] مبيعات')
    expect(marked('خبرة ١٢ سنة', '12')).toBe('خبرة [١٢] سنة')
  })

  it('cuts a long text around the words, at word boundaries, where most terms meet', () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(30)
    const text = `${filler} python once. ${filler} Senior python developer with django experience. ${filler}`
    const snippet = marked(text, 'python django')
    expect(snippet.startsWith('… ')).toBe(true)
    expect(snippet.endsWith(' …')).toBe(true)
    expect(snippet).toContain('Senior [python] developer with [django] experience.')
    expect(snippet.length).toBeLessThan(300)
    // No word cut in half.
    for (const word of snippet
      .replace(/[[\]….]/g, ' ')
      .split(/\s+/)
      .filter(Boolean))
      expect(['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'Senior', 'python', 'developer', 'with', 'django', 'experience']).toContain(word)
  })

  it('has nothing to show when no term meets the text, and never turns text into markup', () => {
    expect(snippetOf('Curriculum vitae', ['nurse'])).toBeNull()
    expect(snippetOf('', ['nurse'])).toBeNull()
    expect(snippetOf('<b>nurse</b>', ['nurse'])).toEqual([
      { text: '<b>', hit: false },
      { text: 'nurse', hit: true },
      { text: '</b>', hit: false },
    ])
  })
})
