'use client'

import { Button, TextareaInput, toast } from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'

import { intlLocale } from '@/lib/format'
import type { TimelineMessage } from '@/features/notify'
import type { Locale } from '@/i18n/locales'
import { request } from '@/lib/http/client'

import { clientLine } from '../clientLine'
import { recruitingTranslator, type RecruitingMessages, type RecruitingT } from '../translator'
import styles from './Board.module.css'

type Entry = {
  id: number
  kind: 'note' | 'status' | 'email' | 'interview' | 'rating' | 'tags'
  text?: string | null
  data?: Record<string, unknown> | null
  actor?: { name?: string | null; email?: string } | number | null
  createdAt: string
}

function describe(entry: Entry, t: RecruitingT, formatTime: (iso: string, zone: string) => string): string {
  const actor = typeof entry.actor === 'object' && entry.actor ? entry.actor.name || entry.actor.email || '' : t('timeline.someone')
  const data = entry.data ?? {}
  const status = (value: unknown) => (typeof value === 'string' ? t(`column.${value}` as 'column.submitted') : '')
  switch (entry.kind) {
    case 'status':
      return t('timeline.status', { actor, from: status(data.from), to: status(data.to) })
    case 'email': {
      const subject = (entry.text ?? '').split('\n')[0] ?? ''
      return entry.actor ? t('timeline.email', { actor, subject }) : t('timeline.emailAuto', { subject })
    }
    case 'interview': {
      const time = typeof data.startsAt === 'string' ? formatTime(data.startsAt, String(data.timeZone ?? 'Asia/Riyadh')) : ''
      if (data.what === 'cancelled') return t('timeline.interviewCancelled', { actor })
      // The candidate's own answers from My applications.
      if (data.what === 'confirmed') return t('timeline.interviewConfirmed', { time })
      if (data.what === 'reschedule') return t('timeline.interviewRescheduleAsked', { time })
      // The WhatsApp button or reply "can't make it" (features/notify/replies.ts).
      if (data.what === 'cantMakeIt') return t('timeline.interviewCantMakeIt', { time })
      return data.what === 'updated' ? t('timeline.interviewUpdated', { actor, time }) : t('timeline.interviewScheduled', { actor, time })
    }
    case 'rating':
      return data.to ? t('timeline.rating', { actor, rating: Number(data.to) }) : t('timeline.ratingCleared', { actor })
    case 'tags':
      return Array.isArray(data.to) && data.to.length
        ? t('timeline.tags', { actor, tags: data.to.join('، ') })
        : t('timeline.tagsCleared', { actor })
    default:
      if (data.source === 'clients' && typeof data.contact === 'string') return clientLine(data, t)
      return t('timeline.note', { actor })
  }
}

/** The application's timeline, newest first: who did what, when. Staff only (the API refuses anyone else). */
export function TimelineList({
  application,
  locale,
  messages,
  notifications = [],
}: {
  application: number
  locale: Locale
  messages: RecruitingMessages
  /** The notifications sent about the application (read by the server component), merged in by time. */
  notifications?: TimelineMessage[]
}) {
  const t = useMemo(() => recruitingTranslator(locale, messages), [locale, messages])
  const [entries, setEntries] = useState<Entry[] | null>(null)
  const [note, setNote] = useState('')
  const [saving, setSaving] = useState(false)
  const when = useMemo(() => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }), [locale])
  const formatTime = useCallback(
    (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
    [locale],
  )

  const [version, setVersion] = useState(0)
  useEffect(() => {
    let current = true
    request<{ docs: Entry[] }>(`/api/application-activities?where[application][equals]=${application}&sort=-createdAt&limit=200&depth=1`)
      .then((found) => current && setEntries(found.docs))
      .catch(() => current && setEntries([]))
    return () => {
      current = false
    }
  }, [application, version])

  // Newest first, the notifications among the entries by their time.
  const merged = useMemo(
    () =>
      [...(entries ?? []), ...(entries ? notifications : [])].sort(
        (a, b) => Date.parse('channel' in b ? b.at : b.createdAt) - Date.parse('channel' in a ? a.at : a.createdAt),
      ),
    [entries, notifications],
  )

  const save = async () => {
    if (!note.trim()) return
    setSaving(true)
    try {
      await request('/api/application-activities', { method: 'POST', body: { application, text: note.trim() } })
      setNote('')
      setVersion((n) => n + 1)
    } catch {
      toast.error(t('timeline.noteFailed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <section data-testid="application-timeline" style={{ marginBlock: 'calc(var(--base) * 2)' }}>
      <h3>{t('timeline.title')}</h3>
      <p className={styles.hint}>{t('timeline.staffOnly')}</p>
      <div className={styles.form}>
        <TextareaInput
          path="timelineNote"
          label={t('timeline.addNote')}
          value={note}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
        <div>
          <Button buttonStyle="secondary" size="small" disabled={saving || !note.trim()} onClick={() => void save()}>
            {saving ? t('timeline.saving') : t('timeline.saveNote')}
          </Button>
        </div>
      </div>
      {entries && entries.length === 0 && notifications.length === 0 && <p className={styles.hint}>{t('timeline.empty')}</p>}
      <ol style={{ listStyle: 'none', padding: 0 }}>
        {merged.map((entry) =>
          'channel' in entry ? (
            <li
              key={entry.id}
              className={styles.card}
              style={{ marginBlockStart: 'calc(var(--base) * 0.5)' }}
              data-kind="notification"
              data-channel={entry.channel}
              data-status={entry.status}
            >
              <p className={styles.meta}>
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </p>
              <p style={{ margin: 0 }}>{entry.text}</p>
              {entry.detail && (
                <p className={styles.hint} dir="ltr" style={{ margin: 0 }}>
                  {entry.detail}
                </p>
              )}
            </li>
          ) : (
            <li key={entry.id} className={styles.card} style={{ marginBlockStart: 'calc(var(--base) * 0.5)' }} data-kind={entry.kind}>
              <p className={styles.meta}>
                <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
              </p>
              <p style={{ margin: 0 }}>{describe(entry, t, formatTime)}</p>
              {(entry.kind === 'note' || entry.kind === 'interview') && entry.text && (
                <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{entry.text}</p>
              )}
              {entry.kind === 'email' && entry.text && (
                <details>
                  <summary>{t('timeline.showEmail')}</summary>
                  <div className={styles.preview}>{entry.text}</div>
                </details>
              )}
            </li>
          ),
        )}
      </ol>
    </section>
  )
}
