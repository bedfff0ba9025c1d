import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { JobWithRelations } from '../queries'

/** "3–5 years", "Up to 2 years" or "2 years or more"; the Arabic noun agrees with the last number (ICU plurals). */
export async function ExperienceText({ job, locale }: { job: Pick<JobWithRelations, 'experienceMin' | 'experienceMax'>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Jobs' })
  const min = job.experienceMin ?? 0
  const max = job.experienceMax
  if (typeof max !== 'number' || max <= min) return <>{t('experienceFrom', { min })}</>
  return <>{min === 0 ? t('experienceUpTo', { max }) : t('experienceRange', { min, max })}</>
}
