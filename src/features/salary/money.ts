import { parseAmount as parseMinor } from '@/lib/money'

import { CURRENCIES, type Currency } from './constants'

/**
 * Money is integer minor units of its currency (halalas, fils, baisa): 2 decimals for SAR, AED and QAR, 3 for
 * KWD, BHD and OMR. Amounts are read from text without ever passing through a float (lib/money.ts), and rounded for
 * display by integer arithmetic.
 */
export const minorDigits = (currency: Currency): number => CURRENCIES[currency]

/**
 * An amount as written in a survey file ("12500", "12,500.50", "1 250.125", Arabic-Indic digits) as minor units, or
 * null when it is not an amount in the currency (lib/money.ts). An empty cell is 0.
 */
export const parseAmount = (text: string, currency: Currency): number | null => (text.trim() === '' ? 0 : parseMinor(text, currency))

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
