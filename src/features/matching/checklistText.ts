import { translator } from '@/i18n/messages'
import type { Locale } from '@/i18n/locales'
import { countryLabel, levelLabels, programmeLabels, residenceLabels } from './constants'
import type { ApplyBlock, Checklist } from './load'
import type { CheckKind, CheckState } from './score'

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

type Criteria = Checklist['job']

/** One criterion as the checklist and the refusal name it, in the reader's language. */
export function checkText(kind: CheckKind | string, job: Criteria, locale: Locale): string {
  const t = translator(locale, 'Matching')
  const need = job.eligibility
  switch (kind) {
    case 'nationals':
      return t('check.nationals', { programme: need.nationalsOnly ? programmeLabels[need.nationalsOnly][locale] : '' })
    case 'residence':
      return t('check.residence', {
        rule: `${need.residence ? residenceLabels[need.residence][locale] : ''}${job.country ? ` (${countryLabel(job.country)[locale]})` : ''}`,
      })
    case 'arabic':
      return t('check.arabic', { level: need.arabic ? levelLabels[need.arabic][locale] : '' })
    case 'english':
      return t('check.english', { level: need.english ? levelLabels[need.english][locale] : '' })
    case 'gccYears':
      return t('check.gccYears', { years: need.gccYears ?? 0 })
    default:
      return t('check.experience', { years: job.experienceMin ?? 0 })
  }
}

const fillHref = (locale: Locale, back: string) => `/${locale}/profile?redirect=${encodeURIComponent(back)}#eligibility`

/** A checklist in the reader's language, with a link to the profile when something is not said or not met. */
export function checklistView(list: Checklist, locale: Locale, back: string): ChecklistView {
  const t = translator(locale, 'Matching')
  const items = list.checks.map((check) => ({
    kind: check.kind,
    state: check.state,
    text: checkText(check.kind, list.job, locale),
    stateText: t(`state.${check.state}`),
  }))
  const fails = items.some((item) => item.state === 'fails')
  const open = items.some((item) => item.state !== 'meets')
  const verdict = fails
    ? list.allowIneligible
      ? t('canStillApply')
      : t('cannotApply')
    : !open
      ? t('allMet')
      : list.allowIneligible
        ? t('checklistIntro')
        : t('sayToApply')
  return {
    title: t('checklistTitle'),
    intro: t('checklistIntro'),
    items,
    verdict,
    verdictTone: fails ? (list.allowIneligible ? 'warn' : 'stop') : open && !list.allowIneligible ? 'warn' : 'ok',
    fill: open ? { href: fillHref(locale, back), text: t('fillProfile') } : null,
  }
}

/**
 * Why a seeker may not apply (applications' checks, on every path): the criteria they do not meet and those their
 * profile does not say, in their language, and where to add what is missing.
 */
export function blockNotice(
  block: ApplyBlock,
  locale: Locale,
  back: string,
): { notice: string; fill: { href: string; text: string } | null } {
  const t = translator(locale, 'Matching')
  const list = (kinds: string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(kinds.map((kind) => checkText(kind, block.job, locale)))
  const sentences = [t('blocked.intro')]
  if (block.fails.length) sentences.push(t('blocked.fails', { criteria: list(block.fails) }))
  if (block.unknown.length) sentences.push(t('blocked.unknown', { criteria: list(block.unknown) }))
  return {
    notice: sentences.join(' '),
    fill: block.unknown.length || block.fails.length ? { href: fillHref(locale, back), text: t('blocked.fill') } : null,
  }
}
