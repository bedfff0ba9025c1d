import { actionClient, callClient, formClient, postClient, signedInCallClient } from '@/lib/forms/clients'

import { actionCandidate } from './current'

/**
 * The signed-in candidate's action clients (lib/forms/clients.ts), authenticated the one way, `actionCandidate`
 * (the session, renewed from the sign-in cookie when it lapsed); a visitor is refused with `sessionExpired` unless
 * the action names another answer. Here, not in `lib`, because `lib` does not read a slice.
 *
 * `visitorCall` does not refuse: the user is null for a visitor and the action answers them.
 */
export const candidateAction = actionClient(actionCandidate)
export const candidateForm = formClient(actionCandidate)
export const candidateCall = signedInCallClient(actionCandidate)
export const visitorCall = callClient(actionCandidate)
/** One-click buttons that redirect whatever happens (a visitor is sent to sign in by the action). */
export const candidatePost = postClient(actionCandidate)
