import { describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { bulkSentences } from './components/bulkText'

const say = (locale: Locale) => {
  const t = translator(locale, 'Matching.bulk') as unknown as (key: string, values?: Record<string, number>) => string
  return (key: string, values?: Record<string, number>) => t(key, values)
}

describe('the bulk actions’ answer in words', () => {
  it('says each outcome with its number, in both languages and their plurals', () => {
    const result = { action: 'invite' as const, outcomes: { done: [1, 2], notInvitable: [3], already: [4, 5, 6] } }
    expect(bulkSentences(result, say('en'))).toEqual([
      '2 candidates invited: each gets an email in their language.',
      '3 were already invited to this job.',
      '1 not invited: they neither applied to this job nor agreed to be contacted about future roles.',
    ])
    const ar = bulkSentences(result, say('ar'))
    expect(ar[0]).toBe('دُعي مرشّحان، وتصل كلًّا منهما رسالة بلغته.')
    expect(ar[1]).toBe('3 مرشّحين سبقت دعوتهم إلى هذه الوظيفة.')
    expect(ar[2]).toContain('لم يُدعَ مرشّح واحد')
  })

  it('says when nothing changed, and words each action apart', () => {
    expect(bulkSentences({ action: 'tag', outcomes: {} }, say('en'))).toEqual(['Nothing was changed.'])
    expect(bulkSentences({ action: 'remove', outcomes: { done: [1], notMember: [2, 3] } }, say('ar'))).toEqual([
      'أُزيل مرشّح واحد من المجموعة.',
      'مرشّحان لم يكونا في المجموعة.',
    ])
    expect(bulkSentences({ action: 'add', outcomes: { full: Array.from({ length: 11 }, (_, n) => n) } }, say('ar'))).toEqual([
      'لم يُضف 11 مرشّحًا: المجموعة ممتلئة.',
    ])
  })
})
