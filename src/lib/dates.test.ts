import { describe, expect, it } from 'vitest'

import { agencyDay, agencyDayEnd, agencyDayStart, closesAt, isPastClosing, startOfAgencyDay } from './dates'

describe('agency day', () => {
  it('starts at midnight Riyadh time (21:00 UTC the day before)', () => {
    expect(startOfAgencyDay(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-21T21:00:00.000Z')
    // 22:30 UTC is already the 23rd in Riyadh.
    expect(startOfAgencyDay(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22T21:00:00.000Z')
  })

  it('ranges instants by the days of Riyadh: an application at 21:30 UTC belongs to the next day', () => {
    expect(agencyDayStart('2026-11-27')).toBe('2026-11-26T21:00:00.000Z')
    expect(agencyDayEnd('2026-11-27')).toBe('2026-11-27T20:59:59.999Z')
    const made = '2026-11-26T21:30:00.000Z'
    expect(agencyDay(made)).toBe('2026-11-27')
    expect(made >= agencyDayStart('2026-11-27') && made <= agencyDayEnd('2026-11-27')).toBe(true)
    expect(made <= agencyDayEnd('2026-11-26')).toBe(false)
    // Across a month's and a year's end.
    expect(agencyDayStart('2027-01-01')).toBe('2026-12-31T21:00:00.000Z')
    expect(agencyDayEnd('2026-12-31')).toBe('2026-12-31T20:59:59.999Z')
  })

  it('keeps a job open through its closing day', () => {
    const now = new Date('2026-11-22T18:00:00Z') // 21:00 in Riyadh
    expect(isPastClosing('2026-11-22T12:00:00.000Z', now)).toBe(false)
    expect(isPastClosing('2026-11-21T12:00:00.000Z', now)).toBe(true)
    expect(isPastClosing(null, now)).toBe(false)
  })
})

describe('closing time', () => {
  it('is the end of the Riyadh day the closing date falls on, whatever time of day it was stored at', () => {
    // Stored at noon UTC (the admin's day picker) and at midnight Riyadh (21:00 UTC the day before).
    expect(closesAt('2026-12-15T12:00:00.000Z')).toBe('2026-12-15T23:59:59+03:00')
    expect(closesAt('2026-12-14T21:00:00.000Z')).toBe('2026-12-15T23:59:59+03:00')
    expect(agencyDay('2026-12-14T20:59:59.000Z')).toBe('2026-12-14')
  })

  it('agrees with the access rule: open until that second, closed one second later', () => {
    const closing = '2026-12-14T21:00:00.000Z'
    const last = new Date(closesAt(closing))
    expect(isPastClosing(closing, last)).toBe(false)
    expect(isPastClosing(closing, new Date(last.getTime() + 1000))).toBe(true)
  })
})
