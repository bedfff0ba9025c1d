import { foldLetters } from '@/lib/arabic'

/**
 * Words of a CV, folded so that spellings meet: Arabic without diacritics or tatweel, hamza forms on their seat,
 * ة → ه and ى → ي; Arabic-Indic digits as ASCII; Latin lower case without accents. Unlike the job search's
 * normalisation (lib/arabic.ts), `+`, `#` and inner dots stay, so C++, C# and Node.js are words of their own.
 */
export const fold = foldLetters

/** The words of a text, folded. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean)
}

const ARABIC = /^[\u0600-\u06FF]+$/

/**
 * The forms a folded Arabic word may stand for once its attached particles are taken off: "والقياده" (and the
 * leadership) is also "القياده" and "قياده"; "بالمحاسبه" is "المحاسبه" and "محاسبه". The word itself comes first.
 */
export function stems(word: string): string[] {
  if (!ARABIC.test(word)) return [word]
  const forms = new Set([word])
  const add = (form: string) => {
    if (form.length >= 2) forms.add(form)
  }
  for (const form of [...forms]) {
    if (/^[وف]/.test(form) && form.length > 3) add(form.slice(1))
  }
  for (const form of [...forms]) {
    if (/^[بلك]ال/.test(form)) add(form.slice(1))
    if (/^لل/.test(form) && form.length > 4) add(`ال${form.slice(2)}`)
  }
  for (const form of [...forms]) if (form.startsWith('ال') && form.length > 4) add(form.slice(2))
  return [...forms]
}
