import 'server-only'

import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { CandidateCv } from '@/payload-types'

import { parseCv, type CvLists } from './parse'
import { PLACES, type Place } from './places'
import { readLater, type ReadState } from './read'
import { proposalsFrom, type CurrentProfile, type Proposals } from './proposals'

/**
 * What the review page needs (app/…/profile/cv): the signed-in candidate's profile and what their CV on file
 * proposes for it. The CV's lines are those read after its upload (read.ts), never the file read again here: a CV
 * not read yet says so (`reading`), and one stored before reading moved off the upload is queued for it now.
 */
type CvLines = { lines: string[] } | { reading: true } | null

async function cvLines(cv: CandidateCv): Promise<CvLines> {
  const payload = await getPayloadClient()
  // The owner's own CV (cvReview read it as them); its text is a staff field, read here on their behalf.
  const row = (await payload.findByID({ collection: 'candidate-cvs', id: cv.id, depth: 0, overrideAccess: true, disableErrors: true })) as
    (CandidateCv & { readState?: ReadState | null }) | null
  if (!row) return null
  if (!row.readState) {
    await readLater(payload, row.id)
    return { reading: true }
  }
  if (row.readState === 'pending') return { reading: true }
  if (row.readState === 'unreadable' || !row.extractedText) return null
  return { lines: row.extractedText.split('\n') }
}

/** The staff's skills list and the places CVs are read against: the built-in cities and the job locations. */
async function lists(): Promise<CvLists> {
  const payload = await getPayloadClient()
  const [skills, locations] = await Promise.all([
    payload.find({ collection: 'skills', locale: 'all', depth: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'locations', locale: 'all', depth: 0, pagination: false, overrideAccess: true }),
  ])
  const localized = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, string | undefined>) : { en: String(value ?? '') }
  const known = new Set(PLACES.map((place) => place.city.en.toLowerCase()))
  const staffPlaces: Place[] = locations.docs
    .map((doc) => ({ city: localized(doc.city), country: doc.country }))
    .filter(({ city }) => city.en && !known.has(city.en.toLowerCase()))
    .map(({ city, country }) => ({ city: { en: city.en!, ar: city.ar ?? city.en! }, country }))
  return {
    skills: skills.docs.map((doc) => {
      const name = localized(doc.name)
      return {
        id: doc.id,
        en: name.en ?? '',
        ar: name.ar ?? name.en ?? '',
        aliases: (doc.aliases ?? '')
          .split('\n')
          .map((alias) => alias.trim())
          .filter(Boolean),
      }
    }),
    places: [...PLACES, ...staffPlaces],
  }
}

export type CvReview = {
  cv: { name: string } | null
  current: CurrentProfile
  proposals: Proposals | null
  unreadable: boolean
  /** The CV's text is being read (read.ts): its proposals come in a moment. */
  reading: boolean
}

export async function cvReview(me: CurrentCandidate, locale: Locale): Promise<CvReview> {
  const payload = await getPayloadClient()
  const candidate = await payload.findByID({ collection: 'candidates', id: me.id, depth: 1, overrideAccess: false, user: me })
  const current: CurrentProfile = {
    email: candidate.email,
    fullName: candidate.fullName ?? '',
    phoneNumber_1: candidate.phoneNumber_1 ?? '',
    phoneNumber_2: candidate.phoneNumber_2 ?? '',
    city: candidate.city ?? '',
    state: candidate.state ?? '',
    skills: candidate.skills ?? '',
    experienceYears: candidate.experienceYears === null || candidate.experienceYears === undefined ? '' : String(candidate.experienceYears),
  }
  const cv = typeof candidate.cv === 'object' ? (candidate.cv as CandidateCv | null) : null
  if (!cv) return { cv: null, current, proposals: null, unreadable: false, reading: false }
  const name = { name: cv.originalName ?? '' }
  const read = await cvLines(cv)
  if (read && 'reading' in read) return { cv: name, current, proposals: null, unreadable: false, reading: true }
  if (!read) return { cv: name, current, proposals: null, unreadable: true, reading: false }
  const findings = parseCv(read.lines, await lists())
  return { cv: name, current, proposals: proposalsFrom(findings, current, locale), unreadable: false, reading: false }
}
