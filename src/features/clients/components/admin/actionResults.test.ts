import { describe, expect, it } from 'vitest'

import { messages } from '@/i18n/messages'

import { said } from './actionResults'

const en = messages.en.Clients.adminActions
const ar = messages.ar.Clients.adminActions

describe("the admin's portal buttons say what happened, in the admin's language", () => {
  it('words each answer of the portal endpoints', () => {
    expect(said('consent', { result: 'sent' }, en)).toBe(en.consentSent)
    expect(said('consent', { result: 'pending' }, ar)).toBe('طُلبت موافقة المرشّح من قبل ولم يُجب بعد.')
    expect(said('release', { result: 'sent' }, en)).toBe('The email has been sent to the candidate.')
    expect(said('release', { result: 'nothing' }, en)).toBe(en.nothingHeld)
    expect(said('submit', { submitted: [4], refused: [], needsConsent: [], already: [] }, en)).toBe(en.submitted)
    expect(said('submit', { submitted: [], refused: [], needsConsent: [4], already: [] }, ar)).toBe(ar.needsConsent)
    expect(said('submit', { submitted: [], refused: [], needsConsent: [], already: [4] }, en)).toBe(en.already)
    expect(said('submit', { submitted: [], refused: [4], needsConsent: [], already: [] }, en)).toBe(en.noClient)
  })
})
