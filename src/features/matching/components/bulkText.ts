import type { BulkResult } from '../bulk'

type Say = (key: string, values?: Record<string, number>) => string

/**
 * The bulk endpoint's answer as sentences in the admin's language (like clients/components/admin/actionResults.ts):
 * one per outcome that has candidates, with their number (ICU plurals in both languages), in a fixed order.
 */
export function bulkSentences(result: BulkResult, say: Say): string[] {
  const { action, outcomes } = result
  const lines: string[] = []
  const count = (key: keyof BulkResult['outcomes']) => outcomes[key]?.length ?? 0
  if (count('done')) lines.push(say(`outcome.done.${action}`, { count: count('done') }))
  if (count('already')) lines.push(say(`outcome.already.${action}`, { count: count('already') }))
  if (count('notMember')) lines.push(say('outcome.notMember', { count: count('notMember') }))
  if (count('notInvitable')) lines.push(say('outcome.notInvitable', { count: count('notInvitable') }))
  if (count('full')) lines.push(say(`outcome.full.${action}`, { count: count('full') }))
  if (count('missing')) lines.push(say('outcome.missing', { count: count('missing') }))
  if (count('refused')) lines.push(say('outcome.refused', { count: count('refused') }))
  return lines.length ? lines : [say('outcome.nothing')]
}
