/** The agency's time zone: a job is open through the whole of its closing day there. */
export const AGENCY_TIME_ZONE = 'Asia/Riyadh'
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000 // no daylight saving

/** The instant today began in Riyadh, as an ISO string (a job closing before it has closed). */
export function startOfAgencyDay(now: Date = new Date()): string {
  const local = new Date(now.getTime() + RIYADH_OFFSET_MS)
  local.setUTCHours(0, 0, 0, 0)
  return new Date(local.getTime() - RIYADH_OFFSET_MS).toISOString()
}

/** Whether a job with this closing date is past it. */
export function isPastClosing(closingDate: string | null | undefined, now: Date = new Date()): boolean {
  return Boolean(closingDate) && closingDate! < startOfAgencyDay(now)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The instant the agency's week began (Sunday, as the Gulf's working week starts), as an ISO string. */
export function startOfAgencyWeek(now: Date = new Date()): string {
  const dayStart = new Date(startOfAgencyDay(now))
  const weekday = new Date(now.getTime() + RIYADH_OFFSET_MS).getUTCDay() // 0 = Sunday, in Riyadh
  return new Date(dayStart.getTime() - weekday * DAY_MS).toISOString()
}

/** `days` whole days after an ISO instant. */
export const addDays = (iso: string, days: number): string => new Date(new Date(iso).getTime() + days * DAY_MS).toISOString()
/**
 * The first and the last instant of an agency calendar day (YYYY-MM-DD, Riyadh), as ISO strings: what ranges an
 * instant, such as when a row was made, by the agency's days. A report for 26 November counts what was made from
 * midnight in Riyadh (21:00 the day before in UTC), not from midnight in UTC.
 */
export const agencyDayStart = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) - RIYADH_OFFSET_MS).toISOString()
export const agencyDayEnd = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS - RIYADH_OFFSET_MS - 1).toISOString()
/** The agency's calendar day (YYYY-MM-DD, Riyadh) that an instant falls on. */
export function agencyDay(instant: string | Date): string {
  return new Date(new Date(instant).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * The last second a job with this closing date is open, in Riyadh time: the end of the agency day the closing
 * date falls on (the access rule keeps it public until the next agency day starts). What JobPosting's
 * `validThrough` says, so search engines drop the job exactly when the site does.
 */
export function closesAt(closingDate: string | Date): string {
  return `${agencyDay(closingDate)}T23:59:59+03:00`
}
