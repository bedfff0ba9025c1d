import { normalizeForSearch } from '@/lib/arabic'

/** A piece of a snippet: plain text (React escapes it), `hit` where a query term matched. */
export type SnippetPart = { text: string; hit: boolean }

/** How many characters a snippet shows around the matched words. */
export const SNIPPET_CHARS = 220

// Words of any script (letters, their marks, digits), with what lies between them kept as it is.
const WORD = /[\p{L}\p{M}\p{N}]+/gu

/**
 * Whether a word of the text meets a query term as the recruiters' search does (search.ts): both normalized by
 * lib/arabic.ts (Arabic letters folded, diacritics and tatweel off, digits as ASCII, Latin lower-cased) and the term
 * matching the start of the word. So "مهندسه" meets "مُهَنْدِسَة" and "Terraf" meets "Terraform".
 */
function termsMet(word: string, terms: readonly string[]): string[] {
  const pieces = normalizeForSearch(word).split(' ').filter(Boolean)
  return terms.filter((term) => pieces.some((piece) => piece.startsWith(term)))
}

/**
 * The part of a text (a CV's) where the query's terms meet it, about SNIPPET_CHARS long, cut at word boundaries, with
 * the matched words marked: the window that holds the most different terms, the earliest of those. Null when no
 * term meets the text.
 */
export function snippetOf(text: string | null | undefined, terms: readonly string[]): SnippetPart[] | null {
  if (!text || !terms.length) return null
  const flat = text.replace(/\s+/g, ' ').trim()
  const hits: { start: number; end: number; terms: string[] }[] = []
  for (const found of flat.matchAll(WORD)) {
    const met = termsMet(found[0], terms)
    if (met.length) hits.push({ start: found.index, end: found.index + found[0].length, terms: met })
  }
  if (!hits.length) return null
  // The window starting a little before a hit that holds the most different terms.
  let best = { from: 0, count: 0 }
  for (const [i, anchor] of hits.entries()) {
    const inWindow = new Set<string>()
    for (const hit of hits.slice(i)) {
      if (hit.end > anchor.start + SNIPPET_CHARS * 0.7) break
      for (const term of hit.terms) inWindow.add(term)
    }
    if (inWindow.size > best.count) best = { from: i, count: inWindow.size }
  }
  const anchor = hits[best.from]!
  let start = Math.max(0, anchor.start - Math.round(SNIPPET_CHARS * 0.3))
  let end = Math.min(flat.length, start + SNIPPET_CHARS)
  // Whole words only: move each cut to the next space inside the window.
  if (start > 0) {
    const space = flat.indexOf(' ', start)
    start = space === -1 || space >= anchor.start ? anchor.start : space + 1
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end)
    end = space > anchor.end ? space : Math.max(end, anchor.end)
  }
  const parts: SnippetPart[] = []
  const push = (piece: string, hit: boolean) => {
    if (!piece) return
    const last = parts.at(-1)
    if (last && last.hit === hit && !hit) last.text += piece
    else parts.push({ text: piece, hit })
  }
  if (start > 0) push('… ', false)
  let at = start
  for (const hit of hits) {
    if (hit.start < start || hit.end > end) continue
    push(flat.slice(at, hit.start), false)
    push(flat.slice(hit.start, hit.end), true)
    at = hit.end
  }
  push(flat.slice(at, end), false)
  if (end < flat.length) push(' …', false)
  return parts
}
