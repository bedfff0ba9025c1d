import { describe, expect, it } from 'vitest'

import { eligibilityChecks, isProtectedTerm, match, rank, WEIGHTS, type MatchCandidate, type MatchJob } from './score'

const excel = { id: 1, en: 'Excel', ar: 'إكسل' }
const sap = { id: 2, en: 'SAP', ar: 'ساب' }
const ifrs = { id: 3, en: 'IFRS', ar: 'المعايير الدولية لإعداد التقارير المالية' }

const job = (over: Partial<MatchJob> = {}): MatchJob => ({
  id: 10,
  skills: [excel, sap, ifrs],
  experienceMin: 5,
  country: 'SA',
  city: { en: 'Riyadh', ar: 'الرياض' },
  workplace: 'onsite',
  salary: { min: 12000, max: 15000, currency: 'SAR', period: 'month' },
  eligibility: {},
  ...over,
})
const seeker = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id: 1,
  skills: [excel, sap],
  years: 6,
  city: 'الرياض',
  eligibility: {},
  ...over,
})

describe('match', () => {
  it('weights add up to 100', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100)
  })

  it('explains itself: matched and missing skills, each part’s points', () => {
    const result = match(job(), seeker())
    expect(result.matched.map((s) => s.en)).toEqual(['Excel', 'SAP'])
    expect(result.missing.map((s) => s.en)).toEqual(['IFRS'])
    expect(result.parts.skills).toBe(30)
    expect(result.parts.experience).toBe(15)
    // An Arabic city name matches the job's English one.
    expect(result.parts.location).toBe(10)
    expect(result.score).toBe(Math.round(Object.values(result.parts).reduce((a, b) => a + b, 0)))
  })

  it('an Arabic CV and an English job meet on the same skill ids', () => {
    const arabic = seeker({ skills: [{ id: 3, en: 'IFRS', ar: 'المعايير الدولية لإعداد التقارير المالية' }] })
    expect(match(job(), arabic).matched.map((s) => s.id)).toEqual([3])
  })

  it('is deterministic whatever the order of the lists', () => {
    const a = match(job(), seeker({ skills: [excel, sap] }))
    const b = match(job({ skills: [ifrs, sap, excel] }), seeker({ skills: [sap, excel] }))
    expect(b).toEqual(a)
  })

  it('more matching skills score higher, everything else equal', () => {
    expect(match(job(), seeker({ skills: [excel, sap, ifrs] })).score).toBeGreaterThan(match(job(), seeker()).score)
    expect(match(job(), seeker()).score).toBeGreaterThan(match(job(), seeker({ skills: [excel] })).score)
  })

  it('salary: within the band scores, above it does not, another currency is neutral', () => {
    const within = match(job(), seeker({ eligibility: { expectedSalary: 1_400_000, expectedCurrency: 'SAR' } }))
    const above = match(job(), seeker({ eligibility: { expectedSalary: 2_000_000, expectedCurrency: 'SAR' } }))
    const other = match(job(), seeker({ eligibility: { expectedSalary: 100, expectedCurrency: 'AED' } }))
    expect([within.parts.salary, above.parts.salary, other.parts.salary]).toEqual([5, 0, 2.5])
  })

  it('ignores a skill named after a protected characteristic, in either language', () => {
    const male = { id: 9, en: 'Male', ar: 'ذكر' }
    const muslim = { id: 8, en: 'Practising Muslim', ar: 'مسلم ملتزم' }
    const married = { id: 7, en: 'x', ar: 'متزوجة' }
    expect([male, muslim, married].every(isProtectedTerm)).toBe(true)
    expect([excel, sap, ifrs, { id: 5, en: 'Project management', ar: 'إدارة المشاريع' }].some(isProtectedTerm)).toBe(false)
    const withProtected = match(job({ skills: [excel, male, muslim] }), seeker({ skills: [excel] }))
    expect(withProtected.missing).toEqual([])
    expect(withProtected.matched).toEqual([excel])
    expect(withProtected.parts.skills).toBe(45)
  })

  it('ranks those who meet every criterion first, then by score, then newest', () => {
    const saudiOnly = job({ eligibility: { nationalsOnly: 'SA' } })
    const ranked = rank(
      [
        { item: { id: 1 }, match: match(saudiOnly, seeker({ skills: [excel, sap, ifrs], eligibility: { nationality: 'EG' } })) },
        { item: { id: 2 }, match: match(saudiOnly, seeker({ skills: [excel], eligibility: { nationality: 'SA' } })) },
        { item: { id: 3 }, match: match(saudiOnly, seeker({ skills: [excel], eligibility: { nationality: 'SA' } })) },
      ],
      10,
    )
    expect(ranked.map((r) => r.item.id)).toEqual([3, 2, 1])
  })
})

describe('the checklist', () => {
  const states = (j: MatchJob, c: MatchCandidate) => Object.fromEntries(eligibilityChecks(j, c).map((x) => [x.kind, x.state]))

  it('has only the criteria the job sets', () => {
    expect(eligibilityChecks(job({ experienceMin: 0 }), seeker())).toEqual([])
  })

  it('nationals only: meets, does not meet, does not say', () => {
    const j = job({ eligibility: { nationalsOnly: 'SA' } })
    expect(states(j, seeker({ eligibility: { nationality: 'SA' } })).nationals).toBe('meets')
    expect(states(j, seeker({ eligibility: { nationality: 'JO' } })).nationals).toBe('fails')
    expect(states(j, seeker()).nationals).toBe('unknown')
  })

  it('a transferable iqama in the job’s country', () => {
    const j = job({ eligibility: { residence: 'transferable' } })
    expect(states(j, seeker({ eligibility: { residenceCountry: 'SA', visaStatus: 'resident', transferable: 'yes' } })).residence).toBe(
      'meets',
    )
    expect(states(j, seeker({ eligibility: { residenceCountry: 'SA', visaStatus: 'resident', transferable: 'no' } })).residence).toBe(
      'fails',
    )
    expect(states(j, seeker({ eligibility: { residenceCountry: 'SA', visaStatus: 'resident' } })).residence).toBe('unknown')
    expect(states(j, seeker({ eligibility: { residenceCountry: 'SA', nationality: 'SA' } })).residence).toBe('meets')
    expect(states(j, seeker({ eligibility: { residenceCountry: 'AE', transferable: 'yes' } })).residence).toBe('fails')
  })

  it('languages and years', () => {
    const j = job({ experienceMin: 3, eligibility: { arabic: 'professional', english: 'conversational', gccYears: 2 } })
    expect(states(j, seeker({ years: 2, eligibility: { arabic: 'native', english: 'basic', gccYears: 4 } }))).toEqual({
      arabic: 'meets',
      english: 'fails',
      gccYears: 'meets',
      experience: 'fails',
    })
    expect(states(j, seeker({ years: null }))).toEqual({
      arabic: 'unknown',
      english: 'unknown',
      gccYears: 'unknown',
      experience: 'unknown',
    })
  })
})
