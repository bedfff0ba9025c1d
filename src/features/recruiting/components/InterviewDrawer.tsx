'use client'

import { Drawer, SelectInput, TextInput } from '@payloadcms/ui'
import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from 'react'

import type { PreviewEmail } from '../moves'
import { boardApi } from './boardApi'

import type { BoardCard } from '../board'
import type { RecruitingT } from '../translator'
import { zonedInstant } from '../zonedTime'
import styles from './Board.module.css'
import { ChoiceSelect, DrawerActions } from './DrawerParts'

export const INTERVIEW_DRAWER = 'recruiting-interview'

export type InterviewInput = {
  application: number
  startsAt: string
  startsAt_tz: string
  durationMinutes: number
  location?: string
  videoLink?: string
  interviewers: number[]
}

type Props = {
  t: RecruitingT
  card: BoardCard | null
  timeZones: string[]
  durations: number[]
  staff: { id: number; name: string }[]
  me: number
  busy: boolean
  onSubmit: (input: InterviewInput) => void
  onCancel: () => void
}

/** Schedule an interview from a card: date, time and time zone, duration, place or video link, interviewers. */
export function InterviewDrawer({ t, card, timeZones, durations, staff, me, busy, onSubmit, onCancel }: Props) {
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const [timeZone, setTimeZone] = useState(timeZones[0] ?? 'Asia/Riyadh')
  const [duration, setDuration] = useState(String(durations.includes(60) ? 60 : durations[0]))
  const [location, setLocation] = useState('')
  const [videoLink, setVideoLink] = useState('')
  const [interviewers, setInterviewers] = useState<string[]>([String(me)])
  const [error, setError] = useState<string | null>(null)
  const [preview, setPreview] = useState<PreviewEmail>(null)

  // The invitation as the candidate will read it, once there is a time and a place (asked again as they change).
  const startsAt = date && time ? zonedInstant(date, time, timeZone) : null
  const place = location.trim() || videoLink.trim()
  useEffect(() => {
    if (!card || !startsAt || !place) return
    let live = true
    const timer = setTimeout(() => {
      boardApi
        .previewInterview({
          application: card.id,
          startsAt,
          startsAt_tz: timeZone,
          location: location.trim() || undefined,
          videoLink: videoLink.trim() || undefined,
        })
        .then((answer) => live && setPreview(answer.email))
        .catch(() => live && setPreview(null))
    }, 300)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [card, startsAt, timeZone, place, location, videoLink])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!card) return
    const startsAt = date && time ? zonedInstant(date, time, timeZone) : null
    if (!startsAt) return setError(t('interview.needTime'))
    if (!location.trim() && !videoLink.trim()) return setError(t('interview.needPlace'))
    if (videoLink.trim() && !/^https:\/\/\S+$/.test(videoLink.trim())) return setError(t('interview.badLink'))
    setError(null)
    onSubmit({
      application: card.id,
      startsAt,
      startsAt_tz: timeZone,
      durationMinutes: Number(duration),
      location: location.trim() || undefined,
      videoLink: videoLink.trim() || undefined,
      interviewers: interviewers.map(Number),
    })
  }

  return (
    <Drawer slug={INTERVIEW_DRAWER} title={card ? t('interview.title', { name: card.fullName }) : ''}>
      {card && (
        <form className={styles.form} method="post" onSubmit={submit} noValidate data-testid="interview-form">
          <div className={styles.row}>
            <NativeField label={t('interview.date')} type="date" name="date" value={date} onValue={setDate} />
            <NativeField label={t('interview.time')} type="time" name="time" step={900} value={time} onValue={setTime} />
          </div>
          <div className={styles.row}>
            <ChoiceSelect
              name="timeZone"
              label={t('interview.timeZone')}
              value={timeZone}
              options={timeZones.map((zone) => ({ label: zone.replace('_', ' '), value: zone }))}
              onChange={setTimeZone}
            />
            <ChoiceSelect
              name="duration"
              label={t('interview.duration')}
              value={duration}
              options={durations.map((minutes) => ({ label: t('interview.minutes', { count: minutes }), value: String(minutes) }))}
              onChange={setDuration}
            />
          </div>
          <TextInput
            path="location"
            label={t('interview.location')}
            placeholder={t('interview.locationHint')}
            value={location}
            onChange={(e: { target: { value: string } }) => setLocation(e.target.value)}
          />
          <TextInput
            path="videoLink"
            label={t('interview.videoLink')}
            placeholder="https://"
            value={videoLink}
            onChange={(e: { target: { value: string } }) => setVideoLink(e.target.value)}
          />
          <SelectInput
            name="interviewers"
            path="interviewers"
            label={t('interview.interviewers')}
            hasMany
            value={interviewers}
            options={staff.map((person) => ({ label: person.name, value: String(person.id) }))}
            onChange={(options) => setInterviewers(((options as { value: string }[] | null) ?? []).map((option) => String(option.value)))}
          />
          {preview && startsAt && place && (
            <>
              <h3>{t('move.preview', { name: preview.fullName, language: preview.locale === 'ar' ? 'العربية' : 'English' })}</h3>
              <div
                className={styles.preview}
                dir={preview.locale === 'ar' ? 'rtl' : 'ltr'}
                lang={preview.locale}
                data-testid="interview-preview"
              >
                <strong>{preview.subject}</strong>
                {'\n\n'}
                {preview.body}
              </div>
            </>
          )}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <DrawerActions
            busy={busy}
            confirm={busy ? t('interview.sending') : t('interview.send')}
            cancel={t('interview.cancel')}
            onCancel={onCancel}
          />
        </form>
      )}
    </Drawer>
  )
}

/** A labelled native input of the drawer (date, time), required, its value kept as a string. */
function NativeField({
  label,
  onValue,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; onValue: (value: string) => void }) {
  return (
    <label className="field-type">
      <span className="field-label">{label}</span>
      <input className={styles.nativeInput} {...input} onChange={(e) => onValue(e.target.value)} required />
    </label>
  )
}
