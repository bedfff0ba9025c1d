import { describe, expect, it } from 'vitest'

import type { Benchmarks, PublishedCell } from './benchmarks'
import { levelOfYears, typicalPayOf } from './typicalPay'

const figures = {
  p10: null,
  p25: 900_000,
  p50: 1_100_000,
  p75: 1_300_000,
  p90: null,
  basic: 700_000,
  housing: 250_000,
  transport: 100_000,
  other: 50_000,
  bonus: 0,
}
const cell = (over: Partial<PublishedCell>): PublishedCell => ({
  family: 'finance',
  country: 'sa',
  currency: 'SAR',
  figures,
  employees: 120,
  organisations: 7,
  confidence: 'medium',
  dataMonth: '2026-06',
  ...over,
})
const benchmarks: Benchmarks = {
  cutoff: '2026-08-01',
  cells: [
    cell({ level: 'senior' }),
    cell({ level: 'senior', city: 'riyadh', figures: { ...figures, p50: 1_200_000 } }),
    cell({ band: 'junior', figures: { ...figures, p50: 600_000 } }),
  ],
}
const job = (title: string, experienceMin: number, country = 'SA', slug = 'riyadh') => ({
  title,
  experienceMin,
  location: { country, slug },
})

describe('typical pay on a job page', () => {
  it('maps years of experience to survey levels', () => {
    expect([0, 1, 2, 4, 5, 9, 10, 14, 15, 30].map(levelOfYears)).toEqual([
      'entry',
      'entry',
      'intermediate',
      'intermediate',
      'senior',
      'senior',
      'manager',
      'manager',
      'director',
      'director',
    ])
  })

  it("takes the city's figure when published, else the country's, else the level's band", () => {
    expect(typicalPayOf(benchmarks, job('Senior Payroll Accountant', 6))).toMatchObject({
      family: 'finance',
      country: 'sa',
      city: 'riyadh',
      level: 'senior',
      precision: 'exact',
      cell: { figures: { p50: 1_200_000 } },
    })
    expect(typicalPayOf(benchmarks, job('محاسب أول', 6, 'SA', 'jeddah'))).toMatchObject({
      precision: 'country',
      cell: { figures: { p50: 1_100_000 } },
    })
    expect(typicalPayOf(benchmarks, job('Accountant', 1))).toMatchObject({
      level: 'entry',
      precision: 'band',
      cell: { figures: { p50: 600_000 } },
    })
  })

  it('shows nothing where no published figure stands for the job', () => {
    // A withheld level (no cell, no band), another country, a title that names no family.
    expect(typicalPayOf(benchmarks, job('Finance Director', 20))).toBeNull()
    expect(typicalPayOf(benchmarks, job('Accountant', 6, 'AE', 'dubai'))).toBeNull()
    expect(typicalPayOf(benchmarks, job('Zookeeper', 6))).toBeNull()
    expect(typicalPayOf(benchmarks, { title: 'Accountant', experienceMin: 6, location: { country: null, slug: null } })).toBeNull()
  })
})
