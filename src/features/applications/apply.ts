import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { CurrentCandidate } from '@/features/accounts/current'
import { missingForApply } from '@/features/accounts/schema'
import { hasConsent } from '@/features/consent'
import { keepConsentText } from '@/features/consent/queries'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import { applyBlock, blockNotice } from '@/features/matching'

import { findExisting } from './rules'
import { statusLabel } from './statusLabel'

export type Existing = { id: number; status: string; createdAt: string }

/** What the Apply panel shows (spec §4 outcomes, in order), with its sentences written in the reader's language. */
export type ApplyState =
  | { state: 'signedOut' }
  | { state: 'closed' }
  | { state: 'applied'; existing: Existing; notice: string }
  /** The job takes only those who meet its criteria (features/matching): why not, and where to say more. */
  | { state: 'ineligible'; notice: string; fill: { href: string; text: string } | null }
  | { state: 'profileIncomplete'; missing: string[]; notice: string }
  | { state: 'cvRequired' }
  | {
      state: 'ready'
      prefill: { fullName: string; phoneNumber: string; city: string; state: string; skills: string }
      cv: { id: number; name: string; label: string }
      /**
       * The consent-to-keep box (features/consent), on the candidate's first application when they have not given
       * it (issue 29): the sentence with the term, and the privacy page's link. Unticked; null: not asked.
       */
      keep: { label: string; href: string; link: string } | null
    }

/** "You applied for this job on {date}. Status: {status}." for an existing application. */
export async function appliedNotice(existing: Existing, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Applications' })
  return t('alreadyApplied', { date: formatDate(existing.createdAt, locale), status: statusLabel(locale, existing.status) })
}

/** "Missing: Phone number, City and Skills" for the profile fields still empty. */
export async function missingNotice(missing: string[], locale: Locale): Promise<string> {
  const [t, fields] = await Promise.all([
    getTranslations({ locale, namespace: 'Applications' }),
    getTranslations({ locale, namespace: 'Profile.field' }),
  ])
  const names = missing.map((key) => (fields.has(key as never) ? fields(key as never) : key))
  return t('missingFields', { fields: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) })
}

/** What the Apply panel should show to this candidate (or visitor) for this job. */
export async function applyStateFor(candidate: CurrentCandidate | null, jobId: number, locale: Locale): Promise<ApplyState> {
  if (!candidate) return { state: 'signedOut' }
  const payload = await getPayloadClient()
  const job = Number.isInteger(jobId)
    ? await payload.findByID({ collection: 'jobs', id: jobId, depth: 0, overrideAccess: false, user: candidate, disableErrors: true })
    : null
  if (!job) return { state: 'closed' }
  const existing = await findExisting(payload, jobId, candidate.id)
  if (existing) return { state: 'applied', existing, notice: await appliedNotice(existing, locale) }
  const block = await applyBlock(payload, candidate.id, jobId)
  if (block) return { state: 'ineligible', ...blockNotice(block, locale, `/${locale}/jobs/${job.slug ?? jobId}`) }
  const me = await payload.findByID({ collection: 'candidates', id: candidate.id, depth: 1, overrideAccess: false, user: candidate })
  const missing = missingForApply({ ...me, cv: me.cv ? 1 : null }).filter((key) => key !== 'cv')
  if (missing.length) return { state: 'profileIncomplete', missing, notice: await missingNotice(missing, locale) }
  const cv = me.cv && typeof me.cv === 'object' ? me.cv : null
  if (!cv) return { state: 'cvRequired' }
  const name = cv.originalName ?? cv.filename ?? ''
  const [t, keep] = await Promise.all([getTranslations({ locale, namespace: 'Applications' }), askKeep(candidate.id, locale)])
  return {
    state: 'ready',
    keep,
    prefill: {
      fullName: me.fullName,
      phoneNumber: me.phoneNumber_1 ?? '',
      city: me.city ?? '',
      state: me.state ?? '',
      skills: me.skills ?? '',
    },
    cv: { id: cv.id, name, label: t('useProfileCv', { name }) },
  }
}

/** The consent-to-keep box for a candidate's first application, unless they already gave it. */
async function askKeep(candidateId: number, locale: Locale) {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'applications',
    where: { candidate: { equals: candidateId } },
    overrideAccess: true,
  })
  if (totalDocs > 0 || (await hasConsent(payload, { candidate: candidateId, purpose: 'keep' }))) return null
  return keepConsentText(locale)
}
