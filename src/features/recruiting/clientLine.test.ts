import { describe, expect, it } from 'vitest'

import { messages } from '@/i18n/messages'

import { clientLine } from './clientLine'
import { recruitingTranslator } from './translator'

const en = recruitingTranslator('en', messages.en.Recruiting)
const ar = recruitingTranslator('ar', messages.ar.Recruiting)

describe("a client's decision on the timeline, in the reader's language", () => {
  it('names the contact and what they did, with the reason or the rating', () => {
    expect(clientLine({ event: 'approve', contact: 'Laura Bennett' }, en)).toBe(
      'Laura Bennett (client) approved the candidate for an interview',
    )
    expect(clientLine({ event: 'reject', contact: 'هند الشمري', reason: 'experience' }, en)).toBe(
      'هند الشمري (client) declined the candidate: not enough relevant experience',
    )
    expect(clientLine({ event: 'reject', contact: 'Laura Bennett', reason: 'salary' }, ar)).toBe(
      'اعتذر Laura Bennett (العميل) عن المرشّح: الراتب المتوقّع مرتفع',
    )
    expect(clientLine({ event: 'rate', contact: 'هند الشمري', rating: 4 }, ar)).toBe('قيّم هند الشمري (العميل) المرشّح بدرجة 4 من 5')
    expect(clientLine({ event: 'ask', contact: 'Laura Bennett' }, en)).toBe('Laura Bennett (client) asked a question')
    expect(clientLine({ event: 'comment', contact: 'Laura Bennett' }, ar)).toBe('علّق Laura Bennett (العميل)')
  })

  it('says nothing of a reason it does not know', () => {
    expect(clientLine({ event: 'reject', contact: 'X', reason: '<script>' }, en)).toBe('X (client) declined the candidate: ')
  })
})
