import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { interviewIcs } from './ics'
import { renderTemplate, unknownPlaceholders, validateTemplate } from './templates'
import { zonedInstant } from './zonedTime'

describe('email templates', () => {
  it('fill the placeholders and name the ones that cannot be filled', () => {
    const email = renderTemplate(
      { subject: 'Interview: {jobTitle}', body: 'Dear {candidateName},\n\nWhen: {interviewTime}' },
      { jobTitle: 'مهندس موقع', candidateName: 'أمل', interviewTime: '10:30' },
    )
    expect(email).toEqual({ subject: 'Interview: مهندس موقع', body: 'Dear أمل,\n\nWhen: 10:30' })
    expect(unknownPlaceholders('Hi {candidateName} {candidate_name} {job}')).toEqual(['candidate_name', 'job'])
    expect(validateTemplate('Hi {candidateName}')).toBe(true)
    expect(validateTemplate('Hi {name}')).toMatch(/^Unknown placeholder \{name\}/)
  })
})

describe('interview calendar files', () => {
  const base = {
    uid: 'abc@example.com',
    startsAt: '2026-12-01T07:30:00.000Z',
    durationMinutes: 45,
    title: 'Interview: Site Engineer',
    description: 'Line one\nLine two, with a comma',
    location: 'Head office, Riyadh',
    url: 'https://meet.example.com/x',
    organizer: { name: 'Nukhba Talent', email: 'no-reply@nukhba.example' },
    attendee: { name: 'أمل الحربي', email: 'amal@example.com' },
  }

  it('read back in a calendar parser: UID, SEQUENCE, the start in UTC, the duration, the attendee', () => {
    const calendar = new ICAL.Component(ICAL.parse(interviewIcs({ ...base, sequence: 0, cancelled: false })))
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect([event.uid, event.sequence, event.location]).toEqual(['abc@example.com', 0, 'Head office, Riyadh'])
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T07:30:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T08:15:00.000Z')
    expect(event.description).toBe('Line one\nLine two, with a comma')
    expect(String(event.attendees[0]!.getFirstValue())).toBe('mailto:amal@example.com')
  })

  it('cancel under the same UID with a higher SEQUENCE', () => {
    const calendar = new ICAL.Component(ICAL.parse(interviewIcs({ ...base, sequence: 2, cancelled: true })))
    const vevent = calendar.getFirstSubcomponent('vevent')!
    expect([calendar.getFirstPropertyValue('method'), vevent.getFirstPropertyValue('status'), new ICAL.Event(vevent).sequence]).toEqual([
      'CANCEL',
      'CANCELLED',
      2,
    ])
  })

  it('turn a wall-clock time in a zone into the instant (10:30 in Riyadh and Dubai, 09:00 in London in summer)', () => {
    expect(zonedInstant('2026-12-01', '10:30', 'Asia/Riyadh')).toBe('2026-12-01T07:30:00.000Z')
    expect(zonedInstant('2026-12-01', '10:30', 'Asia/Dubai')).toBe('2026-12-01T06:30:00.000Z')
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z')
    expect(zonedInstant('', '09:00', 'UTC')).toBeNull()
  })
})
