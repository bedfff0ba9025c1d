import { asciiDigits } from '@/lib/arabic'

/**
 * Money as whole minor units (halalas, fils, baisa): a currency's minor digits come from Intl (SAR 2, KWD 3), so
 * amounts never pass through floating point once stored. Tested by property tests (money.test.ts).
 */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** A major amount (a job's salary band, typed by staff) in minor units. */
export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** minorDigits(currency))

/**
 * What a candidate typed ("12000", "12,500.50", "١٢٠٠٠") as minor units, or null when it is not an amount.
 * Thousands separators (`,` `٬` and spaces) are dropped; `.` or `٫` is the decimal point, with at most the
 * currency's minor digits.
 */
export function parseAmount(text: string, currency: string): number | null {
  const plain = asciiDigits(text.trim())
    .replace(/[,\u066C\s\u00A0]/g, '')
    .replace('\u066B', '.')
  const digits = minorDigits(currency)
  const match = new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${digits}}))?$`).exec(plain)
  if (!match) return null
  const minor = BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt((match[2] ?? '').padEnd(digits, '0') || '0')
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null
}

/** Minor units as the plain major amount a form shows back ("12500.5" → "12500.50"), no grouping. */
export function formatAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency)
  const whole = BigInt(minor) / 10n ** BigInt(digits)
  const rest = BigInt(minor) % 10n ** BigInt(digits)
  return digits && rest ? `${whole}.${rest.toString().padStart(digits, '0')}` : String(whole)
}
