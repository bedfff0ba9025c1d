import { fold } from './words'

/**
 * Years of work experience: what the CV says outright ("8 years of experience", "خبرة 8 سنوات", "خمس سنوات من
 * الخبرة"), else the length of the periods listed under its experience (2015 – 2019, 03/2019 – Present,
 * 2016 – حتى الآن), overlaps counted once and education left out. Lines arrive folded (words.ts): hamza on its
 * seat, ة → ه, digits in ASCII.
 */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  سنه: 1,
  سنتان: 2,
  سنتين: 2,
  ثلاث: 3,
  اربع: 4,
  خمس: 5,
  ست: 6,
  سبع: 7,
  ثماني: 8,
  ثمان: 8,
  تسع: 9,
  عشر: 10,
  ثلاثه: 3,
  اربعه: 4,
  خمسه: 5,
  سته: 6,
  سبعه: 7,
  ثمانيه: 8,
  تسعه: 9,
  عشره: 10,
}
const NUMBER = `(?<![\\p{L}\\d])(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`
const YEARS_EN = `(?:years?|yrs?)['’]?`
const YEARS_AR = '(?:سنوات|سنه|سنين|اعوام|عاما|عام)'

const STATED = [
  new RegExp(`${NUMBER}\\s*\\+?\\s*${YEARS_EN}\\s+(?:of\\s+)?(?:[a-z-]+\\s+){0,3}?experience`, 'iu'),
  new RegExp(
    `experience\\s*[:：-]?\\s*(?:of\\s+)?(?:over\\s+|more\\s+than\\s+|nearly\\s+|about\\s+)?${NUMBER}\\s*\\+?\\s*${YEARS_EN}`,
    'iu',
  ),
  new RegExp(`خبر[ةه]\\s*[:：-]?\\s*(?:\\S+\\s+){0,3}?${NUMBER}\\s*\\+?\\s*${YEARS_AR}`, 'u'),
  new RegExp(`${NUMBER}\\s*\\+?\\s*${YEARS_AR}\\s+(?:من\\s+)?(?:ال)?خبر[ةه]`, 'u'),
  // "سنتان من الخبرة", "خبرة سنتين": the dual names the number.
  new RegExp(`(سنتان|سنتين)\\s+(?:من\\s+)?(?:ال)?خبر[ةه]`, 'u'),
  new RegExp(`خبر[ةه]\\s+(?:\\S+\\s+){0,3}?(سنتان|سنتين)(?!\\p{L})`, 'u'),
]

const valueOf = (token: string) => (/^\d+$/.test(token) ? Number(token) : (NUMBER_WORDS[token] ?? NaN))

export function statedYears(lines: readonly string[]): number | null {
  let best: number | null = null
  for (const line of lines) {
    for (const pattern of STATED) {
      const value = valueOf(line.match(pattern)?.[1] ?? '')
      if (value > 0 && value <= 60) best = Math.max(best ?? 0, value)
    }
  }
  return best
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  يناير: 1,
  فبراير: 2,
  مارس: 3,
  ابريل: 4,
  مايو: 5,
  يونيو: 6,
  يوليو: 7,
  اغسطس: 8,
  سبتمبر: 9,
  اكتوبر: 10,
  نوفمبر: 11,
  ديسمبر: 12,
}
const MONTH_NAME = `(${Object.keys(MONTHS).join('|')})[a-z]*\\.?`
const DATE = new RegExp(`(?:${MONTH_NAME}\\s*,?\\s*|(?<!\\d)(\\d{1,2})\\s*[/.-]\\s*)?(?<!\\d)((?:19|20)\\d{2})(?!\\d)`, 'gi')
const PRESENT =
  /(?<!\p{L})(?:present|current(?:ly)?|now|to\s+date|till\s+date|today|حتى\s+الان|الي\s+الان|للان|الان|حاليا|حتى\s+تاريخه|الحاضر)(?!\p{L})/iu
/** A phone number (nine digits or more), which may hold what looks like a year. */
const PHONE = /\+?\d[\d\s()-]{7,}\d/g

