/**
 * Words of a CV, folded so that spellings meet: Arabic without diacritics or tatweel, hamza forms on their seat,
 * ة → ه and ى → ي; Arabic-Indic digits as ASCII; Latin lower case without accents. Unlike the job search's
 * normalisation (lib/arabic.ts), `+`, `#` and inner dots stay, so C++, C# and Node.js are words of their own.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
}

/** Arabic-Indic and Persian digits as ASCII digits, everything else as it was. */
export const asciiDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))

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
