import { BASIS_POINTS } from './money'

/** A percentage as typed ("20", "17.5", "33.33", "١٥") as integer basis points; null unless 0 to 100 with at most 2 decimals. */
export function parsePercent(text: string): number | null {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066B/, '.')
    .replace(/\s*[%٪]$/, '')
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(latin)
  if (!match) return null
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return value <= BASIS_POINTS ? value : null
}

/** Basis points as a percentage without trailing zeros ("17.5"). */
export const percentText = (basisPoints: number): string =>
  `${Math.trunc(basisPoints / 100)}${
    basisPoints % 100
      ? `.${String(basisPoints % 100)
          .padStart(2, '0')
          .replace(/0$/, '')}`
      : ''
  }`
