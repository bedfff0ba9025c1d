import type { UIFieldServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'

import { recruitingTranslator } from '../text'

/** In a job's sidebar: the way to its pipeline board (once the job exists), for recruiters and admins. */
export function JobBoardLink({ id: docId, data, user, i18n }: UIFieldServerProps) {
  const id = docId ?? (data as { id?: number } | undefined)?.id
  if (!id || !isRecruiterUser(user)) return null
  const t = recruitingTranslator(adminLocale(i18n))
  return (
    <p style={{ marginBlock: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/admin/recruiting/board/${id}`} data-testid="job-board-link">
        {t('jobBoardLink')}
      </a>
    </p>
  )
}
