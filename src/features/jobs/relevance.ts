import { normalizeForSearch } from '@/lib/arabic'
import { stemsOf } from '@/lib/stemming'

/**
 * Keyword relevance for the job board (issue 28, item 7), on the same normalised words as the search itself
 * (lib/arabic.ts: Arabic letters folded, diacritics off, digits as ASCII) and the same stems (lib/stemming.ts):
 * - how a query term meets one word: the same word (3), the start of it (search as you type, 2), or a shared stem
 *   (2: "engineers" and "engineer"), else not at all;
 * - a job's relevance: per term, the best it meets in the title, weighted above the rest of the job's text (the
 *   search already found every term somewhere in it). So "accountant" ranks "Accountant" above "Key Account
 *   Manager" (a stem only) and both above a job whose description alone says "accountant".
 */
export type TermMatch = 0 | 2 | 3

const stemCache = new Map<string, string[]>()
function forms(word: string): string[] {
  let found = stemCache.get(word)
  if (!found) {
    found = [word, ...stemsOf(word)]
    if (stemCache.size > 20_000) stemCache.clear()
    stemCache.set(word, found)
  }
  return found
}

/** How a (normalised) query term meets a (normalised) word. */
export function termMeets(term: string, word: string): TermMatch {
  if (!term || !word) return 0
  if (term === word) return 3
  if (word.startsWith(term)) return 2
  const theirs = forms(word)
  return forms(term).some((form) => theirs.includes(form)) ? 2 : 0
}

/** The normalised words of a text. */
export const wordsOf = (text: string) => normalizeForSearch(text).split(' ').filter(Boolean)

/**
 * A job's relevance to the query terms: for each term, 10 × how it meets the best title word (any language), plus 1
 * when it is a whole word of the job's text (`exact`, from the search's own index). Higher is more relevant.
 */
export function relevance(terms: readonly string[], titles: readonly string[], exact: boolean): number {
  const words = [...new Set(titles.flatMap(wordsOf))]
  let score = exact ? 1 : 0
  for (const term of terms) {
    let best: TermMatch = 0
    for (const word of words) {
      const meets = termMeets(term, word)
      if (meets > best) best = meets
      if (best === 3) break
    }
    score += 10 * best
  }
  return score
}

export type Part = { text: string; hit: boolean }

/**
 * A text cut into parts, each word the query's terms meet marked `hit`, for showing matched words highlighted. The
 * parts are plain text (React escapes them): no markup comes from the job or the query.
 */
export function highlightParts(text: string, terms: readonly string[]): Part[] {
  if (!terms.length || !text) return [{ text, hit: false }]
  const parts: Part[] = []
  // Words of any script (letters, marks, digits), with what lies between them kept as it is.
  const pattern = /[\p{L}\p{M}\p{N}]+/gu
  let last = 0
  for (const found of text.matchAll(pattern)) {
    const start = found.index
    const word = found[0]
    const normal = wordsOf(word)[0] ?? ''
    const hit = terms.some((term) => termMeets(term, normal) > 0)
    if (!hit) continue
    if (start > last) parts.push({ text: text.slice(last, start), hit: false })
    parts.push({ text: word, hit: true })
    last = start + word.length
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false })
  return parts.length ? parts : [{ text, hit: false }]
}
