/**
 * Text normalization for search, applied the same way to what is indexed
 * and to what a visitor types, so that spelling variants meet:
 * - Arabic diacritics (harakat, shadda, sukun, superscript alef) and tatweel
 *   are dropped: "مُهَنْدِس" and "مهـندس" match "مهندس";
 * - hamza on alef folds to the alef (أ إ آ ٱ → ا), and hamza on waw or yaa
 *   becomes the bare hamza (ؤ ئ → ء), so the spellings people use for the same
 *   word meet: "مسئول", "مسؤول" and "مسءول" are all "مسءول", "رئيس" and
 *   "رءيس" are "رءيس". (Folding ؤ to و and ئ to ي, as Snowball's own Arabic
 *   normalization does, keeps مسئول and مسؤول apart: مسيول ≠ مسوول.);
 * - ة → ه and ى → ي;
 * - Arabic-Indic and Persian digits become ASCII digits;
 * - Latin letters are lower-cased and lose accents ("Café" → "cafe");
 * - anything that is not a letter or a digit separates words.
 */
export function normalizeForSearch(input: string): string {
  // Composed first, so that a waw or yaa followed by a combining hamza (as some keyboards send it) and presentation
  // forms read as ؤ and ئ.
  const hamzaOnItsOwn = input.normalize('NFKC').replace(/[\u0624\u0626]/g, '\u0621')
  return foldLetters(hamzaOnItsOwn)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * The letter folding both the job search and the CV reader (features/cv/parse/words.ts) use: compatibility
 * decomposition splits hamza/madda off the alef, Latin accents off their letters and presentation forms into
 * letters; marks and tatweel go, ٱ → ا, ة → ه, ى → ي, Arabic-Indic and Persian digits become ASCII, Latin is
 * lower-cased. Punctuation is left as it was.
 */
export function foldLetters(text: string): string {
  return asciiDigits(
    text
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .replace(/\u0640/g, '')
      .replace(/\u0671/g, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064A'),
  ).toLowerCase()
}

/** Arabic-Indic and Persian digits as ASCII digits, everything else as it was. */
export const asciiDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))

/** The distinct words of a normalized query, longest first, at most `max`. */
export function searchTerms(query: string, max = 8): string[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean)
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, max)
}
