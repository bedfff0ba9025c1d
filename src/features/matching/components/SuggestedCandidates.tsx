import type { UIFieldServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { suggestionsFor } from '../load'
import { WEIGHTS, type Part } from '../score'
import { InviteButton } from './InviteButton'

/**
 * In a job's edit view, under its eligibility: suggested candidates with their score and reasons (issue 32), for
 * staff who may see that job's applications (`suggestionsFor` checks access/ownership.ts; anyone else sees nothing).
 */
export async function SuggestedCandidates({ id: docId, data, req, i18n }: UIFieldServerProps) {
  const id = Number(docId ?? (data as { id?: number } | undefined)?.id)
  if (!isRecruiterUser(req.user)) return null
  const locale = adminLocale(i18n)
  const t = translator(locale, 'Matching')
  const suggestions = id ? await suggestionsFor(req, id) : null
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  const invite = translator(locale, 'Matching.invite')
  return (
    <div style={{ marginBlock: 'calc(var(--base) * 1.5)' }} data-testid="suggested-candidates">
      <h3>{t('suggestedTitle')}</h3>
      <p style={{ color: 'var(--theme-elevation-500)' }}>{t('suggestedIntro')}</p>
      {!id ? (
        <p>{t('saveFirst')}</p>
      ) : !suggestions?.length ? (
        <p>{t('noSuggestions')}</p>
      ) : (
        <ol style={{ paddingInlineStart: 'calc(var(--base) * 1.2)' }}>
          {suggestions.map(({ candidate, applied, invited, match }) => (
            <li key={candidate.id} style={{ marginBlockEnd: 'var(--base)' }} data-testid="suggested-candidate">
              <a href={`/admin/collections/candidates/${candidate.id}`}>
                <strong>
                  <bdi>{candidate.fullName}</bdi>
                </strong>
              </a>
              {candidate.city ? (
                <>
                  {' '}
                  · <bdi>{candidate.city}</bdi>
                </>
              ) : (
                ''
              )}{' '}
              · <strong>{t('score', { score: match.score })}</strong> · {applied ? t('applied') : t('sourced')}
              {match.eligible ? null : <span style={{ color: 'var(--theme-warning-750)' }}> · {t('notEligible')}</span>}
              <InviteButton
                job={id}
                candidate={candidate.id}
                invited={invited}
                labels={{
                  button: invite('button'),
                  buttonLabel: invite('buttonLabel', { name: candidate.fullName }),
                  sent: invite('sent'),
                  failed: invite('failed'),
                }}
              />
              <div style={{ fontSize: '0.9em' }}>
                {match.matched.length ? (
                  <div>{t('hasSkills', { skills: list.format(match.matched.map((s) => s[locale] || s.en)) })}</div>
                ) : null}
                {match.missing.length ? (
                  <div>{t('lacksSkills', { skills: list.format(match.missing.map((s) => s[locale] || s.en)) })}</div>
                ) : null}
                <div style={{ color: 'var(--theme-elevation-500)' }}>
                  {(Object.keys(WEIGHTS) as Part[]).map((part) => `${t(`part.${part}`)} ${match.parts[part]}/${WEIGHTS[part]}`).join(' · ')}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
