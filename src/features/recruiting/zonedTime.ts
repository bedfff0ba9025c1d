import { TZDate } from '@date-fns/tz'

/** The instant a wall-clock date and time in a time zone stand for (10:00 in Asia/Dubai → 06:00Z); null for a bad date or time. */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  const [y, m, d] = date.split('-').map(Number)
  const [h, min] = time.split(':').map(Number)
  if (![y, m, d, h, min].every((n) => Number.isInteger(n))) return null
  return new Date(new TZDate(y!, m! - 1, d!, h!, min!, timeZone).getTime()).toISOString()
}
