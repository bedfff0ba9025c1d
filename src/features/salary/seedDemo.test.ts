import { describe, expect, it } from 'vitest'

import { demoSurveyRows } from '@/seed/salary'

import { computeBenchmarks } from './benchmarks'
import { COLUMNS } from './constants'
import { viewOf } from './explore'
import { checkSheet } from './validate'

describe('the demo survey round (seed)', () => {
  it('passes the import checks and shows published and withheld cells', () => {
    const now = new Date('2026-11-26T00:00:00Z')
    const checked = checkSheet({ header: [...COLUMNS], rows: demoSurveyRows(now).map((cells, i) => ({ row: i + 2, cells })) }, '2026-11-26')
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    const benchmarks = computeBenchmarks(checked.lines, now)
    const saFinance = viewOf(benchmarks, 'finance', 'sa')
    expect(saFinance.map((v) => v.precision)).toEqual(['exact', 'exact', 'exact', 'exact', 'exact'])
    expect(viewOf(benchmarks, 'finance', 'sa', 'riyadh').some((v) => v.precision === 'exact')).toBe(true)
    expect(viewOf(benchmarks, 'finance', 'sa', 'dammam').every((v) => v.precision !== 'exact')).toBe(true)
    expect(viewOf(benchmarks, 'finance', 'sa', 'jeddah').every((v) => v.precision === 'country')).toBe(true)
    expect(viewOf(benchmarks, 'finance', 'qa').every((v) => v.precision === 'withheld')).toBe(true)
    expect(viewOf(benchmarks, 'marketing', 'ae').find((v) => v.level === 'director')!.precision).not.toBe('exact')
    expect(viewOf(benchmarks, 'healthcare', 'sa').find((v) => v.level === 'director')!.precision).toBe('band')
  })
})
