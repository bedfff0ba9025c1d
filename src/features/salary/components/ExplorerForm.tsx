import { getTranslations } from 'next-intl/server'

import { inputClass, Labelled, primaryButton } from '@/components/forms/Field'
import type { Locale } from '@/i18n/locales'

import { COUNTRIES, COUNTRY_KEYS, JOB_FAMILIES, JOB_FAMILY_KEYS, LEVELS, LEVEL_KEYS, cityName, type Country } from '../constants'
import { exploreSalaries } from '../formActions'

/**
 * The explorer's form: a server component posting to a server action (works before and without scripts; no field
 * ever goes in a URL). The job is typed in either language, with the families and their usual titles in both
 * languages offered by the browser's own list (a datalist: no script).
 */
export async function ExplorerForm({ locale, chosen }: { locale: Locale; chosen?: { family?: string; country?: Country; city?: string } }) {
  const t = await getTranslations({ locale, namespace: 'Salary' })
  const suggestions = JOB_FAMILY_KEYS.flatMap((key) => {
    const f = JOB_FAMILIES[key]
    return locale === 'ar' ? [f.ar, f.en, ...f.aliases] : [f.en, f.ar, ...f.aliases]
  })
  const familyName = chosen?.family && chosen.family in JOB_FAMILIES ? JOB_FAMILIES[chosen.family as keyof typeof JOB_FAMILIES][locale] : ''
  return (
    <form action={exploreSalaries} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="salary-form">
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="mb-2 text-lg font-semibold text-brand-900">{t('form.legend')}</legend>
        <Labelled id="salary-job" label={t('form.job')} hint={t('form.jobHint')} className="sm:col-span-2">
          <input
            id="salary-job"
            name="job"
            required
            maxLength={100}
            list="salary-jobs"
            defaultValue={familyName}
            autoComplete="off"
            aria-describedby="salary-job-hint"
            className={inputClass}
          />
          <datalist id="salary-jobs">
            {[...new Set(suggestions)].map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </Labelled>
        <Labelled id="salary-level" label={t('form.level')}>
          <select id="salary-level" name="level" className={inputClass} defaultValue="">
            <option value="">{t('form.anyLevel')}</option>
            {LEVEL_KEYS.map((level) => (
              <option key={level} value={level}>
                {LEVELS[level][locale]}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="salary-country" label={t('form.country')}>
          <select id="salary-country" name="country" required className={inputClass} defaultValue={chosen?.country ?? 'sa'}>
            {COUNTRY_KEYS.map((country) => (
              <option key={country} value={country}>
                {COUNTRIES[country][locale]}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="salary-city" label={t('form.city')}>
          <select id="salary-city" name="city" className={inputClass} defaultValue={chosen?.city ?? ''}>
            <option value="">{t('form.anyCity')}</option>
            {COUNTRY_KEYS.map((country) => (
              <optgroup key={country} label={COUNTRIES[country][locale]}>
                {Object.keys(COUNTRIES[country].cities).map((city) => (
                  <option key={city} value={city}>
                    {cityName(country, city, locale)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Labelled>
      </fieldset>
      <button type="submit" className={`${primaryButton} mt-4 sm:w-auto`}>
        {t('form.submit')}
      </button>
    </form>
  )
}
