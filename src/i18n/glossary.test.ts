import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * docs/GLOSSARY.md is the one list of Arabic terms: a message file or the seed content that uses a rejected
 * variant fails here. Only Arabic text is checked (the seed keeps both languages side by side), and a variant
 * counts as a word, with an attached و/ب/ل/ف/ك allowed, so that "رئيسي في" is not "سي في".
 */
const root = path.resolve(import.meta.dirname, '../..')

function glossary(): { english: string; chosen: string; rejected: string[] }[] {
  const table = readFileSync(path.join(root, 'docs/GLOSSARY.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
  return table.map((line) => {
    const [english, chosen, rejected] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim())
    return {
      english: english!,
      chosen: chosen!,
      rejected: rejected!
        .split(';')
        .map((variant) => variant.replace(/\(.*\)/, '').trim())
        .filter((variant) => variant && variant !== '—'),
    }
  })
}

const arabic = /[\u0600-\u06FF]/
function arabicMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(arabicMessages)
  return []
}
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith('.ts') ? [full] : []
  })
}
/** The Arabic string literals of a seed file. */
function arabicLiterals(source: string): string[] {
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((text) => arabic.test(text))
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const asWord = (variant: string) =>
  arabic.test(variant)
    ? new RegExp(`(?<![\\u0621-\\u064A])[وبلفك]?${escape(variant)}(?![\\u0621-\\u064A])`)
    : new RegExp(`(?<![A-Za-z./])${escape(variant)}(?![A-Za-z])`)

describe('the glossary', () => {
  const entries = glossary()
  const texts = [
    ...arabicMessages(JSON.parse(readFileSync(path.join(root, 'messages/ar.json'), 'utf8'))).map((text) => ({
      where: 'messages/ar.json',
      text,
    })),
    ...filesUnder(path.join(root, 'src/seed')).flatMap((file) =>
      arabicLiterals(readFileSync(file, 'utf8')).map((text) => ({ where: path.relative(root, file), text })),
    ),
  ].filter(({ text }) => arabic.test(text))

  it('is a table of terms with their rejected variants', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10)
    expect(entries.find((e) => e.english === 'outsourcing')).toMatchObject({ chosen: 'الإسناد الخارجي' })
    expect(texts.length).toBeGreaterThan(200)
  })

  it('is followed by the Arabic messages and the seed content', () => {
    const found: string[] = []
    for (const { english, chosen, rejected } of entries) {
      for (const variant of rejected) {
        const pattern = asWord(variant)
        for (const { where, text } of texts) {
          if (pattern.test(text)) found.push(`${where}: "${variant}" for ${english} (say "${chosen}") in: ${text.slice(0, 80)}`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('finds a rejected variant when there is one', () => {
    expect(asWord('التعهيد').test('خدمات التعهيد للشركات')).toBe(true)
    expect(asWord('المقاييس النفسية').test('والمقاييس النفسية المهنية')).toBe(true)
    expect(asWord('سي في').test('دور رئيسي في الفريق')).toBe(false)
    expect(asWord('LinkedIn').test('ملفك على LinkedIn')).toBe(true)
    expect(asWord('LinkedIn').test('https://www.linkedin.com/in/x')).toBe(false)
  })
})
