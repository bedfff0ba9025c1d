import type { CountryCode } from 'libphonenumber-js'

import { placeNames, type Place } from '../places'
import { findEmail, findName, findPhones, phoneCountries } from './contact'
import { findYears } from './experience'
import { PhraseIndex } from './phrases'
import { fold, words } from './words'

/**
 * What a CV says about its author, read from its lines (extract.ts): name, email, phone numbers (E.164), city,
 * skills (from the staff's list) and years of experience. Each is what the CV most likely means, or nothing: the
 * candidate sees every value before it goes on the profile (features/cv/proposals.ts).
 */
export type SkillEntry = { id: number | string; en: string; ar: string; aliases: readonly string[] }

export type CvFindings = {
  fullName: string | null
  email: string | null
  phones: string[]
  city: Place | null
  skills: SkillEntry[]
  yearsOfExperience: number | null
}

export type CvLists = { skills: readonly SkillEntry[]; places: readonly Place[] }

const EMAIL_OR_PHONE = /@|\+?\d[\d\s-]{7,}\d|[\u0660-\u0669]{7,}/
const CITY_LABEL =
  /^\s*(?:address|location|city|based in|residence|current location|العنوان|المدينة|مكان الإقامة|الإقامة|السكن|مقيم في|مقيمة في)\s*[:：-]?/i

/**
 * Where the candidate lives: a city on a labelled line (Address, Location, العنوان, المدينة…), else one next to
 * their contact details (within two lines of their email or phone) or in the CV's first lines. Cities named further
 * down are employers' and schools'.
 */
function findCity(lines: readonly string[], places: PhraseIndex<Place>, contact: number[]): Place | null {
  const found = places.find(lines)
  const labelled = found.find((f) => CITY_LABEL.test(fold(lines[f.line]!)))
  if (labelled) return labelled.entry
  const nearContact = found.find((f) => contact.some((line) => Math.abs(line - f.line) <= 2))
  return nearContact?.entry ?? found.find((f) => f.line < 8)?.entry ?? null
}

/** A label alone on its line (a table's first column, a two-column form): its value is the next line. */
const LABEL_ONLY =
  /^(?:full\s*name|name|address|(?:current\s+)?location|city|mobile|phone|contact(?:\s+no\.?)?|e-?mail|الاسم(?:\s+الكامل)?|العنوان|المدينة|مكان الإقامة|الجوال|رقم الجوال|الهاتف|البريد(?:\s+ال[إا]لكتروني)?)\s*[:：]?$/i

function joinLabels(lines: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const label = lines[i]!.trim()
    if (LABEL_ONLY.test(label) && i + 1 < lines.length && !LABEL_ONLY.test(lines[i + 1]!.trim())) {
      out.push(`${label.replace(/\s*[:：]$/, '')}: ${lines[i + 1]!.trim()}`)
      i++
    } else out.push(lines[i]!)
  }
  return out
}

export function parseCv(rawLines: readonly string[], lists: CvLists, { today = new Date() }: { today?: Date } = {}): CvFindings {
  const lines = joinLabels(rawLines)
  const places = new PhraseIndex(lists.places.map((place) => ({ entry: place, names: placeNames(place) })))
  const skillIndex = new PhraseIndex(lists.skills.map((skill) => ({ entry: skill, names: [skill.en, skill.ar, ...skill.aliases] })))
  const email = findEmail(lines)
  const contact = lines.flatMap((line, i) => (EMAIL_OR_PHONE.test(line) ? [i] : []))
  const city = findCity(lines, places, contact)
  const country: CountryCode = (city?.country as CountryCode | undefined) ?? phoneCountries(lines)[0] ?? 'SA'
  const skills: SkillEntry[] = []
  for (const { entry } of skillIndex.find(lines)) if (!skills.includes(entry)) skills.push(entry)
  return {
    fullName: findName(lines, email, (line) => places.find([line]).some((f) => f.length === words(line).length)),
    email,
    phones: findPhones(lines, country),
    city,
    skills,
    yearsOfExperience: findYears(lines, today),
  }
}
