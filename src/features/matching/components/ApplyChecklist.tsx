import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'

import { checklistView } from '../checklistText'
import { myChecklist } from '../queries'
import { ChecklistView } from './ChecklistView'

/** The checklist before Apply, drawn by the server on the apply page (works without scripts). */
export async function ApplyChecklist({
  locale,
  candidate,
  jobId,
  jobPath,
}: {
  locale: Locale
  candidate: CurrentCandidate | null
  jobId: number
  jobPath: string
}) {
  if (!candidate) return null
  const list = await myChecklist(candidate, jobId, locale)
  if (!list || !list.checks.length) return null
  return <ChecklistView view={checklistView(list, locale, jobPath)} />
}
