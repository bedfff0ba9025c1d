import { describe, expect, it } from 'vitest'

import { periodRange } from './numbers'

describe('report periods', () => {
  it('gives the first and last agency day of each period', () => {
    expect(periodRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(periodRange('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(periodRange('quarter', '2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-12-31' })
    expect(periodRange('quarter', '2026-05-01')).toEqual({ from: '2026-04-01', to: '2026-06-30' })
    expect(periodRange('year', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-12-31' })
    expect(periodRange('last12', '2026-11-26')).toEqual({ from: '2025-11-27', to: '2026-11-26' })
    expect(periodRange('all', '2026-11-26')).toEqual({ from: null, to: null })
  })
})
