import { describe, expect, it } from 'vitest'

import { BLIND_FIELDS } from '@/features/clients/constants'
import { drawBlindPdf } from '@/features/clients/blindPdf'
import { redactCv } from '@/features/clients/redact'
import { extractCvLines, extractCvText, PDF } from '@/features/cv/extract'

import { fixtureFile } from '../fixtures/cv/evaluate'
import { realisticCvs } from '../fixtures/cv/realistic'

/**
 * Issue 30's redaction test: every realistic CV fixture (English and Arabic, PDF and Word) is read as uploads are,
 * redacted with every blind field hidden, drawn as the blind PDF, and read back. The text a client could extract
 * from that PDF holds none of the candidate's name, email, phone numbers or nationality.
 */
const NATIONALITY: Record<string, string[]> = {
  'realistic-en-engineer-labelled': ['Pakistani'],
  'realistic-ar-accountant': ['سعودية'],
  'realistic-ar-civil-table': ['سعودي'],
}

const digits = (s: string) => s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/\D/g, '')
const squash = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').toLowerCase()

describe('blind CVs leave out who the candidate is', () => {
  const fixtures = realisticCvs()
  it('covers English and Arabic CVs', () => {
    expect(fixtures.some((f) => f.lang === 'en')).toBe(true)
    expect(fixtures.some((f) => f.lang === 'ar')).toBe(true)
  })

  for (const fixture of fixtures) {
    it(`${fixture.name}`, async () => {
      const { data, mimeType } = await fixtureFile(fixture)
      // As the upload stores it (features/cv/read.ts): one line per line.
      const text = (await extractCvLines(data, mimeType)).join('\n')
      const { fullName, email, phones } = fixture.truth
      // The original holds what the blind copy must not (else the test proves nothing).
      if (email) expect(squash(text)).toContain(email.toLowerCase())
      const lines = redactCv(text, { names: fullName ? [fullName] : [], emails: email ? [email] : [], phones }, BLIND_FIELDS)
      const pdf = await drawBlindPdf({ heading: 'C-00042', subheading: 'Blind CV', lines, rtl: fixture.lang === 'ar' })
      const back = squash(await extractCvText(pdf, PDF))
      // Something of the CV is still there (the blind CV is not empty).
      expect(back.replace(/[^\p{L}]/gu, '').length).toBeGreaterThan(200)
      if (fullName) for (const part of fullName.split(/\s+/).filter((p) => p.length > 2)) expect(back).not.toContain(squash(part))
      if (email) expect(back).not.toContain(email.toLowerCase())
      const backDigits = digits(back)
      for (const phone of phones) expect(backDigits).not.toContain(digits(phone).slice(-9))
      // The nationality as a word of its own ("Pakistani", "سعودية"), not inside a company's name ("الشركة السعودية").
      for (const word of NATIONALITY[fixture.name] ?? []) expect(back).not.toMatch(new RegExp(`(?<!\\p{L})${squash(word)}(?!\\p{L})`, 'u'))
    })
  }
})
