import { employmentTypeLabels, workplaceLabels } from '@/collections/Jobs/constants'
import type { Locale } from '@/i18n/locales'

import type { JobWithRelations } from '../queries'

/** Labels of a job's select fields in the page's language (the same labels staff see in the admin). */
export function jobLabels(job: Pick<JobWithRelations, 'workplace' | 'employmentType'>, locale: Locale) {
  return { workplace: workplaceLabels[job.workplace][locale], type: employmentTypeLabels[job.employmentType][locale] }
}
