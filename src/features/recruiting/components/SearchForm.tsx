'use client'

import { Button, SelectInput, TextInput } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useMemo, useState, type FormEvent } from 'react'

import { recruitingTranslator, type AdminLocale, type RecruitingMessages } from '../translator'
import styles from './Board.module.css'

type Fields = { q: string; city: string; minExperience: string; job: string }

/** The search's fields, in Payload's inputs; searching puts them in the view's URL (a search can be shared and reloaded). */
export function SearchForm({
  locale,
  messages,
  initial,
  jobs,
}: {
  locale: AdminLocale
  messages: RecruitingMessages
  initial: Fields
  jobs: { value: string; label: string }[]
}) {
  const t = useMemo(() => recruitingTranslator(locale, messages), [locale, messages])
  const router = useRouter()
  const [fields, setFields] = useState<Fields>(initial)
  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const params = new URLSearchParams(Object.entries(fields).filter(([, value]) => value.trim() !== ''))
    if (![...params.keys()].length) params.set('q', '')
    router.push(`/admin/recruiting/search?${params}`)
  }
  return (
    <form className={styles.form} onSubmit={submit} role="search" data-testid="candidate-search">
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
        <Button buttonStyle="primary" type="submit">
          {t('search.submit')}
        </Button>
      </div>
    </form>
  )
}
