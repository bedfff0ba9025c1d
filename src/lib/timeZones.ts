/**
 * The time zones people are offered (for quiet hours, for an interview): the Gulf first, then where candidates and
 * interviewers often are. A slice adds what only it needs after these.
 */
export const PEOPLE_TIME_ZONES = [
  'Asia/Riyadh',
  'Asia/Dubai',
  'Asia/Qatar',
  'Asia/Kuwait',
  'Asia/Bahrain',
  'Asia/Muscat',
  'Africa/Cairo',
  'Asia/Amman',
  'Asia/Beirut',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Manila',
  'Europe/London',
] as const
