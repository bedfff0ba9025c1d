import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** Every file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/**
 * Issue 28, item 15: the Arabic "and" (و) is not glued to a Latin word ("وSHRM", "وAutoCAD"): across the direction
 * change the two read as one broken word and can be laid out apart. It stands alone before one ("و SHRM").
 */
describe('Arabic copy', () => {
  it('never glues و to a Latin word', () => {
    const files = ['messages/ar.json', ...filesUnder('src/seed').filter((file) => /\.(ts|json)$/.test(file))]
    const glued = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?<!\p{Script=Arabic})و[A-Za-z]+/gu)].map(([word]) => `${file}: ${word}`),
    )
    expect(glued).toEqual([])
  })

  /**
   * Numbers on Arabic pages are written in Western digits, as lib/format.ts writes dates, numbers and money (what Gulf
   * job boards and employers use): a message with Arabic-Indic digits ("٣٠ دقيقة") next to a formatted "30" reads as
   * two different styles on one page.
   */
  it('writes numbers in Western digits, as the formatted numbers beside them are', () => {
    const messages = readFileSync('messages/ar.json', 'utf8')
    const lines = messages.split('\n').filter((line) => /[\u0660-\u0669\u06F0-\u06F9]/.test(line))
    expect(lines).toEqual([])
  })
})
