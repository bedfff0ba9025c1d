/**
 * What a spreadsheet may read as the start of a formula (OWASP, CSV injection): `=`, `+`, `-`, `@`, a tab, a carriage
 * return or a line feed, `|` (DDE), their full-width and small forms (`＝＋－＠`, `﹦﹢﹣﹫`), which some spreadsheets fold into
 * the ASCII ones, each also after leading white space or invisible characters, which spreadsheets skip (issue 26,
 * finding 7f: `" =HYPERLINK(…)"` and `"＝1+1"` went out unchanged).
 */
const FORMULA_START =
  /^[\s\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]*[=+\-@\t\r\n|\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]/

/** A cell a spreadsheet would run as a formula is written as text, behind a leading apostrophe (OWASP CSV injection). */
export const safeCell = (value: unknown): string | number => {
  if (typeof value === 'number') return value
  const text = String(value ?? '')
  return FORMULA_START.test(text) ? `'${text}` : text
}
