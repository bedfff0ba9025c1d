import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'

import type { Match, SkillRef } from '../score'

const names = (skills: readonly SkillRef[], locale: Locale) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(skills.map((skill) => skill[locale] || skill.en))

/** A score and why: its percentage, the skills matched and missing, and whether every criterion is met. */
export async function MatchReasons({ match, locale }: { match: Match; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Matching' })
  return (
    <div className="mt-1 text-sm" data-testid="match-reasons">
      <p>
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800" data-testid="match-score">
          {t('score', { score: formatNumber(match.score, locale) })}
        </span>
        {match.eligible ? null : <span className="ms-2 text-amber-800">{t('notEligible')}</span>}
      </p>
      {match.matched.length ? <p className="mt-1 text-ink">{t('matchedSkills', { skills: names(match.matched, locale) })}</p> : null}
      {match.missing.length ? <p className="mt-1 text-muted">{t('missingSkills', { skills: names(match.missing, locale) })}</p> : null}
    </div>
  )
}
