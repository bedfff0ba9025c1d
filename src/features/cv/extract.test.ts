import { describe, expect, it } from 'vitest'

import { makeCvDocx, makeCvPdf } from '../../../tests/fixtures/cv'
import { DOCX, extractCvText, PDF, tidyText } from './extract'

describe('CV text extraction', () => {
  it('reads English and Arabic words from a PDF with an embedded font', async () => {
    const pdf = await makeCvPdf(['Reem Al-Qahtani', 'Certified in Kubernetes and Terraform', 'مهندسة برمجيات في الرياض'])
    const text = await extractCvText(pdf, PDF)
    expect(text).toContain('Kubernetes')
    expect(text).toContain('Terraform')
    for (const word of ['مهندسة', 'برمجيات', 'الرياض']) expect(text).toContain(word)
  })

  it('reads a Word document (.docx)', async () => {
    const docx = await makeCvDocx(['Saeed Al-Ghamdi', 'Petroleum geologist, Dhahran', 'خبرة في تحليل الصخور'])
    const text = await extractCvText(docx, DOCX)
    expect(text).toContain('Petroleum geologist, Dhahran')
    expect(text).toContain('خبرة في تحليل الصخور')
  })

  it('gives no text for other types and throws for a broken PDF (the upload hook stores "" then)', async () => {
    expect(await extractCvText(new TextEncoder().encode('plain'), 'text/plain')).toBe('')
    await expect(extractCvText(new TextEncoder().encode('%PDF-1.4 broken'), PDF)).rejects.toThrow()
  })

  it('tidies whitespace and control characters, keeps paragraphs, bounds the length', () => {
    expect(tidyText('a \u0000 b\r\n\r\n\r\nc\t d')).toBe('a b\n\nc d')
    expect(tidyText('x'.repeat(200_000))).toHaveLength(100_000)
  })
})
