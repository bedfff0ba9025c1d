import { getTranslations } from 'next-intl/server'
import type { InputHTMLAttributes } from 'react'

import { Field, primaryButton } from '@/components/forms/Field'
import { SelectField } from '@/components/forms/Labelled'
import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'

import {
  COUNTRIES,
  countryLabel,
  currencies,
  LEVELS,
  levelLabels,
  NOTICE_PERIODS,
  noticeLabels,
  VISA_STATUSES,
  visaLabels,
  YES_NO,
} from '../constants'
import { ProfileSection } from '@/components/ui/ProfileSection'
import { saveEligibilityForm } from '../formActions'
import { formatAmount } from '../money'

type Option = { value: string; label: string }

/**
 * The candidate's eligibility on /profile (issue 32): every field optional and explained, in a plain POST form
 * that works before scripts load (formActions.ts answers with a 303 back here).
 */
export async function EligibilitySection({ locale, me, done }: { locale: Locale; me: CurrentCandidate; done?: string }) {
  const t = await getTranslations({ locale, namespace: 'Matching' })
  const e = me.eligibility ?? {}
  const countries = COUNTRIES.map((code) => ({ value: code, label: countryLabel(code)[locale] })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  )
  const yesNo = YES_NO.map((value) => ({ value, label: t(`option.${value}`) }))
  const levels = LEVELS.map((value) => ({ value, label: levelLabels[value][locale] }))
  const visas = VISA_STATUSES.map((value) => ({ value, label: visaLabels[value][locale] }))
  const notices = NOTICE_PERIODS.map((value) => ({ value, label: noticeLabels[value][locale] }))
  const notice = done === 'saved' ? t('saved') : null
  const error = done === 'invalidSalary' ? t('invalidSalary') : null

  const select = (name: string, options: Option[], value: string | null | undefined, hint?: string) => (
    <SelectField
      id={`eligibility-${name}`}
      name={name}
      defaultValue={value ?? ''}
      label={t(`field.${name}` as 'field.nationality')}
      placeholder={t('notSaid')}
      options={options}
      hint={hint}
    />
  )

  // A labelled input of the form; its id, label and hint follow from its name, like the selects'.
  const input = (name: 'gccYears' | 'expectedSalary', attributes: InputHTMLAttributes<HTMLInputElement>) => (
    <Field id={`eligibility-${name}`} name={name} {...attributes} label={t(`field.${name}`)} hint={t(`hint.${name}`)} />
  )

  return (
    <ProfileSection id="eligibility" testId="eligibility" title={t('eligibilityTitle')} intro={t('eligibilityIntro')}>
      {notice ? (
        <p role="status" className="mt-3 text-sm text-emerald-800" data-testid="eligibility-saved">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <form action={saveEligibilityForm} className="mt-4 grid gap-4 sm:grid-cols-2">
        {select('nationality', countries, e.nationality, t('hint.nationality'))}
        {select('residenceCountry', countries, e.residenceCountry, t('hint.residenceCountry'))}
        {select('visaStatus', visas, e.visaStatus, t('hint.visaStatus'))}
        {select('transferable', yesNo, e.transferable, t('hint.transferable'))}
        {select('noticePeriod', notices, e.noticePeriod, t('hint.noticePeriod'))}
        {input('gccYears', { type: 'number', inputMode: 'numeric', min: 0, max: 60, defaultValue: e.gccYears ?? '' })}
        {select('arabic', levels, e.arabic, t('hint.languages'))}
        {select('english', levels, e.english, t('hint.languages'))}
        {input('expectedSalary', {
          inputMode: 'decimal',
          maxLength: 20,
          dir: 'ltr',
          defaultValue: e.expectedSalary != null ? formatAmount(e.expectedSalary, e.expectedCurrency ?? 'SAR') : '',
          'aria-invalid': error ? true : undefined,
        })}
        {select(
          'expectedCurrency',
          currencies.map((value) => ({ value, label: value })),
          e.expectedCurrency,
        )}
        {select('relocate', yesNo, e.relocate, t('hint.relocate'))}
        <p className="text-sm text-muted sm:col-span-2" data-testid="eligibility-found">
          {t.rich('hint.found', {
            link: (chunks) => (
              <a href="#consents" className="font-semibold text-brand-800 underline">
                {chunks}
              </a>
            ),
          })}
        </p>
        <div className="sm:col-span-2">
          <label className="flex items-start gap-2 font-medium">
            <input
              type="checkbox"
              name="digestRecommendations"
              defaultChecked={Boolean(e.digestRecommendations)}
              className="mt-1"
              aria-describedby="eligibility-digestRecommendations-hint"
            />
            {t('field.digestRecommendations')}
          </label>
          <p id="eligibility-digestRecommendations-hint" className="mt-1 ps-6 text-sm text-muted">
            {t('hint.digestRecommendations')}
          </p>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton} data-testid="eligibility-save">
            {t('save')}
          </button>
        </div>
      </form>
    </ProfileSection>
  )
}
