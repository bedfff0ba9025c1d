'use server'

import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/lib/payload'
import { consumeRateLimit, RateLimitedError } from '@/lib/rateLimit'

import { candidatePost } from './actionClients'
import { addressConfirmed, sendVerificationEmail } from './verification'

/** "Send the link again" on the profile's notice: a new confirmation email to the signed-in candidate's address. */
export const resendConfirmation = candidatePost(async (_form, { locale, user }) => {
  if (!user) redirect(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}/profile`)}`)
  let result = 'sent'
  if (!addressConfirmed(user)) {
    try {
      await consumeRateLimit('verifyEmail', `candidates:${user.id}`)
      await sendVerificationEmail(await getPayloadClient(), user, locale)
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error
      result = 'limited'
    }
  }
  redirect(`/${locale}/profile?verify=${result}#verify-email`)
})
