'use server'

import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/lib/payload'
import { consumeRateLimit, RateLimitedError } from '@/lib/rateLimit'

import { candidatePost } from './actionClients'
import { replyToInterview } from './interviewReplies'

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * "Confirm" or "Ask to reschedule" on My applications, posted with or without scripts; the answer is a redirect to
 * the page with a result code (never a field) in its address. Only the signed-in candidate's own interview.
 */
export const answerInterview = candidatePost(async (form, { locale, user }) => {
  const page = `/${locale}/profile/applications`
  if (!user) redirect(`/${locale}/login?redirect=${encodeURIComponent(page)}`)
  const reply = field(form, 'reply') === 'reschedule' ? 'reschedule' : 'confirmed'
  let result: string
  try {
    await consumeRateLimit('interviewReply', `candidates:${user.id}`)
    result = await replyToInterview(await getPayloadClient(), {
      candidateId: user.id,
      interviewId: Number(field(form, 'interview')),
      reply,
      note: field(form, 'note'),
    })
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error
    result = 'limited'
  }
  redirect(`${page}?reply=${result}#interviews`)
})
