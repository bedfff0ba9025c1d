import { createEvent } from 'ics'

export type IcsInterview = {
  uid: string
  sequence: number
  cancelled: boolean
  startsAt: string
  durationMinutes: number
  title: string
  description: string
  location?: string | null
  url?: string | null
  /** A file the candidate imports ("Add to calendar"): METHOD:PUBLISH, no organiser or RSVP. */
  publish?: boolean
  organizer?: { name: string; email: string }
  attendee?: { name: string; email: string }
}

/**
 * The calendar file sent with an interview email (RFC 5545, through the `ics` package). The start is written in
 * UTC (`DTSTART:…Z`), which every calendar converts to its reader's zone; the email's text says the time in the
 * interview's own zone. A change keeps the UID and raises SEQUENCE (METHOD:REQUEST), a cancellation is
 * METHOD:CANCEL with STATUS:CANCELLED, so calendars update the event they already have instead of adding one.
 */
export function interviewIcs(interview: IcsInterview): string {
  const { error, value } = createEvent({
    uid: interview.uid,
    sequence: interview.sequence,
    method: interview.publish ? 'PUBLISH' : interview.cancelled ? 'CANCEL' : 'REQUEST',
    status: interview.cancelled ? 'CANCELLED' : 'CONFIRMED',
    productId: 'nukhba-talent/recruiting',
    start: new Date(interview.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: interview.durationMinutes },
    title: interview.title,
    description: interview.description,
    ...(interview.location ? { location: interview.location } : {}),
    ...(interview.url ? { url: interview.url } : {}),
    ...(interview.organizer && !interview.publish ? { organizer: interview.organizer } : {}),
    ...(interview.attendee && !interview.publish
      ? { attendees: [{ ...interview.attendee, rsvp: true, partstat: 'NEEDS-ACTION' as const, role: 'REQ-PARTICIPANT' as const }] }
      : {}),
  })
  if (error || !value) throw error ?? new Error('Could not write the calendar file')
  return value
}

/** The calendar file for an interview as stored (its video link is the event's URL), with what this email says. */
export function interviewCalendar(
  interview: Pick<IcsInterview, 'uid' | 'sequence' | 'startsAt' | 'durationMinutes' | 'location'> & { videoLink?: string | null },
  event: Omit<IcsInterview, 'uid' | 'sequence' | 'startsAt' | 'durationMinutes' | 'location' | 'url'>,
): string {
  const { uid, sequence, startsAt, durationMinutes, location, videoLink } = interview
  return interviewIcs({ uid, sequence, startsAt, durationMinutes, location, url: videoLink, ...event })
}
