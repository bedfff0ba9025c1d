import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { cvDocx } from '../../../tests/fixtures/cv/documents'
import { drawCvPdf } from '../../../tests/fixtures/cvPdf'
import { lineDirection, reorderLine, visualToLogical } from './bidi'
import { DOCX, extractCvLines, PDF } from './extract'
import { isLigature } from './ligatures'

/** Arabic comes out of a CV in logical order (as typed), whatever order the PDF painted it in. */
const LINES = [
  'محمد بن سعد العتيبي',
  'السلام والاتصالات (سلام)',
  'الجوال: +966 50 123 4567 · البريد: mohammed.otaibi@example.com',
  'هاتف: ٠٥٠١٢٣٤٥٦٧',
  'شركة الاتصالات السعودية (2016 – حتى الآن): تطوير خدمات Python و Django',
  'لدي خبرة 8 سنوات في إدارة المشاريع.',
  'مهارات: Excel، SAP، القيادة',
]

describe('Arabic in logical order', () => {
  it('reads a PDF drawn run by run in visual order, shaped, with brackets, numbers and Latin words', async () => {
    const pdf = await drawCvPdf(LINES, { rtl: true })
    expect(await extractCvLines(pdf, PDF)).toEqual(LINES)
  })

  it('reads a Word document right to left', async () => {
    expect(await extractCvLines(await cvDocx(LINES, { rtl: true }), DOCX)).toEqual(LINES)
  })

  it('reads a CV Chromium printed (glyph by glyph, presentation forms, the font’s own ligatures, a table)', async () => {
    const file = (name: string) =>
      new Uint8Array(readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/cv/realistic', name)))
    const accountant = await extractCvLines(file('ar-accountant.pdf'), PDF)
    for (const line of [
      'الاسم: منى عبدالعزيز السالم',
      'البريد الإلكتروني: mona.alsalem@gmail.com',
      'من 2019 حتى الآن',
      'المحاسبة المالية، SAP، إكسل متقدم، إعداد الميزانيات',
    ])
      expect(accountant).toContain(line)
    const civil = await extractCvLines(file('ar-civil-table.pdf'), PDF)
    expect(civil).toContain('الشركة السعودية للكهرباء')
    expect(civil).toContain('الإشراف على المواقع ومتابعة المقاولين')
  })

  it('keeps English lines and English CVs as they are', async () => {
    const english = ['Sarah Johnson', 'Email: sarah@example.com | Phone: +971 50 123 4567', 'Python (Django) and SQL', 'Dubai, UAE — عربي']
    expect(await extractCvLines(await drawCvPdf(english), PDF)).toEqual(english)
  })
})

describe('the bidirectional steps', () => {
  it('reorders a painted line back, both ways', () => {
    for (const line of LINES) expect(reorderLine(reorderLine(line, 'rtl'), 'rtl')).toBe(line)
    expect(visualToLogical('(مالس) تالاصتالاو مالسلا')).toBe('السلام والاتصالات (سلام)')
  })

  it('keeps two phone numbers on one line in the order they were typed', () => {
    // As any renderer paints 'الجوال: 0501234567 0559876543' right to left (the first number nearest the label).
    expect(visualToLogical('0559876543 0501234567 :لاوجلا')).toBe('الجوال: 0501234567 0559876543')
    expect(visualToLogical('055 987 6543 050 123 4567 :لاوجلا')).toBe('الجوال: 050 123 4567 055 987 6543')
    expect(visualToLogical('0559876543 - 0501234567 :فتاه')).toBe('هاتف: 0501234567 - 0559876543')
    // One number in groups stays one number.
    expect(visualToLogical('+966 50 123 4567 :لاوجلا')).toBe('الجوال: +966 50 123 4567')
  })

  it('tells the direction a line was typed in', () => {
    expect(lineDirection('Senior Accountant')).toBe('ltr')
    expect(lineDirection('محاسب أول')).toBe('rtl')
    expect(lineDirection('البريد: someone@example.com')).toBe('ltr')
    expect(lineDirection('البريد: someone@example.com', { rtlDocument: true })).toBe('rtl')
  })

  it('tells a ligature glyph from a run of unjoined letters', () => {
    // pdf.js reversed "نى" (one glyph, named in typed order) into "ىن": ن joins ى, so a run is impossible.
    expect(isLigature('ىن')).toBe(true)
    // "شر" at the start of شركة: as a run its ش would stand unjoined before the ك that follows.
    expect(isLigature('رش', ' ', 'ﻛ')).toBe(true)
    // ذا in ذاتية: two unjoined letters, the ت after it drawn in its initial form.
    expect(isLigature('ذا', ' ', 'ﺗ')).toBe(false)
    expect(isLigature('abc')).toBe(false)
  })
})
