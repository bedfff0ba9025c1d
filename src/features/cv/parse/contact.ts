import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max'

import { asciiDigits } from '@/lib/arabic'

import { fold, words } from './words'

/** Email, phone numbers and the candidate's name, as a CV usually gives them at its top. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/

export function findEmail(lines: readonly string[]): string | null {
  for (const line of lines) {
    const match = line.match(EMAIL)
    if (match) return match[0].toLowerCase()
  }
  return null
}

/**
 * Phone numbers in international form (E.164), in the order the CV gives them, each once. Numbers written without
 * a country code are read as numbers of `country` (the CV's city's, else Saudi Arabia's); libphonenumber's full
 * metadata keeps only numbers that can exist (not years, dates or ID numbers).
 */
export function findPhones(lines: readonly string[], country: CountryCode): string[] {
  const found: string[] = []
  for (const line of lines) {
    for (const { number } of findPhoneNumbersInText(asciiDigits(line), { defaultCountry: country })) {
      if (number.isValid() && !found.includes(number.number)) found.push(number.number)
    }
  }
  return found
}

/** The countries a CV's numbers were written with (`+971 …`), most frequent first. */
export function phoneCountries(lines: readonly string[]): CountryCode[] {
  const counts = new Map<CountryCode, number>()
  for (const line of lines) {
    for (const { number } of findPhoneNumbersInText(asciiDigits(line))) {
      if (number.country) counts.set(number.country, (counts.get(number.country) ?? 0) + 1)
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([country]) => country)
}

const NAME_LABEL = /^\s*(?:full\s*name|name|الاسم(?:\s*الكامل)?|الإسم(?:\s*الكامل)?)\s*[:：-]\s*(.+)$/i
const TITLE_PREFIX = /^(?:curriculum\s+vitae|resume|résumé|cv)\s*(?:of|[:–—-])\s*|^(?:السيرة\s+الذاتية|سيرة\s+ذاتية)\s*(?:ل|لـ|[:–—-])\s*/i
const HONORIFIC = /^(?:(?:dr|eng|mr|mrs|ms|miss|prof)\.?\s+|(?:م|د|أ)\.\s*|(?:المهندس|المهندسة|الدكتور|الدكتورة|الأستاذ|الأستاذة)\s+)/i

/** Words that head a CV's sections or name a job, never a person. */
const NOT_A_NAME = new Set(
  [
    'curriculum vitae resume cv profile summary contact personal information details objective experience education skills',
    'references languages certifications career professional page address phone mobile email nationality',
    'engineer manager developer accountant specialist officer analyst consultant nurse teacher designer assistant',
    'coordinator supervisor director technician executive representative administrator architect pharmacist doctor',
    'senior junior lead head chief intern trainee marketing sales finance human resources software',
    'السيره الذاتيه سيره ذاتيه الملخص ملخص نبذه معلومات بيانات شخصيه الهدف الوظيفي الخبرات الخبره التعليم المهارات',
    'مهندس مهندسه مدير مديره محاسب محاسبه اخصائي اخصائيه مطور مطوره مصمم مصممه ممرض ممرضه معلم معلمه مستشار مستشاره',
    // مساعد and مشرف are also given names.
    'منسق منسقه مشرفه فني فنيه مندوب مساعده محلل محلله موظف موظفه رئيس قسم اول اولى اداره العنوان الجوال',
  ]
    .join(' ')
    .split(' '),
)

const NAME_WORD = /^[\p{L}][\p{L}'’.-]*$/u

/**
 * The small words of Gulf and Arabic names (folded): "bin", "bint", "ibn" (son or daughter of), "Al" (family), "Abd"
 * (servant of, as in Abd al-Rahman), "Abu" (father of). A full lineage, "عبد الرحمن بن عبد العزيز بن محمد بن عبد الله
 * آل الشيخ الحارثي", is thirteen words of which six are names.
 */
const NAME_PARTICLES = new Set(['بن', 'بنت', 'ابن', 'ال', 'عبد', 'ابو', 'bin', 'bint', 'ibn', 'al', 'el', 'abu', 'abd', 'abdul', 'bu'])
const isParticle = (word: string | undefined) => word !== undefined && NAME_PARTICLES.has(fold(word))

/**
 * A line that reads as a person's name: two to fourteen words of letters of which at most six are names (the rest
 * name particles), no section or job words, not a place.
 */
function asName(raw: string, isPlace: (line: string) => boolean): string | null {
  const line = raw.replace(TITLE_PREFIX, '').replace(HONORIFIC, '').replace(/\s+/g, ' ').trim()
  if (line.length < 3 || line.length > 90 || /[\d@|/\\:•·]/.test(line)) return null
  const parts = line.split(' ')
  const names = parts.filter((part) => !isParticle(part)).length
  if (parts.length < 2 || parts.length > 14 || names < 1 || names > 6 || !parts.every((part) => NAME_WORD.test(part))) return null
  if (parts.length > 5 && names === parts.length) return null
  if (words(line).some((word) => NOT_A_NAME.has(word)) || isPlace(line)) return null
  return line
}

/**
 * The candidate's name: a labelled line ("Name: …", "الاسم: …") if there is one, else the first line among the
 * CV's first few that reads as a name, preferring one that shares a word with the email's local part.
 */
export function findName(lines: readonly string[], email: string | null, isPlace: (line: string) => boolean = () => false): string | null {
  for (const line of lines.slice(0, 30)) {
    const labelled = line.match(NAME_LABEL)?.[1]
    const name = labelled ? asName(labelled, isPlace) : null
    if (name) return name
  }
  // A long name wraps onto a second line in a PDF's heading: a line that ends with a name particle ("… بن"), or a
  // long line (five words or more, the only kind that wraps) whose next line starts with one ("آل الشيخ الحارثي"),
  // is the same heading, joined back.
  const head: string[] = []
  const top = lines.slice(0, 8)
  for (let i = 0; i < top.length; i++) {
    const line = top[i]!
    const next = top[i + 1]
    const own = line.trim().split(/\s+/)
    const wrapped = next !== undefined && (isParticle(own.at(-1)) || (own.length >= 5 && isParticle(next.trim().split(/\s+/)[0])))
    const joined = wrapped ? asName(`${line} ${next}`, isPlace) : null
    if (joined) {
      head.push(joined)
      i++
      continue
    }
    const name = asName(line, isPlace)
    if (name) head.push(name)
  }
  const local = email
    ? fold(email.split('@')[0]!)
        .split(/[^a-z]+/)
        .filter((part) => part.length >= 3)
    : []
  const echoed = head.find((name) => words(name).some((word) => local.some((part) => word.includes(part) || part.includes(word))))
  return echoed ?? head[0] ?? null
}
