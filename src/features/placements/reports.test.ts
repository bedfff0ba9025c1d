import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { histogramMedian, median } from './reports'
import { int, iso } from './sums'

describe('the time to fill from a histogram', () => {
  it('is the median of the days written out, for any histogram', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 40 })), { maxLength: 60 }), (pairs) => {
        const counts = new Map<number, number>()
        for (const [days, n] of pairs) counts.set(days, (counts.get(days) ?? 0) + n)
        const written = [...counts.entries()].flatMap(([days, n]) => Array.from({ length: n }, () => days))
        expect(histogramMedian(counts)).toBe(median(written))
      }),
      { numRuns: 2000 },
    )
  })

  it('is nothing for no hires, the middle day for an odd count and the mean of the two middle days otherwise', () => {
    expect(histogramMedian(new Map())).toBeNull()
    expect(histogramMedian(new Map([[7, 0]]))).toBeNull()
    expect(
      histogramMedian(
        new Map([
          [20, 1],
          [10, 1],
          [4, 1],
        ]),
      ),
    ).toBe(10)
    expect(
      histogramMedian(
        new Map([
          [10, 1],
          [4, 1],
        ]),
      ),
    ).toBe(7)
    expect(
      histogramMedian(
        new Map([
          [3, 1],
          [4, 1],
        ]),
      ),
    ).toBe(3.5)
  })
})

describe('figures read back from SQL', () => {
  it('takes whole numbers from either driver and refuses anything else', () => {
    expect(int('123456789012')).toBe(123_456_789_012)
    expect(int(42)).toBe(42)
    expect(int(null)).toBe(0)
    expect(int(7n)).toBe(7)
    expect(() => int('12.5')).toThrow(RangeError)
    expect(() => int('9007199254740993')).toThrow(RangeError)
  })

  it('reads dates as either driver gives them', () => {
    expect(iso('2026-11-26T12:00:00.000Z')).toBe('2026-11-26T12:00:00.000Z')
    expect(iso(new Date('2026-11-26T12:00:00.000Z'))).toBe('2026-11-26T12:00:00.000Z')
    expect(iso('2026-11-26 12:00:00+00')).toBe('2026-11-26T12:00:00.000Z')
    expect(iso('2026-11-26 15:00:00.5+03')).toBe('2026-11-26T12:00:00.500Z')
    expect(iso(null)).toBeNull()
  })
})
