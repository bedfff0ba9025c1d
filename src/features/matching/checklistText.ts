import { translator } from '@/i18n/messages'
import type { Locale } from '@/i18n/locales'
import { countryLabel, levelLabels, programmeLabels, residenceLabels } from './constants'
import type { Checklist } from './load'
import type { CheckState } from './score'

/** What the checklist shows (plain data, drawn by ChecklistView on the server or in the browser). */
export type ChecklistItem = { kind: string; state: CheckState; text: string; stateText: string }
export type ChecklistView = {
  title: string
  intro: string
  items: ChecklistItem[]
  /** The closing line: everything met, may still apply, or only for those who meet it. */
  verdict: string
  verdictTone: 'ok' | 'warn' | 'stop'
  fill: { href: string; text: string } | null
}

/** A checklist in the reader's language, with a link to the profile when something is not said or not met. */
export function checklistView(list: Checklist, locale: Locale, back: string): ChecklistView {
  const t = translator(locale, 'Matching')
  const need = list.job.eligibility
  const text = (kind: string): string => {
    switch (kind) {
      case 'nationals':
        return t('check.nationals', { programme: need.nationalsOnly ? programmeLabels[need.nationalsOnly][locale] : '' })
      case 'residence':
        return t('check.residence', {
          rule: `${need.residence ? residenceLabels[need.residence][locale] : ''}${list.job.country ? ` (${countryLabel(list.job.country)[locale]})` : ''}`,
        })
      case 'arabic':
        return t('check.arabic', { level: need.arabic ? levelLabels[need.arabic][locale] : '' })
      case 'english':
        return t('check.english', { level: need.english ? levelLabels[need.english][locale] : '' })
      case 'gccYears':
        return t('check.gccYears', { years: need.gccYears ?? 0 })
      default:
        return t('check.experience', { years: list.job.experienceMin ?? 0 })
    }
  }
  const items = list.checks.map((check) => ({
    kind: check.kind,
    state: check.state,
    text: text(check.kind),
    stateText: t(`state.${check.state}`),
  }))
  const fails = items.some((item) => item.state === 'fails')
  const open = items.some((item) => item.state !== 'meets')
  return {
    title: t('checklistTitle'),
    intro: t('checklistIntro'),
    items,
    verdict: !fails ? (open ? t('checklistIntro') : t('allMet')) : list.allowIneligible ? t('canStillApply') : t('cannotApply'),
    verdictTone: !fails ? 'ok' : list.allowIneligible ? 'warn' : 'stop',
    fill: open ? { href: `/${locale}/profile?redirect=${encodeURIComponent(back)}#eligibility`, text: t('fillProfile') } : null,
  }
}
