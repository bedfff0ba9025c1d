'use server'

import { redirect } from 'next/navigation'

import { candidateAction } from '@/features/accounts/actionClients'
import { normalizePhone } from '@/features/accounts/schema'
import { publicPost } from '@/lib/forms/clients'
import { textFields } from '@/lib/forms/formState'
import { getPayloadClient } from '@/lib/payload'
import { z } from '@/lib/zod'

import { CHANNELS, PURPOSES } from './constants'
import { channelField, channelsSchema, sendCodeSchema, verifyCodeSchema, type NotifyError, type NotifyNotice } from './schema'
import { ensureSettings } from './settings'
import { checkCode, sendCode, stopWhatsapp } from './verify'

/**
 * The notification forms on /profile: POST forms that work before scripts load, each answered with a 303 back to
 * the section with what happened (`?notify=saved`, or an error key: never a field's value).
 */
type Outcome = { ok: boolean; notice?: NotifyNotice; formError?: NotifyError | string }

const saveChannels = candidateAction(
  { schema: channelsSchema, invalid: (): Outcome => ({ ok: false, formError: 'quietInvalid' }) },
  async (data, { user }): Promise<Outcome> => {
    const payload = await getPayloadClient()
    const settings = await ensureSettings(payload, Number(user.id))
    const groups = Object.fromEntries(
      PURPOSES.map((p) => [
        p,
        Object.fromEntries(CHANNELS.map((c) => [c, Boolean((data as Record<string, unknown>)[channelField(p, c)])])),
      ]),
    )
    await payload.update({
      collection: 'notification-settings',
      id: settings.id,
      overrideAccess: true,
      data: { ...groups, timeZone: data.timeZone, quietFrom: data.quietFrom, quietTo: data.quietTo },
    })
    return { ok: true, notice: 'saved' }
  },
)

const askCode = candidateAction(
  { schema: sendCodeSchema, rateLimit: 'whatsappCode', invalid: (): Outcome => ({ ok: false, formError: 'numberInvalid' }) },
  async ({ number, optIn }, { user, locale }): Promise<Outcome> => {
    const phone = await normalizePhone(number)
    if (!phone) return { ok: false, formError: 'numberInvalid' }
    const sent = await sendCode(await getPayloadClient(), { candidate: Number(user.id), number: phone, optIn, locale })
    return sent.ok ? { ok: true, notice: 'codeSent' } : { ok: false, formError: sent.error }
  },
)

const confirmCode = candidateAction(
  { schema: verifyCodeSchema, invalid: (): Outcome => ({ ok: false, formError: 'codeWrong' }) },
  async ({ code }, { user, locale }): Promise<Outcome> => {
    const checked = await checkCode(await getPayloadClient(), { candidate: Number(user.id), code, locale })
    return checked.ok ? { ok: true, notice: 'verified' } : { ok: false, formError: checked.error }
  },
)

const stopMine = candidateAction({ schema: z.object({}) }, async (_data, { user, locale }): Promise<Outcome> => {
  const payload = await getPayloadClient()
  const settings = await ensureSettings(payload, Number(user.id))
  await stopWhatsapp(payload, { settingsId: settings.id, candidate: Number(user.id), locale, method: 'form' })
  return { ok: true, notice: 'stopped' }
})

const back = (locale: string, outcome: Outcome) => {
  if (outcome.formError === 'sessionExpired' || outcome.formError === 'unauthenticated')
    return `/${locale}/login?redirect=${encodeURIComponent(`/${locale}/profile#notify`)}`
  const value = outcome.ok ? outcome.notice : outcome.formError
  return `/${locale}/profile?notify=${encodeURIComponent(value ?? 'saved')}#notify`
}

export const notifyChannelsForm = publicPost(async (formData, { locale }) => {
  const data = {
    ...Object.fromEntries(PURPOSES.flatMap((p) => CHANNELS.map((c) => [channelField(p, c), formData.get(channelField(p, c)) === 'on']))),
    ...textFields(formData, ['timeZone', 'quietFrom', 'quietTo'] as const),
  }
  redirect(back(locale, await saveChannels(data as never)))
})

export const whatsappCodeForm = publicPost(async (formData, { locale }) => {
  const number = formData.get('number')
  redirect(back(locale, await askCode({ number: typeof number === 'string' ? number : '', optIn: formData.get('optIn') === 'on' })))
})

export const whatsappVerifyForm = publicPost(async (formData, { locale }) => {
  const code = formData.get('code')
  redirect(back(locale, await confirmCode({ code: typeof code === 'string' ? code : '' })))
})

export const whatsappStopForm = publicPost(async (_formData, { locale }) => {
  redirect(back(locale, await stopMine({})))
})
