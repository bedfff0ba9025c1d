import 'server-only'

import { createLocalReq } from 'payload'

import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { readStoredFile } from '@/lib/storage'
import type { CandidateCv } from '@/payload-types'

import { extractCvLines } from './extract'
import { parseCv, type CvLists } from './parse'
import { PLACES, type Place } from './places'
import { proposalsFrom, type CurrentProfile, type Proposals } from './proposals'

/**
 * What the review page needs (app/…/profile/cv): the signed-in candidate's profile and what their CV on file
 * proposes for it. Read as the candidate; the file through the storage layer (disk or the bucket). A CV's lines
 * are kept for the last few CVs read, so drawing the page again does not read the file again.
 */
const LINES_KEPT = 32
const linesByCv = new Map<string, string[]>()

async function cvLines(cv: CandidateCv, me: CurrentCandidate): Promise<string[] | null> {
  const key = `${cv.id}:${cv.filename}`
  const kept = linesByCv.get(key)
  if (kept) return kept
  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: me as never }, payload)
  const stored = cv.filename ? await readStoredFile(req, 'candidate-cvs', cv as never, cv.filename) : null
  if (!stored) return null
  const lines = await extractCvLines(new Uint8Array(await new Response(stored.body).arrayBuffer()), cv.mimeType ?? '').catch(
    (error: unknown) => {
      payload.logger.warn({ err: error }, 'Could not read the text of a CV')
      return null
    },
  )
  if (!lines) return null
  linesByCv.set(key, lines)
  if (linesByCv.size > LINES_KEPT) linesByCv.delete(linesByCv.keys().next().value!)
  return lines
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

export type CvReview = { cv: { name: string } | null; current: CurrentProfile; proposals: Proposals | null; unreadable: boolean }

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
  if (!cv) return { cv: null, current, proposals: null, unreadable: false }
  const lines = await cvLines(cv, me)
  if (!lines) return { cv: { name: cv.originalName ?? '' }, current, proposals: null, unreadable: true }
  const findings = parseCv(lines, await lists())
  return { cv: { name: cv.originalName ?? '' }, current, proposals: proposalsFrom(findings, current, locale), unreadable: false }
}
