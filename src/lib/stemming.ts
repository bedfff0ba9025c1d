import snowball from 'snowball-stemmers'

/**
 * Snowball stems of words already normalized for search (lib/arabic.ts), the
 * same stems PostgreSQL's `english` and `arabic` text search configurations
 * produce (both are Snowball 2; tests/int/jobSearchStemming.int.test.ts
 * compares them word for word on PostgreSQL). SQLite has no stemmer, so the
 * app stores these stems beside the text for its FTS5 index and stems each
 * query word the same way; PostgreSQL stems with its own configurations.
 *
 * What PostgreSQL does, and so what this does:
 * - only words made of letters are stemmed (words with digits are `numword`
 *   tokens, which both configurations pass through unchanged);
 * - the `english` configuration drops its stop words before stemming, so they
 *   get no English stem (the `arabic` one has no stop-word list);
 * - each word is stemmed by both languages' stemmers: English leaves Arabic
 *   words alone and Arabic leaves Latin ones alone, so a word in a job's text
 *   never needs its language guessed.
 */

const english = snowball.newStemmer('english')
const arabic = snowball.newStemmer('arabic')

/** PostgreSQL's `english.stop` (Snowball's English stop words), which its `english` configuration leaves out. */
const englishStopWords = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its ' +
    'itself they them their theirs themselves what which who whom this that these those am is are was were be been being have ' +
    'has had having do does did doing a an the and but if or because as until while of at by for with about against between into ' +
    'through during before after above below to from up down in out on off over under again further then once here there when ' +
    'where why how all any both each few more most other some such no nor not only own same so than too very s t can will just ' +
    'don should now'
  ).split(' '),
)

const LETTERS_ONLY = /^\p{L}+$/u

/** The stems of one normalized word that differ from it (none, one or two). */
export function stemsOf(word: string): string[] {
  if (!LETTERS_ONLY.test(word)) return []
  const stems = new Set<string>()
  if (!englishStopWords.has(word)) stems.add(english.stem(word))
  stems.add(arabic.stem(word))
  stems.delete(word)
  stems.delete('')
  return [...stems]
}

/**
 * The stems of a normalized text's words that are not words of the text
 * themselves, space-separated, each once: what a stemming configuration adds
 * to the text's own words.
 */
export function stemsOfText(text: string): string {
  const words = new Set(text.split(' ').filter(Boolean))
  const stems = new Set<string>()
  for (const word of words) for (const stem of stemsOf(word)) if (!words.has(stem)) stems.add(stem)
  return [...stems].join(' ')
}
