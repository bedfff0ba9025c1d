'use client'

import { Button, SelectInput, TextInput, toast } from '@payloadcms/ui'
import { useMemo, useState, type FormEvent } from 'react'

import type { Locale } from '@/i18n/locales'
import { request, serverMessage } from '@/lib/http/client'

import type { CandidateHit } from '../search'
import { recruitingTranslator, type RecruitingMessages } from '../translator'
import styles from './Board.module.css'
import { SearchResults } from './SearchResults'

type Fields = { q: string; city: string; minExperience: string; job: string }
export type SearchAnswer = { hits: CandidateHit[]; total: number; page: number }

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
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [asked, setAsked] = useState<Fields | null>(null)
  const [answer, setAnswer] = useState<SearchAnswer | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }))

  const search = async (query: Fields, page: number) => {
    setBusy(true)
    try {
      const result = await request<Omit<SearchAnswer, 'page'>>('/api/recruiting/search', {
        method: 'POST',
        body: { ...query, page },
      })
      setAsked(query)
      setAnswer({ ...result, page })
    } catch (error) {
      toast.error(serverMessage(error) ?? t('search.failed'))
    } finally {
      setBusy(false)
    }
  }
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
