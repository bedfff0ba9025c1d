import { getMessages } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { COUNTRIES, JOB_FAMILIES } from '../constants'
import { ReportRequestForm } from './ReportRequestForm'

/** The employers' report page under the hero: the form, with the family and country the explorer passed along. */
export async function ReportRequestPage({ locale, chosen }: { locale: Locale; chosen: { family?: string; country?: string } }) {
  const messages = await getMessages({ locale })
  const families = Object.entries(JOB_FAMILIES).map(([value, names]) => ({ value, label: names[locale] }))
  const countries = Object.entries(COUNTRIES).map(([value, names]) => ({ value, label: names[locale] }))
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16">
      <ReportRequestForm text={messages.Salary.report} families={families} countries={countries} chosen={chosen} />
    </div>
  )
}
