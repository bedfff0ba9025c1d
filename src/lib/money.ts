import { asciiDigits } from './arabic'

/**
 * Money is integer minor units of its currency (halalas, fils, baisa, cents), never a float once read. This is the
 * one place that knows how many minor units a currency has and how a typed amount becomes them; the slices that
 * take amounts (matching, the salary survey, placements, the client portal) keep only their own rules around it.
 * Safe in the browser. Property tests: money.test.ts.
 */

const digitsOf = new Map<string, number>()

/** A currency's minor digits, from ISO 4217 through Intl: SAR, AED, QAR, USD 2; KWD, BHD, OMR 3; 2 for an unknown code. */
export function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency)
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    } catch {
      digits = 2
    }
    if (digitsOf.size < 64) digitsOf.set(currency, digits)
  }
  return digits
}

/** Thousands separators a person may type: the comma, the Arabic thousands separator (٬) and any space. */
const GROUPING = /[,\u066C\s]/g

/**
 * A decimal amount as a person or a file writes it ("12500", "12,500.50", "1 250.125", "١٢٬٥٠٠٫٥٠") in minor units,
 * exactly: Arabic-Indic digits read as digits, `٫` as the decimal point, thousands separators dropped, and the
 * digits joined as text and read by BigInt. Null when it is not a non-negative amount of at most 13 whole digits
 * and the currency's decimals, or when it is beyond what a number holds exactly.
 */
export function parseAmount(text: string, currency: string): number | null {
  const plain = asciiDigits(text.trim())
    .replace(/\u066B/g, '.')
    .replace(GROUPING, '')
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(plain)
  if (!match) return null
  const digits = minorDigits(currency)
  const fraction = match[2] ?? ''
  if (fraction.length > digits) return null
  const minor = BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0')
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor)
}

/** Minor units as a plain decimal with all the currency's decimals ("12500.50" SAR, "1250.500" KWD): parseAmount reads it back. */
export function toDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError('amount must be a non-negative integer of minor units')
  const digits = minorDigits(currency)
  const text = String(minor).padStart(digits + 1, '0')
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text
}

/** A major amount given as a number (a job's salary band, demo figures) in minor units, rounded once to the nearest. */
export const toMinor = (major: number, currency: string): number => Math.round(major * 10 ** minorDigits(currency))

/** Minor units in whole major units, rounded half up (for a job's salary band and for figures shown without decimals). */
export const toWholeMajor = (minor: number, currency: string): number => Math.round(minor / 10 ** minorDigits(currency))
