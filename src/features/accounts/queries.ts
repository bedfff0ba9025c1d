import 'server-only'

import { getPayloadClient } from '@/lib/payload'
import type { CandidateCv, CandidatePicture } from '@/payload-types'

import type { CurrentCandidate } from './current'
import { APPLY_REQUIRED, missingForApply, type ProfileInput } from './schema'

/**
 * What the profile page shows of the signed-in candidate, read as the candidate (the same access rules as every
 * other path): the details as the form's initial values, the picture and CV, and what is still missing to apply.
 */
export async function myProfile(me: CurrentCandidate) {
  const payload = await getPayloadClient()
  const candidate = await payload.findByID({ collection: 'candidates', id: me.id, depth: 1, overrideAccess: false, user: me })
  const cv = typeof candidate.cv === 'object' ? (candidate.cv as CandidateCv | null) : null
  const picture = typeof candidate.profilePic === 'object' ? (candidate.profilePic as CandidatePicture | null) : null
  const missing = missingForApply({ ...candidate, cv: cv?.id ?? null })
  const details: Required<ProfileInput> = {
    fullName: candidate.fullName ?? '',
    phoneNumber_1: candidate.phoneNumber_1 ?? '',
    phoneNumber_2: candidate.phoneNumber_2 ?? '',
    skills: candidate.skills ?? '',
    experienceYears: candidate.experienceYears === null || candidate.experienceYears === undefined ? '' : String(candidate.experienceYears),
    city: candidate.city ?? '',
    state: candidate.state ?? '',
    address: candidate.address ?? '',
    linkedin: candidate.linkedin ?? '',
  }
  return {
    email: candidate.email,
    fullName: candidate.fullName,
    details,
    cv,
    picture,
    missing,
    done: APPLY_REQUIRED.length - missing.length,
    total: APPLY_REQUIRED.length,
    /** The provider they signed up with, when they have no password of their own yet. */
    provider: (candidate.identities ?? []).map((i) => (i.provider === 'google' ? 'Google' : 'LinkedIn'))[0],
  }
}

export type MyProfile = Awaited<ReturnType<typeof myProfile>>
