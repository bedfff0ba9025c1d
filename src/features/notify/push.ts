import webpush, { WebPushError } from 'web-push'

import { vapidKeys } from './config'

/**
 * Web push (RFC 8030) through `web-push`: the payload encrypted with aes128gcm (RFC 8291) to the browser's keys,
 * signed for the push service with our VAPID key (RFC 8292). What the service worker shows: `PushPayload`.
 */
export type PushPayload = { title: string; body: string; url: string; lang: string; dir: 'ltr' | 'rtl'; tag: string }

export type PushOutcome = { ok: true } | { ok: false; gone: boolean; transient: boolean; status: number; error: string }

export async function sendPush(subscription: { endpoint: string; p256dh: string; auth: string }, message: PushPayload): Promise<PushOutcome> {
  const keys = vapidKeys()
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 24 * 60 * 60,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: 15_000,
      },
    )
    return { ok: true }
  } catch (error) {
    const status = error instanceof WebPushError ? error.statusCode : 0
    return {
      ok: false,
      // The subscription expired or was withdrawn: remove it.
      gone: status === 404 || status === 410,
      transient: status === 0 || status === 429 || status >= 500,
      status,
      error: String((error as Error).message).slice(0, 300),
    }
  }
}

/** The key the browser subscribes with (`applicationServerKey`). */
export const pushPublicKey = () => vapidKeys().publicKey
