import bidiFactory from 'bidi-js'

/**
 * Right-to-left text in PDFs. A PDF holds glyphs where they are drawn, so an Arabic line comes out of it in visual
 * order (left to right as painted), with its letters in their shaped presentation forms. Reading it needs the
 * reverse of what a browser does to show it: the Unicode bidirectional algorithm (bidi-js) reorders the line, which
 * is its own inverse for the lines CVs are made of (Arabic with Latin words, numbers, dates and brackets), and the
 * presentation forms go back to ordinary letters.
 */
const bidi = bidiFactory()

export type Direction = 'ltr' | 'rtl'

const RTL_LETTER = /[\u0590-\u05FF\u0600-\u065F\u066E-\u06D5\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/g
const LTR_LETTER = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/g

/** Western, Arabic-Indic and Extended Arabic-Indic digits. */
const DIGITS = '0-9\\u0660-\\u0669\\u06F0-\\u06F9'

/**
 * A phone number (`+966 50 123 4567`, `+966-50-1234567`, `+966501234567`): in right-to-left text the algorithm
 * treats each group as its own run and swaps them, and puts the `+` at the far end. Authors who see that swap fix it (a left-to-right mark or cell),
 * so in a PDF such a number is drawn in reading order: kept as one left-to-right run. Nine digits at least, so a
 * range of years ("2016-2019", which right-to-left readers read from the right) is left to the algorithm.
 */
const GROUPED_NUMBER = new RegExp(`\\+?[${DIGITS}]+(?:[ \\u00A0.-][${DIGITS}]+)*`, 'g')
const DIGIT_GROUP = new RegExp(`\\+?[${DIGITS}]+`, 'g')
const NOT_DIGIT = new RegExp(`[^${DIGITS}]`, 'g')
const ZERO_FIRST = /^[0\u0660\u06F0]/
const PHONE_DIGITS = 9

const digitCount = (text: string) => text.replace(NOT_DIGIT, '').length
/** E.164: no phone number is longer. */
const PHONE_MAX_DIGITS = 15

/**
 * The phone numbers in a run of digit groups, as [start, end) positions: two numbers with only a space between
 * them ("0501234567 0559876543") are two runs, which right-to-left text puts in reading order from the right. A
 * new number starts where the one so far is complete (PHONE_DIGITS or more) and the next group starts with a 0 or
 * would make it longer than E.164 allows.
 */
function phoneSpans(run: string, offset: number): [number, number][] {
  const numbers: { start: number; end: number; digits: number }[] = []
  for (const group of run.matchAll(DIGIT_GROUP)) {
    const digits = digitCount(group[0])
    const start = offset + (group.index ?? 0)
    const end = start + group[0].length
    const last = numbers.at(-1)
    const startsAnother = !last || (last.digits >= PHONE_DIGITS && (ZERO_FIRST.test(group[0]) || last.digits + digits > PHONE_MAX_DIGITS))
    if (startsAnother) numbers.push({ start, end, digits })
    else Object.assign(last, { end, digits: last.digits + digits })
  }
  return numbers.filter((number) => number.digits >= PHONE_DIGITS).map(({ start, end }) => [start, end])
}

export const countRtl = (text: string) => text.match(RTL_LETTER)?.length ?? 0
export const countLtr = (text: string) => text.match(LTR_LETTER)?.length ?? 0
export const hasRtl = (text: string) => countRtl(text) > 0

export type LineHints = {
  /** The line is set flush right (right-to-left paragraphs are). */
  flushRight?: boolean
  /** The document around it is mostly right-to-left. */
  rtlDocument?: boolean
}

/**
 * The direction a line was written in: with any right-to-left letters, right-to-left when they are most of the
 * line, when the line is set flush right, or when the document is mostly right-to-left (`البريد: name@example.com`
 * has more Latin letters, yet was typed as Arabic).
 */
export function lineDirection(text: string, { flushRight = false, rtlDocument = false }: LineHints = {}): Direction {
  const rtl = countRtl(text)
  if (!rtl) return 'ltr'
  return rtl >= countLtr(text) || flushRight || rtlDocument ? 'rtl' : 'ltr'
}

/**
 * The characters as pdf.js's own bidi classifies them: anything past Latin-1 that is not Hebrew or Arabic counts as
 * a left-to-right letter (`–`, `•`), and brackets are not paired. Same length, so positions carry over.
 */
const asPdfjsSees = (text: string) =>
  text.replace(/[^\u0000-\u00FF\u0590-\u05F4\u0600-\u08AC\uFB50-\uFDFF\uFE70-\uFEFF]/g, 'x').replace(/[()[\]{}<>]/g, '!')

/**
 * Reorders one line between logical order (as typed) and visual order (as painted), both ways, in a paragraph of
 * the given direction; right-to-left brackets are mirrored. `pdfjs` takes back what pdf.js did to an item: its
 * classification of the characters, no mirroring.
 */
export function reorderLine(text: string, direction: Direction, { pdfjs = false } = {}): string {
  if (!hasRtl(text) && direction === 'ltr') return text
  const embedding = bidi.getEmbeddingLevels(pdfjs ? asPdfjsSees(text) : text, direction)
  const levels = new Uint8Array(embedding.levels)
  for (const match of pdfjs ? [] : text.matchAll(GROUPED_NUMBER)) {
    for (const [start, end] of phoneSpans(match[0], match.index ?? 0)) {
      const level = levels[end - 1]!
      for (let i = start; i < end; i++) levels[i] = level
    }
  }
  const resolved = { ...embedding, levels }
  // The segments depend only on the levels (and trailing whitespace, the same in both strings).
  // bidi-js indexes UTF-16 code units, as split('') does.
  const units = text.split('')
  if (!pdfjs) {
    bidi.getMirroredCharactersMap(text, levels).forEach((char, i) => {
      units[i] = char
    })
  }
  for (const [start = 0, end = -1] of bidi.getReorderSegments(text, resolved)) {
    const reversed = units.slice(start, end + 1).reverse()
    units.splice(start, reversed.length, ...reversed)
  }
  return units.join('')
}

/** Presentation forms (shaped letters and ligatures such as ﻻ) back to ordinary letters, in logical order. */
export const unshape = (text: string) => text.replace(/[\uFB50-\uFDFF\uFE70-\uFEFF]/g, (form) => form.normalize('NFKC'))

/** A painted line read in logical order, as it was typed. */
export function visualToLogical(visual: string, options: LineHints = {}): string {
  return unshape(reorderLine(visual, lineDirection(visual, options)))
}
