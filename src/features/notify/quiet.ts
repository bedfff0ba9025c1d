import { DEFAULT_QUIET_HOURS, DEFAULT_TIME_ZONE, NOTIFY_TIME_ZONES, type Channel, type NotifyTimeZone } from './constants'

/**
 * Quiet hours and days in a person's time zone (pure: the sender and its tests use it). Times are whole hours of
 * the local clock; the zone's offset is read from Intl at the instant asked, so a zone with summer time is right on
 * both sides of its change.
 */
export type QuietHours = { timeZone: NotifyTimeZone; from: number; to: number }

export function quietHoursOf(
  settings: { timeZone?: string | null; quietFrom?: number | null; quietTo?: number | null } | null | undefined,
): QuietHours {
  const zone = (NOTIFY_TIME_ZONES as readonly string[]).includes(settings?.timeZone ?? '')
    ? (settings!.timeZone as NotifyTimeZone)
    : DEFAULT_TIME_ZONE
  const hour = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 23 ? value : fallback
  return { timeZone: zone, from: hour(settings?.quietFrom, DEFAULT_QUIET_HOURS.from), to: hour(settings?.quietTo, DEFAULT_QUIET_HOURS.to) }
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The local calendar date and hour of an instant in a zone. */
export function localParts(at: Date, timeZone: string) {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone)
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000
}

/** The instant a local date and hour happen in a zone (day may overflow: Date.UTC normalises it). */
export function zonedTime(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour)
  let at = wall - offsetAt(new Date(wall), timeZone)
  const again = offsetAt(new Date(at), timeZone)
  if (wall - again !== at) at = wall - again
  return new Date(at)
}

export function inQuietHours(at: Date, quiet: QuietHours): boolean {
  if (quiet.from === quiet.to) return false
  const { hour } = localParts(at, quiet.timeZone)
  return quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to
}

/** When the quiet hours around `at` end (`at` itself when it is not in them). */
export function quietEnd(at: Date, quiet: QuietHours): Date {
  if (!inQuietHours(at, quiet)) return at
  const p = localParts(at, quiet.timeZone)
  const today = zonedTime(p.year, p.month, p.day, quiet.to, quiet.timeZone)
  return today.getTime() > at.getTime() ? today : zonedTime(p.year, p.month, p.day + 1, quiet.to, quiet.timeZone)
}

/** The local day around `at`: its start and the next day's start. */
export function localDay(at: Date, timeZone: string): { start: Date; next: Date } {
  const p = localParts(at, timeZone)
  return { start: zonedTime(p.year, p.month, p.day, 0, timeZone), next: zonedTime(p.year, p.month, p.day + 1, 0, timeZone) }
}

/** Whether quiet hours hold a channel: WhatsApp and push wait; email is never held. */
export const heldByQuietHours = (channel: Channel) => channel !== 'email'

/** The first moment from `at` on when a channel may carry a message (the end of quiet hours, if in them). */
export function openFrom(at: Date, channel: Channel, quiet: QuietHours): Date {
  return heldByQuietHours(channel) ? quietEnd(at, quiet) : at
}
