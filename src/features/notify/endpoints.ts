import type { Endpoint, PayloadRequest, Where } from 'payload'

import { isCandidate } from '@/access/candidates'
import { isRecruiterUser } from '@/access/isRecruiter'
import { isStaffUser } from '@/access/roles'
import { toLocale } from '@/i18n/locales'
import { z } from '@/lib/zod'

import { whatsappConfig } from './config'
import { pushEndpointAllowed } from './pushEndpoints'
import { WHATSAPP_TEMPLATES } from './templates'
import { handleWebhook } from './webhook'
import { validSignature } from './whatsapp'

/**
 * /api/notify/…: the WhatsApp webhook (GET: Meta's verification with hub.verify_token; POST: events, signed with
 * the app secret in X-Hub-Signature-256), a device's push subscription (the signed-in candidate's or recruiter's own), and the
 * list of WhatsApp templates the site expects (staff).
 */
const json = (status: number, body: unknown) => Response.json(body, { status })

const MAX_WEBHOOK_BYTES = 256 * 1024

const subscriptionSchema = z.object({
  endpoint: z.string().url().max(1000),
  keys: z.object({ p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/), auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}$/) }),
  locale: z.string().max(5).optional(),
})
const removeSchema = z.object({ endpoint: z.string().url().max(1000) })

type DeviceOwner = { candidate?: number; user?: number }

/**
 * Whose device this is: a signed-in candidate's (their news), or a recruiter's or admin's (their new-application
 * notices, turned on in the admin). Editors get no notices, so no device.
 */
function deviceOwner(req: PayloadRequest): DeviceOwner | null {
  if (isCandidate(req.user)) return { candidate: Number(req.user.id) }
  if (isRecruiterUser(req.user)) return { user: Number(req.user!.id) }
  return null
}

/** An endpoint about the caller's own device: anyone else is refused (401 signed out, 403 signed in without one). */
const forDeviceOwner =
  (handler: (req: PayloadRequest, owner: DeviceOwner) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    const owner = deviceOwner(req)
    if (!owner) return json(req.user ? 403 : 401, { errors: [{ message: req.user ? 'Not for this account' : 'Sign in' }] })
    return handler(req, owner)
  }

async function jsonBody(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : null
  } catch {
    return null
  }
}

export const notifyEndpoints: Endpoint[] = [
  {
    path: '/notify/whatsapp',
    method: 'get',
    handler: async (req) => {
      const config = whatsappConfig()
      const url = new URL(req.url ?? 'http://localhost/')
      const mode = url.searchParams.get('hub.mode')
      const token = url.searchParams.get('hub.verify_token')
      const challenge = url.searchParams.get('hub.challenge') ?? ''
      if (!config?.verifyToken || mode !== 'subscribe' || token !== config.verifyToken || !/^[\w-]{1,200}$/.test(challenge)) {
        return new Response('Forbidden', { status: 403 })
      }
      return new Response(challenge, { status: 200, headers: { 'content-type': 'text/plain' } })
    },
  },
  {
    path: '/notify/whatsapp',
    method: 'post',
    handler: async (req) => {
      const config = whatsappConfig()
      if (!config?.appSecret) return json(404, { errors: [{ message: 'Not Found' }] })
      const raw = req.text ? await req.text().catch(() => '') : ''
      if (Buffer.byteLength(raw) > MAX_WEBHOOK_BYTES) return json(413, { errors: [{ message: 'Too large' }] })
      if (!validSignature(raw, req.headers.get('x-hub-signature-256'), config.appSecret)) {
        return json(401, { errors: [{ message: 'Bad signature' }] })
      }
      let body: unknown
      try {
        // Without NUL characters, which PostgreSQL cannot store in text (an id of "\u0000" was a 500 there).
        body = JSON.parse(raw, (_key, value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value))
      } catch {
        return json(400, { errors: [{ message: 'Not JSON' }] })
      }
      if (!body || typeof body !== 'object') return json(400, { errors: [{ message: 'Not an event' }] })
      const outcome = await handleWebhook(req.payload, body as Parameters<typeof handleWebhook>[1])
      return json(200, { received: true, ...outcome })
    },
  },
  {
    path: '/notify/templates',
    method: 'get',
    handler: async (req) => {
      if (!isStaffUser(req.user)) return json(req.user ? 403 : 401, { errors: [{ message: 'Staff only' }] })
      return json(200, {
        configured: Boolean(whatsappConfig()),
        languages: ['en', 'ar'],
        templates: Object.values(WHATSAPP_TEMPLATES).map(({ name, category, params, body, quickReply }) => ({
          name,
          category,
          params,
          body,
          ...(quickReply ? { quickReplyButton: quickReply } : {}),
        })),
      })
    },
  },
  {
    path: '/notify/push',
    method: 'post',
    handler: forDeviceOwner(async (req, owner) => {
      const input = subscriptionSchema.safeParse(await jsonBody(req))
      if (!input.success || !pushEndpointAllowed(input.data.endpoint))
        return json(400, { errors: [{ message: 'Not a push subscription' }] })
      const { endpoint, keys } = input.data
      const payload = req.payload
      const existing = await payload.find({
        collection: 'push-subscriptions',
        where: { endpoint: { equals: endpoint } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const data = {
        candidate: owner.candidate ?? null,
        user: owner.user ?? null,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        locale: toLocale(input.data.locale),
        device: (req.headers.get('user-agent') ?? '').slice(0, 120),
      }
      // One row per device: the same browser subscribing again (or for another account) replaces it.
      if (existing.docs[0]) await payload.update({ collection: 'push-subscriptions', id: existing.docs[0].id, overrideAccess: true, data })
      else await payload.create({ collection: 'push-subscriptions', overrideAccess: true, data })
      return json(201, { subscribed: true })
    }),
  },
  {
    path: '/notify/push/remove',
    method: 'post',
    handler: forDeviceOwner(async (req, owner) => {
      const input = removeSchema.safeParse(await jsonBody(req))
      if (!input.success) return json(400, { errors: [{ message: 'Not a push subscription' }] })
      const mine: Where = owner.candidate ? { candidate: { equals: owner.candidate } } : { user: { equals: owner.user } }
      const { docs } = await req.payload.delete({
        collection: 'push-subscriptions',
        where: { and: [{ endpoint: { equals: input.data.endpoint } }, mine] },
        overrideAccess: true,
      })
      return json(200, { removed: docs.length })
    }),
  },
]
