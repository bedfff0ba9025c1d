import { stems, words } from './words'

/**
 * Finds known phrases (skills, cities) in text, word by word, in either language: each name of an entry is a
 * sequence of folded words, and a word of the text matches a word of a name when one of their stems (words.ts)
 * agree. Where two names start at the same word, the longer wins ("project management" over "management").
 */
export type Named<T> = { entry: T; names: readonly string[] }
export type Found<T> = { entry: T; line: number; word: number; length: number }

type Phrase<T> = { entry: T; words: string[][] }

const meets = (a: string[], b: string[]) => a.some((form) => b.includes(form))

export class PhraseIndex<T> {
  private byFirstStem = new Map<string, Phrase<T>[]>()

  constructor(entries: readonly Named<T>[]) {
    for (const { entry, names } of entries) {
      for (const name of names) {
        const phraseWords = words(name).map(stems)
        if (!phraseWords.length) continue
        const phrase = { entry, words: phraseWords }
        for (const form of phraseWords[0]!) {
          const list = this.byFirstStem.get(form) ?? []
          list.push(phrase)
          this.byFirstStem.set(form, list)
        }
      }
    }
    for (const list of this.byFirstStem.values()) list.sort((a, b) => b.words.length - a.words.length)
  }

  /** Every phrase found in the lines, in reading order, each span of words used once. */
  find(lines: readonly string[]): Found<T>[] {
    const found: Found<T>[] = []
    lines.forEach((line, lineIndex) => {
      const textWords = words(line).map(stems)
      for (let i = 0; i < textWords.length; i++) {
        const candidates = new Set(textWords[i]!.flatMap((form) => this.byFirstStem.get(form) ?? []))
        const match = [...candidates]
          .sort((a, b) => b.words.length - a.words.length)
          .find((phrase) => phrase.words.every((forms, k) => textWords[i + k] && meets(forms, textWords[i + k]!)))
        if (!match) continue
        found.push({ entry: match.entry, line: lineIndex, word: i, length: match.words.length })
        i += match.words.length - 1
      }
    })
    return found
  }
}
