import { APPLICATION_STATUSES, type ApplicationStatus } from '@/features/applications/schema'
import { PEOPLE_TIME_ZONES } from '@/lib/timeZones'

/** The board's columns, in pipeline order (rejected last). */
export const PIPELINE: readonly ApplicationStatus[] = APPLICATION_STATUSES

/** Statuses after which an application has left the first review. */
export const STAGES = ['reviewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected'] as const
export type Stage = (typeof STAGES)[number]
/** The forward path the funnel measures (submitted is the application's creation). */
export const FUNNEL_PATH = ['submitted', 'reviewed', 'shortlisted', 'interview', 'offered', 'hired'] as const

/** Templates staff edit: one per status, and the interview messages. */
export const INTERVIEW_TEMPLATE_KEYS = ['interview-invitation', 'interview-updated', 'interview-cancelled'] as const
export const TEMPLATE_KEYS = [...APPLICATION_STATUSES, ...INTERVIEW_TEMPLATE_KEYS] as const
export type TemplateKey = (typeof TEMPLATE_KEYS)[number]

/** Placeholders a template may use, filled per candidate in the language they applied in. */
export const PLACEHOLDERS = [
  'candidateName',
  'jobTitle',
  'jobReference',
  'status',
  'interviewTime',
  'interviewPlace',
  'agencyName',
] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]

export const ACTIVITY_KINDS = ['note', 'status', 'email', 'interview', 'rating', 'tags'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

export const RATING_MAX = 5
export const TAG_MAX_LENGTH = 40
export const TAGS_MAX = 12

/** Time zones offered for interviews: the Gulf first, then where candidates and interviewers often are. */
export const INTERVIEW_TIME_ZONES = [...PEOPLE_TIME_ZONES, 'Europe/Paris', 'America/New_York', 'UTC'] as const
export type InterviewTimeZone = (typeof INTERVIEW_TIME_ZONES)[number]
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120] as const

/** Most rows one CSV export writes; a larger list asks for a narrower filter. */
export const EXPORT_MAX_ROWS = 5000
/** Most applications one board move changes. */
export const MOVE_MAX = 100
/** Days after which a submitted application counts as waiting for its first review. */
export const FIRST_REVIEW_DAYS = 3

/** Applications per page of the recruiters' candidate search. */
export const SEARCH_PAGE_SIZE = 25
