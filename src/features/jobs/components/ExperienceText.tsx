import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { JobWithRelations } from '../queries'

/** "3–5 years" or "2 years or more" (Arabic plural forms through ICU). */
export async function ExperienceText({ job, locale }: { job: Pick<JobWithRelations, 'experienceMin' | 'experienceMax'>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Jobs' })
  const min = job.experienceMin ?? 0
  const max = job.experienceMax
  return <>{typeof max === 'number' && max > min ? t('experienceRange', { min, max }) : t('experienceFrom', { min })}</>
}
