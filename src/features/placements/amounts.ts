/**
 * The amounts other slices' forms take and show (the board's offer): the GCC currencies and their decimals, the
 * parse of a typed amount into integer minor units (no floating point) and its text in major units ("25,000.00").
 * Safe in the browser.
 */
export { CURRENCY_CODES, type Currency, formatAmountInput, isCurrency, minorUnits, parseAmount } from './money'
