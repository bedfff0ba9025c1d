import type { StructuredTextItem } from 'unpdf'

import { countLtr, countRtl, hasRtl, reorderLine, visualToLogical } from './bidi'
import { isLigature } from './ligatures'

/**
 * The lines of one PDF page, each in logical order. pdf.js gives text items (a glyph, a word or a run, wherever the
 * producer drew it) with their position; items on one baseline make a line, read left to right as painted, then
 * turned into logical order (bidi.ts). pdf.js has already reordered each right-to-left item on its own, which is
 * undone first, since an item is only a piece of its line (a browser's PDF draws Arabic one glyph at a time).
 *
 * A wide gap splits a line into cells (two-column CVs, tables): each cell becomes a line of its own, the cells of a
 * right-to-left line taken from the right.
 */
type Piece = { text: string; read: string; dir: string; x: number; right: number; y: number; size: number }
type Line = { y: number; size: number; pieces: Piece[] }

const SAME_LINE = 0.45
const WORD_GAP = 0.15
const CELL_GAP = 2.5

/** An item's text as painted: pdf.js's own reordering of the item taken back (bidi.ts). */
function undone(read: string, dir: string): string {
  if (dir === 'rtl') return reorderLine(read, 'rtl', { pdfjs: true })
  return hasRtl(read) ? reorderLine(read, 'ltr', { pdfjs: true }) : read
}

/**
 * The line's pieces as painted. A ligature glyph (ligatures.ts) is one unit named in typed order: kept as pdf.js
 * reversed it, the line's own reordering turns it back.
 */
function paint(pieces: Piece[]) {
  pieces.forEach((piece, i) => {
    const right = pieces[i + 1] ? undone(pieces[i + 1]!.read, pieces[i + 1]!.dir) : ''
    const left = pieces[i - 1] ? undone(pieces[i - 1]!.read, pieces[i - 1]!.dir) : ''
    const ligature = piece.dir === 'rtl' && isLigature(piece.read, right[0], left[left.length - 1])
    piece.text = ligature ? piece.read : undone(piece.read, piece.dir)
  })
}

function toLines(items: StructuredTextItem[]): Line[] {
  const pieces = items
    .filter((item) => item.str !== '' && item.dir !== 'ttb')
    .map((item) => {
      const size = Math.max(1, item.fontSize || item.height || 10)
      return { text: item.str, read: item.str, dir: item.dir, x: item.x, right: item.x + Math.max(0, item.width), y: item.y, size }
    })
    .sort((a, b) => b.y - a.y || a.x - b.x)
  const lines: Line[] = []
  const largest = pieces.reduce((size, piece) => Math.max(size, piece.size), 0)
  for (const piece of pieces) {
    // Pieces come top to bottom, so only the lines started last can be near: look back until they are too far.
    let line: Line | undefined
    for (let i = lines.length - 1; i >= 0 && lines[i]!.y - piece.y <= SAME_LINE * largest; i--) {
      if (Math.abs(lines[i]!.y - piece.y) <= SAME_LINE * Math.max(lines[i]!.size, piece.size)) line = lines[i]
    }
    if (line) {
      line.pieces.push(piece)
      line.size = Math.max(line.size, piece.size)
    } else lines.push({ y: piece.y, size: piece.size, pieces: [piece] })
  }
  for (const line of lines) {
    line.pieces.sort((a, b) => a.x - b.x)
    paint(line.pieces)
  }
  return lines.sort((a, b) => b.y - a.y)
}

type Cell = { text: string; left: number; right: number }

function cellsOf(line: Line): Cell[] {
  const cells: Cell[] = []
  let current: Cell | null = null
  let previous: Piece | null = null
  let spaced = false
  for (const piece of line.pieces) {
    // pdf.js fills wide gaps with a space item of the gap's width: the gap counts, the space does not.
    if (piece.text.trim() === '') {
      spaced = true
      continue
    }
    const gap = previous ? piece.x - previous.right : 0
    if (!current || gap > CELL_GAP * Math.min(previous?.size ?? line.size, piece.size)) {
      current = { text: piece.text, left: piece.x, right: piece.right }
      cells.push(current)
    } else {
      // A mark (shadda, a vowel) drawn apart from its letter still belongs to it.
      const mark = /^\p{M}/u.test(piece.text)
      const space = !mark && (spaced || /\s$/.test(current.text) || /^\s/.test(piece.text) || gap > WORD_GAP * line.size)
      current.text += space && !/\s$/.test(current.text) ? ` ${piece.text.trimStart()}` : piece.text
      current.right = Math.max(current.right, piece.right)
    }
    previous = piece
    spaced = false
  }
  return cells
}

