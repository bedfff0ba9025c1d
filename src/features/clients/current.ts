import 'server-only'

import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { isClientContact } from '@/access/clientContacts'
import { getPayloadClient } from '@/lib/payload'
import type { ClientContact } from '@/payload-types'

import { CLIENT_SESSION_COOKIE } from './constants'
import { portalReturnPath } from './schema'
import { contactFromToken } from './strategy'

export type CurrentContact = ClientContact & { collection: 'client-contacts'; _sid?: string }

/**
 * The signed-in client contact of this request, from the portal cookie, checked by Payload (signature, expiry, live
 * session) and by the contact's status. Staff and candidate cookies play no part.
 */
export async function currentContact(): Promise<CurrentContact | null> {
  const token = (await cookies()).get(CLIENT_SESSION_COOKIE)?.value
  if (!token) return null
  const { user } = await contactFromToken(await getPayloadClient(), token)
  return isClientContact(user) ? (user as unknown as CurrentContact) : null
}

/** For the portal's pages: the contact, or the sign-in page, which brings them back to `back` once signed in. */
export async function requireContact(locale: string, back?: string): Promise<CurrentContact> {
  const contact = await currentContact()
  const next = portalReturnPath(back)
  if (!contact) redirect(`/${locale}/clients/sign-in${next ? `?next=${encodeURIComponent(next)}` : ''}`)
  return contact
}

/** A number from a path segment, or the 404 every unknown or foreign id gets. */
export function idParam(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) notFound()
  return Number(value)
}
