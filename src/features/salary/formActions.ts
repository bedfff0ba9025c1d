'use server'

import { redirect } from 'next/navigation'

import { publicPost } from '@/lib/forms/clients'
import { textFields } from '@/lib/forms/formState'

import { LEVEL_KEYS } from './constants'
import { familyFromText, isCity, isCountry } from './explore'

/**
 * The explorer's form (issue 33), posted with or without scripts: never a field in a URL. The choice becomes a
 * path (`/salaries/{family}/{country}[/{city}]`), which is shareable and indexable, and the level a fragment that
 * scrolls to its row. A job the explorer does not know, or no country, goes to `/salaries/no-match`.
 */
export const exploreSalaries = publicPost(async (formData, { locale }) => {
  const values = textFields(formData, ['job', 'level', 'country', 'city'] as const)
  const family = familyFromText(values.job)
  const country = values.country
  if (!family || !isCountry(country)) redirect(`/${locale}/salaries/no-match`)
  const city = isCity(country, values.city) ? `/${values.city}` : ''
  const level = (LEVEL_KEYS as string[]).includes(values.level) ? `#level-${values.level}` : ''
  redirect(`/${locale}/salaries/${family}/${country}${city}${level}`)
})
