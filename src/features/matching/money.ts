import { minorDigits } from '@/lib/money'

/** Money as whole minor units (halalas, fils, baisa): the kit's `lib/money.ts` reads typed amounts and knows the digits. */
export { minorDigits, parseAmount, toMinor } from '@/lib/money'

/** Minor units as the plain major amount a form shows back ("12500.5" → "12500.50"), no grouping. */
export function formatAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency)
  const whole = BigInt(minor) / 10n ** BigInt(digits)
  const rest = BigInt(minor) % 10n ** BigInt(digits)
  return digits && rest ? `${whole}.${rest.toString().padStart(digits, '0')}` : String(whole)
}
