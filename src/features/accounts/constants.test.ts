import { describe, expect, it } from 'vitest'

import { safeRedirect } from './constants'
import { missingForApply, profileSchema, signUpSchema } from './schema'

describe('safeRedirect', () => {
  it('keeps local paths with their query and hash', () => {
    expect(safeRedirect('/en/jobs/12?apply=1#form')).toBe('/en/jobs/12?apply=1#form')
    expect(safeRedirect('/en/./jobs')).toBe('/en/jobs')
  })
  it('refuses other hosts, schemes and tricks', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      'en/profile',
      '/\u0000x',
      '/.//evil.example',
      '/..//evil.example',
      '/%2e%2e//evil.example',
      '/./\\evil.example',
      '/en/../..//evil.example/x?y',
      undefined,
      42,
    ]) {
      expect(safeRedirect(value)).toBeNull()
    }
  })
})

describe('account schemas', () => {
  it('needs matching passwords of at least 8 characters on sign-up', () => {
    const result = signUpSchema.safeParse({ fullName: 'Layla Haddad', email: 'l@example.com', password: 'short', confirmPassword: 'other' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['password', 'passwordTooShort'],
      ['confirmPassword', 'passwordsDiffer'],
    ])
  })
  it('requires the five profile fields with the spec messages keys', () => {
    const result = profileSchema.safeParse({ fullName: 'Al', phoneNumber_1: '', skills: ' ', city: '', state: '' })
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'fullNameLength',
      'phoneRequired',
      'skillsRequired',
      'cityRequired',
      'stateRequired',
    ])
  })
  it('names what is missing for applying', () => {
    expect(
      missingForApply({ fullName: 'Layla', phoneNumber_1: '+966501234567', city: 'Riyadh', state: ' ', skills: 'SAP', cv: null }),
    ).toEqual(['state', 'cv'])
  })
})
