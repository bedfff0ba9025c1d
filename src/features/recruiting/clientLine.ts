import type { RecruitingT } from './translator'

const REASONS = ['experience', 'skills', 'salary', 'location', 'notice', 'filled', 'other'] as const

/**
 * A timeline line for what a client's contact did in the portal (features/clients/submittals.ts `decide` records the
 * event, the contact's name, the reason or rating in `data`), in the reader's admin language rather than in the
 * language it happened in.
 */
export function clientLine(data: Record<string, unknown>, t: RecruitingT): string {
  const reason = REASONS.find((r) => r === data.reason)
  return t('timeline.client', {
    event: String(data.event),
    contact: String(data.contact),
    reason: reason ? t(`timeline.clientReasons.${reason}`) : '',
    rating: Number(data.rating ?? 0),
  })
}