const EDUCATION_HEAD =
  /^(?:education|academic|qualifications?|certifications?|courses|training|التعليم|المؤهلات|المؤهل العلمي|الشهادات|الدورات|التدريب)(?!\p{L})/u
const WORK_HEAD =
  /^(?:(?:work|professional|employment|career)\s+(?:experience|history)|experience|employment|work history|الخبرات|الخبره|الخبرات العمليه|الخبره العمليه|الخبره المهنيه|الخبرات المهنيه|السجل الوظيفي)(?!\p{L})/u
const OTHER_HEAD =
  /^(?:skills|languages|references|interests|projects|summary|profile|المهارات|اللغات|المراجع|الهوايات|المشاريع|الملخص|نبذه)(?!\p{L})/u
const EDUCATION_WORDS =
  /university|college|bachelor|master|diploma|degree|school|phd|b\.?sc|m\.?sc|mba|جامعه|كليه|بكالوريوس|ماجستير|دبلوم|دكتوراه|ثانويه|مدرسه/

/** A period as month counts (year × 12 + month), `to` exclusive. */
type Period = { from: number; to: number }
type DateFound = { year: number; month: number | null }

function datesOn(line: string): DateFound[] {
  const text = line.replace(PHONE, (run) => (run.replace(/\D/g, '').length >= 9 ? ' ' : run))
  return [...text.matchAll(DATE)].map((match) => {
    const named = match[1] ? (MONTHS[match[1].toLowerCase()] ?? MONTHS[match[1].toLowerCase().slice(0, 3)]) : undefined
    const month = named ?? (match[2] ? Number(match[2]) : null)
    return { year: Number(match[3]), month: month && month >= 1 && month <= 12 ? month : null }
  })
}

/**
 * The period a line gives: two dates (in either order, as right-to-left text may put them), or one with "present".
 * "2016 – 2019" is three years; "Mar 2016 – Jun 2019" counts both months.
 */
function periodOn(line: string, today: Date): Period | null {
  const dates = datesOn(line)
  const now = today.getFullYear() * 12 + today.getMonth() + 1
  const key = (d: DateFound) => d.year * 12 + (d.month ?? 1)
  if (dates.length >= 2) {
    const sorted = [...dates].sort((a, b) => key(a) - key(b))
    const start = sorted[0]!
    const end = sorted[sorted.length - 1]!
    const from = start.year * 12 + (start.month ?? 1) - 1
    const to = Math.min(now, end.month ? end.year * 12 + end.month : end.year * 12)
    return to > from ? { from, to } : null
  }
  if (dates.length === 1 && PRESENT.test(line)) {
    const from = dates[0]!.year * 12 + (dates[0]!.month ?? 1) - 1
    return now > from ? { from, to: now } : null
  }
  return null
}

/** Months covered by the periods, each month once. */
function coveredMonths(periods: Period[]): number {
  const sorted = [...periods].sort((a, b) => a.from - b.from)
  let total = 0
  let end = -Infinity
  for (const { from, to } of sorted) {
    const start = Math.max(from, end)
    if (to > start) total += to - start
    end = Math.max(end, to)
  }
  return total
}

export function periodYears(lines: readonly string[], today: Date): number | null {
  let section: 'work' | 'education' | 'other' | null = null
  let headings = false
  const work: Period[] = []
  const loose: Period[] = []
  for (const line of lines) {
    const head = line.replace(/[:：]\s*$/, '').trim()
    if (head.length < 40 && EDUCATION_HEAD.test(head)) [section, headings] = ['education', true]
    else if (head.length < 40 && WORK_HEAD.test(head)) [section, headings] = ['work', true]
    else if (head.length < 40 && OTHER_HEAD.test(head)) [section, headings] = ['other', true]
    const period = periodOn(line, today)
    if (!period) continue
    if (section === 'work') work.push(period)
    else if (section === null && !EDUCATION_WORDS.test(line)) loose.push(period)
  }
  const months = coveredMonths(headings && work.length ? work : loose)
  return months >= 6 ? Math.max(1, Math.floor(months / 12)) : null
}

export function findYears(rawLines: readonly string[], today: Date): number | null {
  const lines = rawLines.map(fold)
  return statedYears(lines) ?? periodYears(lines, today)
}
