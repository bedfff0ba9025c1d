import type { Locale } from '@/i18n/locales'

import type { CvFindings } from './parse'
import { fold } from './parse/words'

/**
 * What a CV proposes for the profile, field by field, next to what the profile holds now (the review page, spec'd by
 * issue 20: the candidate accepts or edits each, and nothing is saved otherwise). A proposal is shown only where it
 * differs; the profile's required fields that are still empty and that the CV did not fill are asked for too, as
 * the profile saves only complete (spec §5).
 */
export const PROPOSAL_FIELDS = ['fullName', 'phoneNumber_1', 'phoneNumber_2', 'city', 'state', 'skills', 'experienceYears'] as const
export type ProposalField = (typeof PROPOSAL_FIELDS)[number]

/** The profile fields saving needs (features/accounts/schema.ts, APPLY_REQUIRED less the CV). */
const REQUIRED: readonly ProposalField[] = ['fullName', 'phoneNumber_1', 'city', 'state', 'skills']

export type CurrentProfile = Record<ProposalField, string> & { email: string }

export type Proposal = {
  field: ProposalField
  current: string
  /** The CV's value, or '' for a required field the CV did not give (`needed`). */
  proposed: string
  needed: boolean
}

export type Proposals = {
  rows: Proposal[]
  /** The email the CV gives, when it is not the sign-in email (which only the agency changes). */
  otherEmail: string | null
  /** Whether the CV gave anything at all. */
  found: boolean
}

const same = (a: string, b: string) => fold(a).replace(/\s+/g, ' ').trim() === fold(b).replace(/\s+/g, ' ').trim()

/** "VIKRAM NAIR" → "Vikram Nair": a name in capitals is proposed as names are written. */
function nameCase(name: string): string {
  if (name !== name.toUpperCase() || name === name.toLowerCase()) return name
  return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
}

/** The skills the CV adds to those the profile lists, in the page's language, after them. */
function mergedSkills(findings: CvFindings, current: string, locale: Locale): string {
  const listed = fold(current)
  const added = findings.skills
    .filter((skill) => ![skill.en, skill.ar, ...skill.aliases].some((name) => name && listed.includes(fold(name))))
    .map((skill) => (locale === 'ar' ? skill.ar : skill.en))
  if (!added.length) return current
  const separator = locale === 'ar' ? '، ' : ', '
  return current.trim() ? `${current.trim()}${separator}${added.join(separator)}` : added.join(separator)
}

export function proposalsFrom(findings: CvFindings, current: CurrentProfile, locale: Locale): Proposals {
  const offered: Partial<Record<ProposalField, string>> = {
    fullName: findings.fullName ? nameCase(findings.fullName) : undefined,
    phoneNumber_1: findings.phones[0],
    phoneNumber_2: findings.phones[1],
    city: findings.city ? findings.city.city[locale] : undefined,
    skills: findings.skills.length ? mergedSkills(findings, current.skills, locale) : undefined,
    experienceYears: findings.yearsOfExperience === null ? undefined : String(findings.yearsOfExperience),
  }
  const onProfile = [current.phoneNumber_1, current.phoneNumber_2].filter(Boolean)
  const rows: Proposal[] = []
  for (const field of PROPOSAL_FIELDS) {
    const proposed = offered[field]
    const elsewhere = field.startsWith('phoneNumber') && proposed && onProfile.includes(proposed)
    if (proposed && !same(proposed, current[field]) && !elsewhere) rows.push({ field, current: current[field], proposed, needed: false })
    else if (!current[field].trim() && REQUIRED.includes(field)) rows.push({ field, current: '', proposed: '', needed: true })
  }
  const otherEmail = findings.email && findings.email.toLowerCase() !== current.email.toLowerCase() ? findings.email : null
  const found = Boolean(
    findings.fullName ||
    findings.email ||
    findings.phones.length ||
    findings.city ||
    findings.skills.length ||
    findings.yearsOfExperience !== null,
  )
  return { rows, otherEmail, found }
}

/**
 * The proposals ticked when the review form opens: those for a field the profile leaves empty (nothing there to
 * lose). One that would replace a value waits for the candidate's tick (issue 28, item 4).
 */
export function initiallyTicked(rows: readonly Proposal[]): ProposalField[] {
  return rows.filter((row) => !row.needed && row.proposed && !row.current.trim()).map((row) => row.field)
}
