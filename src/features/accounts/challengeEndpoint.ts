import type { Endpoint } from 'payload'

import { isChallengePurpose, newChallenge } from '@/lib/proofOfWork'

/**
 * `GET /api/candidates/challenge?purpose=signUp|signIn`: a fresh proof-of-work challenge (lib/proofOfWork.ts) for
 * the sign-up or sign-in form's widget, or for an API client that was asked for one. Nothing is stored: the
 * challenge is signed, expires by itself and is remembered only once it has been redeemed.
 */
export const challengeEndpoint: Endpoint = {
  path: '/challenge',
  method: 'get',
  handler: async (req) => {
    const purpose = new URL(req.url ?? '/', 'http://localhost').searchParams.get('purpose')
    if (!isChallengePurpose(purpose)) return Response.json({ error: 'purpose must be signUp or signIn' }, { status: 400 })
    return Response.json(await newChallenge(purpose), { headers: { 'Cache-Control': 'no-store' } })
  },
}
