import { z } from '@/lib/zod'

import { CHANNELS, NOTIFY_TIME_ZONES, PURPOSES, type Channel, type Purpose } from './constants'

/** The channels form's checkbox names: `<purpose>-<channel>`, e.g. `jobAlerts-whatsapp`. */
export const channelField = (purpose: Purpose, channel: Channel) => `${purpose}-${channel}`
export const CHANNEL_FIELDS = PURPOSES.flatMap((p) => CHANNELS.map((c) => channelField(p, c)))

const hour = z.coerce.number().int().min(0).max(23)

/** The channels form: a box per purpose and channel, and the quiet hours in the person's time zone. */
export const channelsSchema = z.object({
  ...(Object.fromEntries(CHANNEL_FIELDS.map((name) => [name, z.boolean()])) as Record<string, z.ZodBoolean>),
  timeZone: z.enum(NOTIFY_TIME_ZONES),
  quietFrom: hour,
  quietTo: hour,
})

export const sendCodeSchema = z.object({ number: z.string().trim().min(6).max(32), optIn: z.boolean() })
export const verifyCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
})

/** What a /profile form came back with (`?notify=…`, never a field's value). */
export const NOTICES = ['saved', 'codeSent', 'verified', 'stopped'] as const
export const FORM_ERRORS = [
  'quietInvalid',
  'numberInvalid',
  'optInRequired',
  'codeWrong',
  'codeExpired',
  'tooSoon',
  'sendFailed',
  'unavailable',
  'rateLimited',
] as const
export type NotifyNotice = (typeof NOTICES)[number]
export type NotifyError = (typeof FORM_ERRORS)[number]
