'use client'

import { Button, SelectInput, TextInput, toast, useAuth } from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'

import type { Locale } from '@/i18n/locales'
import { request, serverMessage } from '@/lib/http/client'

import type { CandidateAnswer } from '../search'
import { recruitingTranslator, type RecruitingMessages } from '../translator'
import styles from './Board.module.css'
import { SearchResults } from './SearchResults'

type Fields = { q: string; city: string; minExperience: string; job: string }
export type SearchAnswer = CandidateAnswer & { page: number }

/**
 * The last search of this tab (its fields and page), so that Back from an application finds it again (issue 28,
 * item 9). In the tab's sessionStorage and this history entry's state, per staff member, never in the URL: the words
 * can be a candidate's name (the search moved out of the query string on purpose).
 */
const storageKey = (user: unknown) => `recruiting-search:${String((user as { id?: number } | null)?.id ?? '')}`
type Kept = { fields: Fields; page: number }
function keptSearch(key: string): Kept | null {
  try {
    const fromHistory = (window.history.state as Record<string, unknown> | null)?.[key] as Kept | undefined
    const kept = fromHistory ?? (JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Kept | null)
    if (!kept || typeof kept.fields?.q !== 'string') return null
    return { fields: { ...EMPTY, ...kept.fields }, page: Number(kept.page) || 1 }
  } catch {
    return null
  }
}
function keepSearch(key: string, kept: Kept) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(kept))
    window.history.replaceState({ ...(window.history.state as object | null), [key]: kept }, '')
  } catch {
    // Storage full or refused: the search still works, it is only not kept.
  }
}

const EMPTY: Fields = { q: '', city: '', minExperience: '', job: '' }

/**
 * The search's fields, in Payload's inputs. Searching posts them to /api/recruiting/search (a candidate's name
 * never goes into a URL) and shows the answer below; the pages of a long answer are asked the same way.
 */
export function SearchForm({
  locale,
  messages,
  jobs,
}: {
  locale: Locale
  messages: RecruitingMessages
  jobs: { value: string; label: string }[]
}) {
  const t = useMemo(() => recruitingTranslator(locale, messages), [locale, messages])
  const { user } = useAuth()
  const key = storageKey(user)
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [asked, setAsked] = useState<Fields | null>(null)
  const [answer, setAnswer] = useState<SearchAnswer | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }))

  const search = useCallback(
    async (query: Fields, page: number) => {
      setBusy(true)
      try {
        const result = await request<CandidateAnswer>('/api/recruiting/search', {
          method: 'POST',
          body: { ...query, page },
        })
        setAsked(query)
        setAnswer({ ...result, page })
        keepSearch(key, { fields: query, page })
      } catch (error) {
        toast.error(serverMessage(error) ?? t('search.failed'))
      } finally {
        setBusy(false)
      }
    },
    [key, t],
  )
  // Back from an application (or a return to this page in the same tab): the last search, asked again.
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current || !(user as { id?: number } | null)?.id) return
    restored.current = true
    const kept = keptSearch(key)
    if (!kept) return
    // After this render: the fields as they were, and their answer.
    void Promise.resolve().then(() => {
      setFields(kept.fields)
      return search(kept.fields, kept.page)
    })
  }, [key, search, user])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void search(fields, 1)
  }
  return (
    <>
      <form className={styles.form} method="post" onSubmit={submit} role="search" data-testid="candidate-search">
        <TextInput path="q" label={t('search.words')} placeholder={t('search.wordsHint')} value={fields.q} onChange={set('q')} />
        <div className={styles.row}>
          <TextInput path="city" label={t('search.city')} value={fields.city} onChange={set('city')} />
          <label className="field-type">
            <span className="field-label">{t('search.minExperience')}</span>
            <input
              className={styles.nativeInput}
              type="number"
              min={0}
              max={60}
              name="minExperience"
              value={fields.minExperience}
              onChange={set('minExperience')}
            />
          </label>
          <SelectInput
            name="job"
            path="job"
            label={t('search.job')}
            placeholder={t('search.allJobs')}
            value={fields.job}
            options={jobs}
            isClearable
            onChange={(option) => setFields((current) => ({ ...current, job: String((option as { value: string } | null)?.value ?? '') }))}
          />
        </div>
        <div>
          <Button buttonStyle="primary" type="submit" disabled={busy}>
            {t('search.submit')}
          </Button>
        </div>
      </form>
      {answer && asked && <SearchResults locale={locale} t={t} answer={answer} busy={busy} onPage={(page) => void search(asked, page)} />}
    </>
  )
}
