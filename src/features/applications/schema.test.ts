import { describe, expect, it } from 'vitest'

import ar from '../../../messages/ar.json'
import en from '../../../messages/en.json'

import { applicationErrors, applicationSchema } from './schema'

const valid = { job: '3', cv: '7', fullName: 'Sara Ali', phoneNumber: '+966501234567', city: 'Riyadh', state: 'Riyadh', skills: 'Nursing' }

describe('the application schema', () => {
  it('names a cover letter that is not text with a message both languages have', () => {
    const parsed = applicationSchema.safeParse({ ...valid, coverLetter: { text: 'hello' } })
    expect(parsed.success).toBe(false)
    const keys = applicationErrors(parsed.error!)
    expect(keys.coverLetter).toBe('coverLetterInvalid')
    expect(en.Applications.errors.coverLetterInvalid).toMatch(/cover letter/)
    expect(ar.Applications.errors.coverLetterInvalid).toMatch(/خطاب التقديم/)
  })

  it('keeps a missing cover letter optional', () => {
    expect(applicationSchema.parse(valid).coverLetter).toBe('')
  })
})
