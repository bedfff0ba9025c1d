import { describe, expect, it } from 'vitest'

import { paragraph, richText } from '@/seed/richText'

import { jobPostingJsonLd } from './jobPosting'
import type { JobWithRelations } from './queries'

const job = (over: Partial<JobWithRelations> = {}): JobWithRelations =>
  ({
    id: 1,
    title: 'Senior Accountant',
    referenceCode: 'NT-1001',
    status: 'open',
    workplace: 'onsite',
    employmentType: 'full-time',
    experienceMin: 5,
    openingDate: '2026-11-01T12:00:00.000Z',
    closingDate: '2026-12-15T12:00:00.000Z',
    description: richText(paragraph('Lead month-end close under IFRS.')),
    industry: { id: 1, name: 'Banking', slug: 'banking', updatedAt: '', createdAt: '' },
    location: { id: 1, city: 'Riyadh', country: 'SA', slug: 'riyadh', updatedAt: '', createdAt: '' },
    salary: { min: 18000, max: 24000, currency: 'SAR', period: 'month', show: true },
    slug: 'senior-accountant-nt-1001',
    updatedAt: '',
    createdAt: '',
    ...over,
  }) as JobWithRelations

const context = {
  url: 'https://nukhba.example/en/jobs/senior-accountant-nt-1001',
  organization: 'Nukhba Talent',
  organizationUrl: 'https://nukhba.example',
}

describe('JobPosting structured data', () => {
  it('carries the properties Google requires and recommends', () => {
    const data = jobPostingJsonLd(job(), context)!
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Accountant',
      description: 'Lead month-end close under IFRS.',
      datePosted: '2026-11-01',
      validThrough: '2026-12-15T23:59:59+03:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Nukhba Talent', sameAs: 'https://nukhba.example' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Riyadh', addressCountry: 'SA' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'SAR',
        value: { '@type': 'QuantitativeValue', minValue: 18000, maxValue: 24000, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Nukhba Talent', value: 'NT-1001' },
      directApply: true,
    })
  })

  it('says the exact second the job stops being shown, however the closing date was stored', () => {
    // Midnight in Riyadh is 21:00 UTC the day before: the job is open through the 15th there.
    expect(jobPostingJsonLd(job({ closingDate: '2026-12-14T21:00:00.000Z' }), context)!.validThrough).toBe('2026-12-15T23:59:59+03:00')
    expect(jobPostingJsonLd(job({ openingDate: '2026-10-31T22:00:00.000Z' }), context)!.datePosted).toBe('2026-11-01')
  })

  it('marks remote jobs as telecommute with the country applicants must be in', () => {
    const data = jobPostingJsonLd(job({ workplace: 'remote' }), context)!
    expect(data.jobLocationType).toBe('TELECOMMUTE')
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Saudi Arabia' })
    expect(data.jobLocation).toBeUndefined()
  })

  it('leaves the salary out when staff hide it', () => {
    const data = jobPostingJsonLd(job({ salary: { min: 1, max: 2, currency: 'SAR', period: 'month', show: false } }), context)!
    expect(data.baseSalary).toBeUndefined()
  })

  it('emits nothing for a closed job', () => {
    expect(jobPostingJsonLd(job({ status: 'closed' }), context)).toBeNull()
  })
})
