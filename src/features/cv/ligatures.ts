/**
 * Arabic ligature glyphs in PDFs. A font may draw two or three letters as one glyph (ﻻ in every Arabic font; بر, شر,
 * نى, يز in fonts such as Cairo), and the PDF names that glyph by its letters in typed order. pdf.js reverses every
 * right-to-left item, which is right for a run of glyphs (painted in visual order) and wrong for one such glyph.
 * Browsers draw Arabic glyph by glyph, so an item of two or three plain letters is either one ligature or a short
 * run of unjoined letters (ذا in ذاتية), and the letters' joining tells which (Unicode's joining types): a run's
 * letters cannot be joined to each other, nor to a neighbour drawn joined to them.
 */
const DUAL = new Set('بتثجحخسشصضطظعغفقكلمنهيىئـ'.split(''))
const BASE_LETTERS = /^[\u0621-\u064A]{2,3}$/
const ARABIC_LETTER = /^[\u0621-\u064A\uFE80-\uFEFC]$/

type Form = 'isolated' | 'final' | 'initial' | 'medial'

/** Each Arabic presentation form (U+FE70–U+FEFC) with its form: the forms of a letter follow each other in that order. */
const FORMS = (() => {
  const forms = new Map<string, Form>()
  let previousBase = ''
  let index = 0
  for (let code = 0xfe80; code <= 0xfef4; code++) {
    const form = String.fromCharCode(code)
    const base = form.normalize('NFKC')
    index = base === previousBase ? index + 1 : 0
    previousBase = base
    forms.set(form, (['isolated', 'final', 'initial', 'medial'] as const)[index] ?? 'isolated')
  }
  // The lam-alef ligatures: isolated and final forms in turn.
  for (let code = 0xfef5; code <= 0xfefc; code++) forms.set(String.fromCharCode(code), code % 2 ? 'isolated' : 'final')
  return forms
})()

/** The glyph is drawn joined to the letter typed before it. */
const joinsBefore = (char: string | undefined) => ['final', 'medial'].includes(FORMS.get(char ?? '') ?? '')
/** The glyph is drawn joined to the letter typed after it. */
const joinsAfter = (char: string | undefined) => ['initial', 'medial'].includes(FORMS.get(char ?? '') ?? '')

/**
 * Whether a right-to-left item pdf.js read as `read` is one ligature glyph. `before` and `after` are the letters
 * typed just before and after it (its neighbours to the right and to the left on the page), as the PDF names them.
 */
export function isLigature(read: string, before?: string, after?: string): boolean {
  if (!BASE_LETTERS.test(read)) return false
  const typed = [...read].reverse()
  // A ligature joins its letters, so it starts with a letter that joins the next.
  if (!DUAL.has(typed[0]!)) return false
  // As a run, every letter but the last would have to stand unjoined before the next one.
  if ([...read].slice(0, -1).some((letter) => DUAL.has(letter))) return true
  // As a run, its last letter stands unjoined: it cannot be one that joins a letter typed after it.
  if (DUAL.has(read[read.length - 1]!) && ARABIC_LETTER.test(after ?? '')) return true
  // A neighbour drawn joined towards the item means the item's letter there is joined too: not an unjoined run.
  return joinsAfter(before) || joinsBefore(after)
}