type PlacedCell = { text: string; left: number; right: number; y: number }

/** How many of the sorted `values` are at most `limit`. */
function countAtMost(values: number[], limit: number): number {
  let low = 0
  let high = values.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (values[middle]! <= limit) low = middle + 1
    else high = middle
  }
  return low
}

/** The least and greatest of many numbers (spreading a long list into Math.min overflows the stack). */
const minOf = (values: number[]) => values.reduce((a, b) => (b < a ? b : a), Infinity)
const maxOf = (values: number[]) => values.reduce((a, b) => (b > a ? b : a), -Infinity)

/**
 * Two columns (a sidebar beside the main text): a vertical gutter that at least four cells keep to each side of and
 * almost none cross. The wider column is read first, then the other, each top to bottom, so a section's lines stay
 * together; what crosses the gutter above both (a full-width head) comes first, what crosses below comes last.
 */
function byColumns(cells: PlacedCell[]): PlacedCell[] {
  let best: { gutter: number; score: number } | null = null
  // Counted from sorted edges (a binary search per candidate gutter), so a page of many cells stays n log n.
  const rights = cells.map((cell) => cell.right).sort((a, b) => a - b)
  const lefts = cells.map((cell) => cell.left).sort((a, b) => a - b)
  for (const gutter of new Set(rights)) {
    const before = countAtMost(rights, gutter)
    const after = cells.length - countAtMost(lefts, gutter + 4)
    const crossing = cells.length - before - after
    if (before < 4 || after < 4 || crossing > cells.length * 0.1) continue
    const score = Math.min(before, after)
    if (!best || score > best.score) best = { gutter, score }
  }
  if (!best) return cells
  const { gutter } = best
  const left = cells.filter((cell) => cell.right <= gutter)
  const right = cells.filter((cell) => cell.left > gutter + 4)
  const span = (column: PlacedCell[]) => maxOf(column.map((c) => c.right)) - minOf(column.map((c) => c.left))
  const [first, second] = span(left) >= span(right) ? [left, right] : [right, left]
  const top = maxOf([...left, ...right].map((cell) => cell.y))
  const sided = new Set([...left, ...right])
  const crossing = cells.filter((cell) => !sided.has(cell))
  return [...crossing.filter((cell) => cell.y > top), ...first, ...second, ...crossing.filter((cell) => cell.y <= top)]
}

export function pageLines(items: StructuredTextItem[]): string[] {
  const lines = toLines(items)
  const all = lines.flatMap((line) => line.pieces)
  if (!all.length) return []
  const left = minOf(all.map((p) => p.x))
  const right = maxOf(all.map((p) => p.right))
  const width = Math.max(1, right - left)
  const everything = all.map((p) => p.text).join('')
  const rtlDocument = countRtl(everything) > countLtr(everything)
  const placed: PlacedCell[] = []
  for (const line of lines) {
    const cells = cellsOf(line).map((cell) => {
      const flushRight = right - cell.right < 0.05 * width && cell.left - left > 0.15 * width
      // Marks drawn apart from their letters (a shadda) join them again.
      const text = visualToLogical(cell.text, { flushRight, rtlDocument }).replace(/\s+(?=\p{M})/gu, '')
      return { ...cell, y: line.y, text: text.trim() }
    })
    // A right-to-left line's cells read from the right.
    const rtlLine = cells.length > 1 && cells.filter((c) => hasRtl(c.text)).length > cells.length / 2
    placed.push(...(rtlLine ? cells.reverse() : cells))
  }
  return byColumns(placed.filter((cell) => cell.text)).map((cell) => cell.text)
}
