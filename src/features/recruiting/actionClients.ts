import { postClient } from '@/lib/forms/clients'

import { actionCandidate } from '@/features/accounts/current'

/** The signed-in candidate's one-click answers to an interview (My applications): plain forms that redirect. */
export const candidatePost = postClient(actionCandidate)
