import type { Currency, EmploymentType, Workplace } from '@/collections/Jobs/constants'

import type { IndustryKey, LocationKey } from './taxonomies'

type Bilingual<T> = { en: T; ar: T }

/** One seeded job, written in English and Arabic. Dates are relative to the day the seed runs. */
export type SeedJob = {
  /** Reference code, unique: capital letters, digits and dashes, e.g. `NT-1001`. */
  ref: string
  title: Bilingual<string>
  /** One or two sentences opening the description. */
  summary: Bilingual<string>
  responsibilities: Bilingual<string[]>
  requirements: Bilingual<string[]>
  industry: IndustryKey
  location: LocationKey
  workplace: Workplace
  employmentType: EmploymentType
  experienceMin: number
  experienceMax?: number
  /** Days before the seed day the job opened (0 = today). */
  openedDaysAgo: number
  /** Days after the seed day the job closes; negative = already past its closing day. */
  closesInDays: number
  /** Defaults to open. */
  status?: 'open' | 'closed' | 'draft'
  salary?: { min: number; max: number; currency: Currency; period: 'month' | 'year'; show: boolean }
}
