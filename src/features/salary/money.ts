import { CURRENCIES, type Currency } from './constants'

/**
 * Money is integer minor units of its currency (halalas, fils, baisa): 2 decimals for SAR, AED and QAR, 3 for
 * KWD, BHD and OMR. Amounts are read from text without ever passing through a float, and rounded for display by
 * integer arithmetic.
 */
export const minorDigits = (currency: Currency): number => CURRENCIES[currency]

/**
 * An amount as written in a survey file ("12500", "12,500.50", "1 250.125") as minor units, or null when it is
 * not a non-negative amount with at most the currency's decimals. Thousands separators (comma, space, Arabic
 * thousands separator) are allowed; Arabic-Indic digits are read as digits.
 */
export function parseAmount(text: string, currency: Currency): number | null {
  const digits = minorDigits(currency)
  const normal = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[,\u066c\s]/g, '')
  if (normal === '') return 0
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(normal)
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > digits) return null
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
  return Number.isSafeInteger(minor) ? minor : null
}

/** Minor units as a plain decimal string with the currency's decimals ("12500.50"): the inverse of parseAmount. */
export function minorToDecimal(minor: number, currency: Currency): string {
  const digits = minorDigits(currency)
  const scale = 10 ** digits
  const major = Math.floor(minor / scale)
  const rest = minor - major * scale
  return digits ? `${major}.${String(rest).padStart(digits, '0')}` : String(major)
}

/**
 * Rounded to `figures` significant figures of its major units (never below one major unit), in minor units:
 * 1,843,750 halalas (18,437.50 SAR) → 1,840,000 (18,400 SAR). Integer arithmetic, half away from zero.
 */
export function roundSignificant(minor: number, currency: Currency, figures: number): number {
  if (minor <= 0) return 0
  const scale = 10 ** minorDigits(currency)
  const major = minor / scale
  const magnitude = Math.max(0, Math.floor(Math.log10(major)) + 1 - figures)
  const step = 10 ** magnitude * scale
  return Math.round(minor / step) * step
}
