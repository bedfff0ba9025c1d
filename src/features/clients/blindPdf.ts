import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import fontkit from '@pdf-lib/fontkit'
import bidiFactory from 'bidi-js'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

/**
 * Draws a blind CV (issue 30): the redacted lines (redact.ts) under a heading, as a PDF. Runs in the CV reader's
 * worker thread (features/cv/reader, task `blind`), never on the thread that answers requests. Each line is laid out
 * by the Unicode bidirectional algorithm (bidi-js) and Arabic is shaped by the font (DejaVu Sans, through pdf-lib's
 * fontkit) and written as presentation forms, so the PDF reads back as the text it shows, in either language.
 */
const require = createRequire(import.meta.url)
const bidi = bidiFactory()
const fontFile = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`))

const RTL = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/

type Fonts = { regular: PDFFont; bold: PDFFont; shaper: fontkit.Font; boldShaper: fontkit.Font }

const formsCache = new WeakMap<fontkit.Font, Map<number, number>>()
function presentationForms(font: fontkit.Font): Map<number, number> {
  let forms = formsCache.get(font)
  if (forms) return forms
  forms = new Map()
  for (const codePoint of font.characterSet) {
    if ((codePoint >= 0xfb50 && codePoint <= 0xfdff) || (codePoint >= 0xfe70 && codePoint <= 0xfeff)) {
      const glyph = font.glyphForCodePoint(codePoint)
      if (glyph.id && !forms.has(glyph.id)) forms.set(glyph.id, codePoint)
    }
  }
  formsCache.set(font, forms)
  return forms
}

function shapeArabic(shaper: fontkit.Font, run: string): string {
  if (!ARABIC_LETTER.test(run)) return run
  const forms = presentationForms(shaper)
  const { glyphs } = shaper.layout(run)
  return glyphs
    .map((glyph) => {
      const form = forms.get(glyph.id)
      return form ? String.fromCodePoint(form) : String.fromCodePoint(...glyph.codePoints)
    })
    .reverse()
    .join('')
}

const arabicFirst = (text: string) =>
  /^[^A-Za-z\u0621-\u064A\u0660-\u0669\u0671-\u06D3\u06F0-\u06F9]*[\u0621-\u064A\u0660-\u0669\u0671-\u06D3\u06F0-\u06F9]/.test(text)

function visualRuns(line: string, direction: 'ltr' | 'rtl'): { text: string; rtl: boolean }[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction)
  const runs: { start: number; end: number; level: number }[] = []
  for (let i = 0; i < line.length; i++) {
    const last = runs[runs.length - 1]
    if (last && last.level === levels[i]) last.end = i
    else runs.push({ start: i, end: i, level: levels[i]! })
  }
  if (!runs.length) return []
  const highest = Math.max(...runs.map((r) => r.level))
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1)
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue
      let j = i
      while (j + 1 < runs.length && runs[j + 1]!.level >= level) j++
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse())
      i = j
    }
  }
  return runs.map(({ start, end, level }) => {
    let text = line.slice(start, end + 1)
    const rtl = level % 2 === 1
    if (rtl) text = [...text].map((c) => bidi.getMirroredCharacter(c) ?? c).join('')
    return { text, rtl }
  })
}

/** Characters DejaVu Sans has no glyph for become a space (pdf-lib would throw). */
function drawable(font: fontkit.Font, text: string): string {
  return [...text].map((c) => (font.hasGlyphForCodePoint(c.codePointAt(0)!) ? c : ' ')).join('')
}

function drawLine(page: PDFPage, fonts: Fonts, text: string, y: number, rtlDocument: boolean, size: number, bold: boolean) {
  const font = bold ? fonts.bold : fonts.regular
  const shaper = bold ? fonts.boldShaper : fonts.shaper
  const clean = drawable(shaper, text)
  const direction = RTL.test(clean) && (rtlDocument || !/[A-Za-z]/.test(clean)) ? 'rtl' : 'ltr'
  const runs = visualRuns(clean, direction).map((run) => {
    const reversed = [...run.text].reverse().join('')
    const shown = run.rtl
      ? ARABIC_LETTER.test(run.text)
        ? shapeArabic(shaper, run.text)
        : reversed
      : arabicFirst(run.text)
        ? reversed
        : run.text
    return { text: shown, width: font.widthOfTextAtSize(shown, size) }
  })
  const width = runs.reduce((sum, run) => sum + run.width, 0)
  let x = rtlDocument ? 545 - width : 50
  for (const run of runs) {
    if (run.text.trim()) page.drawText(run.text, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) })
    x += run.width
  }
}

/** Wraps a line to the page's width (words kept whole; a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, size: number, max = 495): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    const next = current ? `${current} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= max || !current) current = next
    else {
      lines.push(current)
      current = word
    }
  }
  if (current) lines.push(current)
  return lines
}

export type BlindPdfInput = { heading: string; subheading: string; lines: string[]; rtl: boolean }

export async function drawBlindPdf({ heading, subheading, lines, rtl }: BlindPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const regularFile = fontFile('DejaVuSans.ttf')
  const boldFile = fontFile('DejaVuSans-Bold.ttf')
  const fonts: Fonts = {
    regular: await pdf.embedFont(regularFile, { subset: true }),
    bold: await pdf.embedFont(boldFile, { subset: true }),
    shaper: fontkit.create(regularFile) as fontkit.Font,
    boldShaper: fontkit.create(boldFile) as fontkit.Font,
  }
  let page = pdf.addPage([595, 842])
  let y = 790
  const put = (text: string, size: number, bold: boolean) => {
    for (const part of wrap(bold ? fonts.bold : fonts.regular, drawable(fonts.shaper, text), size)) {
      y -= size * 1.8
      if (y < 60) {
        page = pdf.addPage([595, 842])
        y = 790
      }
      drawLine(page, fonts, part, y, rtl, size, bold)
    }
  }
  put(heading, 16, true)
  put(subheading, 9, false)
  y -= 8
  for (const line of lines.slice(0, 2000)) {
    if (line.trim()) put(line.trim(), 10.5, false)
    else y -= 6
  }
  pdf.setTitle(heading)
  pdf.setAuthor('')
  pdf.setCreator('')
  pdf.setProducer('')
  return pdf.save()
}
