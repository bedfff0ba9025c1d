import { describe, expect, it } from 'vitest'

import { isPastClosing, startOfAgencyDay } from './dates'

describe('agency day', () => {
  it('starts at midnight Riyadh time (21:00 UTC the day before)', () => {
    expect(startOfAgencyDay(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-21T21:00:00.000Z')
    // 22:30 UTC is already the 23rd in Riyadh.
    expect(startOfAgencyDay(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22T21:00:00.000Z')
  })

  it('keeps a job open through its closing day', () => {
    const now = new Date('2026-11-22T18:00:00Z') // 21:00 in Riyadh
    expect(isPastClosing('2026-11-22T12:00:00.000Z', now)).toBe(false)
    expect(isPastClosing('2026-11-21T12:00:00.000Z', now)).toBe(true)
    expect(isPastClosing(null, now)).toBe(false)
  })
})
