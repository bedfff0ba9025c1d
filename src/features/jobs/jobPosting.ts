import type { EmploymentType } from '@/collections/Jobs/constants'
import { agencyDay, closesAt } from '@/lib/dates'
import { lexicalToPlainText } from '@/lib/richText'

import type { JobWithRelations } from './queries'

const employmentTypeOf: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
}

const countryNames: Record<string, string> = {
  SA: 'Saudi Arabia',
  AE: 'United Arab Emirates',
  QA: 'Qatar',
  KW: 'Kuwait',
  BH: 'Bahrain',
  OM: 'Oman',
}

/**
 * schema.org JobPosting for Google's job search, or null for a job that is
 * not open (closed jobs drop the markup).
 */
export function jobPostingJsonLd(
  job: JobWithRelations,
  { url, organization, organizationUrl }: { url: string; organization: string; organizationUrl: string },
): Record<string, unknown> | null {
  if (job.status !== 'open') return null
  const country = job.location.country
  const remote = job.workplace === 'remote'
  const salary = job.salary
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: lexicalToPlainText(job.description),
    datePosted: agencyDay(job.openingDate),
    // The exact second the site stops showing it (lib/dates.ts).
    validThrough: closesAt(job.closingDate),
    employmentType: employmentTypeOf[job.employmentType],
    hiringOrganization: { '@type': 'Organization', name: organization, sameAs: organizationUrl },
    identifier: { '@type': 'PropertyValue', name: organization, value: job.referenceCode },
    directApply: true,
    url,
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: countryNames[country] ?? country } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location.city, addressCountry: country },
          },
        }),
    ...(salary?.show && salary.min && salary.currency
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.min,
              ...(salary.max ? { maxValue: salary.max } : {}),
              unitText: salary.period === 'year' ? 'YEAR' : 'MONTH',
            },
          },
        }
      : {}),
  }
}
