import { callClient, formClient, postClient } from '@/lib/forms/clients'

import { actionCandidate } from '@/features/accounts/current'

import { currentContact } from './current'

/**
 * The client contact's action clients (lib/forms/clients.ts), authenticated the one way, `currentContact` (the
 * portal session cookie, checked by Payload): a visitor is refused (`sessionExpired`) or, for the post client, the
 * work decides (it redirects to the sign-in page).
 */
export const contactForm = formClient(currentContact)
export const contactPost = postClient(currentContact)
export const contactCall = callClient(currentContact)

/** A signed-in candidate's one-click answers (the /profile notice of consent to be represented). */
export const candidatePost = postClient(actionCandidate)
