import { firstErrorKeys } from '@/lib/forms/errors'

import { profileSchema, normalizePhone, type AccountErrorKey, type Profile, type ProfileInput } from './schema'

export type ProfileValidation = { ok: true; data: Profile } | { ok: false; errors: Partial<Record<keyof ProfileInput, AccountErrorKey>> }

/**
 * The profile rules (spec §5) for every path that changes a profile: the
 * profile page, GraphQL updateMe and REST. Phones come back in
 * international form.
 */
export async function validateProfile(input: Record<string, unknown>): Promise<ProfileValidation> {
  const clean = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value),
    ]),
  )
  const parsed = profileSchema.safeParse(clean)
  const errors: Partial<Record<keyof ProfileInput, AccountErrorKey>> = parsed.success ? {} : firstErrorKeys(parsed.error)
  const phones: Partial<Profile> = {}
  for (const key of ['phoneNumber_1', 'phoneNumber_2'] as const) {
    const value = String(clean[key] ?? '').trim()
    if (errors[key] || value === '') continue
    const normalized = await normalizePhone(value)
    if (normalized) phones[key] = normalized
    else errors[key] = 'phoneInvalid'
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, data: { ...parsed.data, ...phones } }
}

export const PROFILE_FIELDS = [
  'fullName',
  'phoneNumber_1',
  'phoneNumber_2',
  'skills',
  'experienceYears',
  'city',
  'state',
  'address',
  'linkedin',
] as const

/** A profile value as the database keeps it: empty is null, years of experience a number. */
export function storedValue(key: string, value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null
  return key === 'experienceYears' ? Number(value) : value
}
