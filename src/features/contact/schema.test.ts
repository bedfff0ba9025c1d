import { describe, expect, it } from 'vitest'

import { contactSchema, fieldErrors } from './schema'

const valid = {
  name: 'Reem Al-Dosari',
  email: 'reem@example.com',
  country: 'SA',
  phone: '050 123 4567',
  subject: '3',
  message: 'We need an HR policy review for 200 staff.',
  website: '',
  submissionId: '3b241101-e2bb-4255-8caf-4136c566a962',
}

const errorsFor = (patch: Record<string, unknown>) => {
  const result = contactSchema.safeParse({ ...valid, ...patch })
  return result.success ? {} : fieldErrors(result.error)
}

describe('contact schema', () => {
  it('accepts a complete message', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true)
  })

  it('checks the phone number against the chosen country', () => {
    expect(errorsFor({ country: 'AE', phone: '050 123 4567' })).toEqual({})
    expect(errorsFor({ country: 'AE', phone: '12345' }).phone).toBe('phoneInvalid')
    expect(errorsFor({ country: 'QA', phone: '050 123 4567' }).phone).toBe('phoneInvalid')
    expect(errorsFor({ country: '', phone: '050 123 4567' }).country).toBe('countryRequired')
    expect(errorsFor({ phone: '' }).phone).toBe('phoneRequired')
  })

  it('needs a message of 10 to 999 characters, not counting outer spaces', () => {
    expect(errorsFor({ message: '' }).message).toBe('messageRequired')
    expect(errorsFor({ message: '   short   ' }).message).toBe('messageTooShort')
    expect(errorsFor({ message: 'x'.repeat(10) })).toEqual({})
    expect(errorsFor({ message: 'x'.repeat(999) })).toEqual({})
    expect(errorsFor({ message: 'x'.repeat(1000) }).message).toBe('messageTooLong')
  })

  it('uses the spec words for name and email, and flags the honeypot', () => {
    expect(errorsFor({ name: '  ' }).name).toBe('nameRequired')
    expect(errorsFor({ email: 'reem@' }).email).toBe('emailInvalid')
    expect(errorsFor({ subject: '' }).subject).toBe('subjectRequired')
    expect(errorsFor({ website: 'http://spam.example' }).website).toBe('spam')
  })
})
