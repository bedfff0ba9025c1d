import { getTranslations } from 'next-intl/server'

import { inputClass, primaryButton } from '@/components/forms/Field'
import { Labelled, SelectField } from '@/components/forms/Labelled'
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
        <SelectField
          id="salary-level"
          name="level"
          defaultValue=""
          label={t('form.level')}
          placeholder={t('form.anyLevel')}
          options={LEVEL_KEYS.map((level) => ({ value: level, label: LEVELS[level][locale] }))}
        />
        <SelectField
          id="salary-country"
          name="country"
          required
          defaultValue={chosen?.country ?? 'sa'}
          label={t('form.country')}
          options={COUNTRY_KEYS.map((country) => ({ value: country, label: COUNTRIES[country][locale] }))}
        />
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
