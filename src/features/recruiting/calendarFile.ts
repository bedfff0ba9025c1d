import 'server-only'

import { currentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

import { calendarFileFor } from './interviewReplies'
import { interviewPlace } from './interviewHooks'

/**
 * GET /{locale}/profile/applications/interviews/{id}/calendar: "Add to calendar" for the signed-in candidate's own
 * interview (a 404 for anyone else's, a sign-in for a visitor). Never cached, never shared.
 */
export async function interviewCalendarResponse(locale: Locale, id: string): Promise<Response> {
  const candidate = await currentCandidate()
  const page = `/${locale}/profile/applications`
  if (!candidate) {
    return Response.redirect(new URL(`/${locale}/login?redirect=${encodeURIComponent(page)}`, env.serverUrl), 303)
  }
  const payload = await getPayloadClient()
  const interviewId = /^\d{1,12}$/.test(id) ? Number(id) : NaN
  const interview = Number.isSafeInteger(interviewId)
    ? await payload.findByID({ collection: 'interviews', id: interviewId, depth: 1, overrideAccess: true, disableErrors: true, locale })
    : null
  const t = translator(locale, 'Interviews')
  const job = interview && typeof interview.job === 'object' && interview.job ? interview.job.title : ''
  const file = interview
    ? await calendarFileFor(payload, {
        candidateId: candidate.id,
        interviewId,
        title: t('calendarTitle', { job }),
        description: [interviewPlace(interview), t('calendarManage', { link: `${env.serverUrl}${page}` })].filter(Boolean).join('\n'),
      })
    : null
  const headers = { 'Cache-Control': 'private, no-store' }
  if (!file) return new Response('Not found', { status: 404, headers })
  return new Response(file, {
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="interview-${interviewId}.ics"`,
    },
  })
}
