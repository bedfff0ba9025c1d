import type { Payload } from 'payload'

import { locales } from '@/i18n/locales'

import { seedJobs } from './data/jobs'
import { industries, locations } from './data/taxonomies'
import { createBilingual } from './content/shared'
import { bulletList, heading, paragraph, richText } from './richText'

const DAY = 24 * 60 * 60 * 1000

/** Noon UTC of the day `offset` days from `now`: a date-only value in every Gulf time zone. */
const dayFrom = (now: Date, offset: number) => {
  const d = new Date(now.getTime() + offset * DAY)
  d.setUTCHours(12, 0, 0, 0)
  return d.toISOString()
}

const sectionTitles = {
  en: { responsibilities: 'What you will do', requirements: 'What you bring' },
  ar: { responsibilities: 'المهام والمسؤوليات', requirements: 'المتطلبات' },
}

/** Industries, locations and 60+ jobs in English and Arabic, dated around today. */
export async function seedJobBoard(payload: Payload, now = new Date(), owner?: number): Promise<number> {
  const industryIds: Record<string, number> = {}
  for (const [slug, name] of Object.entries(industries)) {
    industryIds[slug] = await createBilingual(payload, 'industries', { slug, name: name.en }, { name: name.ar })
  }
  const locationIds: Record<string, number> = {}
  for (const [slug, { city, country }] of Object.entries(locations)) {
    locationIds[slug] = await createBilingual(payload, 'locations', { slug, city: city.en, country }, { city: city.ar })
  }

  for (const job of seedJobs) {
    const description = (locale: (typeof locales)[number]) =>
      richText(
        paragraph(job.summary[locale]),
        heading(sectionTitles[locale].responsibilities),
        bulletList(job.responsibilities[locale]),
        heading(sectionTitles[locale].requirements),
        bulletList(job.requirements[locale]),
      )
    await createBilingual(
      payload,
      'jobs',
      {
        title: job.title.en,
        description: description('en'),
        referenceCode: job.ref,
        status: job.status ?? 'open',
        industry: industryIds[job.industry]!,
        location: locationIds[job.location]!,
        workplace: job.workplace,
        employmentType: job.employmentType,
        experienceMin: job.experienceMin,
        experienceMax: job.experienceMax,
        openingDate: dayFrom(now, -job.openedDaysAgo),
        closingDate: dayFrom(now, job.closesInDays),
        salary: job.salary ?? { show: false },
        recruiterEmail: 'recruitment@nukhba.example',
        owner,
      },
      { title: job.title.ar, description: description('ar') },
    )
  }
  return seedJobs.length
}
