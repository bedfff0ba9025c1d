'use server'

import { visitorCall } from '@/features/accounts/actionClients'
import { getPayloadClient } from '@/lib/payload'

import { checklistView, type ChecklistView } from './checklistText'
import { checklistFor } from './load'

/**
 * The checklist before Apply on a job's page (the page is cached for everyone, so the browser asks for it): for a
 * signed-in seeker, their own profile against this open job; for a visitor, or a job without criteria, nothing.
 */
export const jobChecklist = visitorCall(async ({ locale, user }, jobId: unknown, back: unknown): Promise<ChecklistView | null> => {
  if (!user || typeof jobId !== 'number' || !Number.isSafeInteger(jobId) || jobId <= 0) return null
  const list = await checklistFor(await getPayloadClient(), user.id, jobId, locale)
  if (!list || !list.checks.length) return null
  const path = typeof back === 'string' && /^\/(en|ar)\/jobs\/[^?#]{1,200}$/.test(back) ? back : `/${locale}/jobs`
  return checklistView(list, locale, path)
})
