import type { Payload, PayloadRequest } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'

/**
 * The language of an email to staff: the one the staff member chose for emails (`users.emailLanguage`), English when
 * they chose none. Every email the site sends to staff (new applications, clients' decisions and vacancies, candidate
 * ownership, guarantees) is written in it.
 */
export const staffLocale = (user: { emailLanguage?: string | null } | null | undefined): Locale => toLocale(user?.emailLanguage)

/**
 * The language of an email to an address rather than an account (a job's recruiter email, the agency's inbox): the
 * chosen language of the staff member with that address, English when no staff member has it.
 */
export async function staffLocaleOfAddress(payload: Payload, email: string | null | undefined, req?: PayloadRequest): Promise<Locale> {
  const address = typeof email === 'string' ? email.trim().toLowerCase() : ''
  if (!address) return 'en'
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: address } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { emailLanguage: true },
    ...(req ? { req } : {}),
  })
  return staffLocale(docs[0] as { emailLanguage?: string | null } | undefined)
}
