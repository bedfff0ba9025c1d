import type { BlindField } from './constants'

/**
 * What a blind CV leaves out (issue 30), from a CV's text: pure, so the redaction test and the renderer's worker run
 * the same code. Which fields go is the client's choice (`blindFields`); the candidate's own name, email and phone
 * numbers are also removed wherever they appear, whatever the CV's layout made of them.
 */
export type BlindFacts = { names: string[]; emails: string[]; phones: string[] }

const MASK = '▇▇▇'
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g
const westernDigits = (s: string) => s.replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g
const URL = /\b(?:https?:\/\/|www\.)\S+|\b(?:linkedin|github)\.com\/\S*/gi
/** A run of digits (Western or Arabic-Indic) with spaces, dots, dashes, brackets or a plus: 7 digits or more is a phone. */
const DIGIT_RUN = /\+?[(]?[0-9\u0660-\u0669\u06F0-\u06F9][0-9\u0660-\u0669\u06F0-\u06F9 ().\u00A0-]{5,}[0-9\u0660-\u0669\u06F0-\u06F9]/g

const LABELS: Record<Exclude<BlindField, 'name' | 'email' | 'phones' | 'photo' | 'links'>, RegExp> = {
  nationality: /(nationality|citizenship|الجنسي[ةه]|الجنسي)/i,
  dateOfBirth: /(date of birth|\bd\.?o\.?b\b|\bborn\b|birth ?date|تاريخ الميلاد|مواليد|الميلاد)/i,
  address: /(\baddress\b|العنوان)/i,
}

/** Demonyms a nationality line holds, in both languages (removed where they stand as a value). */
const DEMONYMS = [
  'Saudi',
  'Emirati',
  'Kuwaiti',
  'Qatari',
  'Omani',
  'Bahraini',
  'Yemeni',
  'Jordanian',
  'Egyptian',
  'Lebanese',
  'Syrian',
  'Palestinian',
  'Iraqi',
  'Sudanese',
  'Moroccan',
  'Tunisian',
  'Algerian',
  'Pakistani',
  'Indian',
  'Bangladeshi',
  'Filipino',
  'Filipina',
  'Nepali',
  'Sri Lankan',
  'British',
  'American',
  'Canadian',
  'French',
  'German',
  'Turkish',
  'Iranian',
  'سعودي',
  'سعودية',
  'إماراتي',
  'إماراتية',
  'كويتي',
  'كويتية',
  'قطري',
  'قطرية',
  'عماني',
  'عمانية',
  'بحريني',
  'بحرينية',
  'يمني',
  'يمنية',
  'أردني',
  'أردنية',
  'مصري',
  'مصرية',
  'لبناني',
  'لبنانية',
  'سوري',
  'سورية',
  'فلسطيني',
  'فلسطينية',
  'عراقي',
  'عراقية',
  'سوداني',
  'سودانية',
  'مغربي',
  'مغربية',
  'تونسي',
  'تونسية',
  'جزائري',
  'جزائرية',
  'باكستاني',
  'باكستانية',
  'هندي',
  'هندية',
  'بنغلاديشي',
  'فلبيني',
  'فلبينية',
  'بريطاني',
  'بريطانية',
  'أمريكي',
  'أمريكية',
]
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A demonym standing alone as a value ("Pakistani", "سعودية"), not the start of a country's or company's name. */
const DEMONYM = new RegExp(
  `(^|[\\s:：|،,])(${DEMONYMS.map(escape).join('|')})(?=$|[\\s.,،|])(?!\\s+(?:Arabia|Aramco|العربية|أرامكو))`,
  'gi',
)

function tokensOf(names: string[]): string[] {
  const tokens = new Set<string>()
  for (const name of names) {
    for (const token of name.split(/[\s,.'’-]+/)) if (token.length >= 2) tokens.add(token)
  }
  return [...tokens].sort((a, b) => b.length - a.length)
}

/** The CV's lines with what the client should not see taken out. */
export function redactCv(text: string, facts: BlindFacts, hidden: readonly BlindField[]): string[] {
  const hide = new Set(hidden)
  const lines = text.split(/\r?\n/)
  const out: string[] = []
  const names = hide.has('name') ? tokensOf(facts.names) : []
  const nameRe = names.length ? new RegExp(`(?<![\\p{L}\\p{N}])(${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null
  const phoneDigits = facts.phones.map((p) => westernDigits(p).replace(/\D/g, '')).filter((p) => p.length >= 7)
  let skipNext = false
  for (const original of lines) {
    let line = original
    if (skipNext) {
      skipNext = false
      // The value under a label on its own line (a table's next cell).
      if (line.trim() && line.trim().split(/\s+/).length <= 4) continue
    }
    let dropped = false
    for (const [field, label] of Object.entries(LABELS) as [keyof typeof LABELS, RegExp][]) {
      if (!hide.has(field) || !label.test(line)) continue
      const rest = line.replace(label, '').replace(/[\s:：|-]+/g, '')
      // A label alone ("Nationality:") takes the next short line with it; a short line with its value goes whole;
      // in a long line, the label and the few words after it go.
      if (!rest) skipNext = true
      if (line.length <= 80) dropped = true
      else
        line = line.replace(
          new RegExp(`${label.source}[\\s:：]*(?:[0-9\u0660-\u0669/.-]+(?:\\s+[0-9\u0660-\u0669/.-]+)*|(?:\\S+\\s*){1,3})`, 'giu'),
          `${MASK} `,
        )
    }
    if (dropped) continue
    if (hide.has('email')) {
      line = line.replace(EMAIL, MASK)
      for (const email of facts.emails) if (email) line = line.replace(new RegExp(escape(email), 'gi'), MASK)
    }
    if (hide.has('phones')) {
      line = line.replace(DIGIT_RUN, (run) => {
        const digits = westernDigits(run).replace(/\D/g, '')
        if (digits.length >= 9 || phoneDigits.some((p) => p.endsWith(digits.slice(-7)) && digits.length >= 7)) return MASK
        return run
      })
    }
    if (hide.has('links')) line = line.replace(URL, MASK)
    if (nameRe) line = line.replace(nameRe, MASK)
    if (hide.has('nationality')) line = line.replace(DEMONYM, (_m, lead: string) => `${lead}${MASK}`)
    out.push(line)
  }
  // Lines that were only what was taken out say nothing.
  return out.filter((line) => line.replace(new RegExp(MASK, 'g'), '').replace(/[\s|:،,.-]/g, '') !== '' || !line.includes(MASK))
}
