import webpush from 'web-push'

import { vapidKeys } from './config'

/**
 * Web push (RFC 8030) through `web-push`: the payload encrypted with aes128gcm (RFC 8291) to the browser's keys,
 * signed for the push service with our VAPID key (RFC 8292). What the service worker shows: `PushPayload`.
 */
export type PushPayload = { title: string; body: string; url: string; lang: string; dir: 'ltr' | 'rtl'; tag: string }

export type PushOutcome = { ok: true } | { ok: false; gone: boolean; transient: boolean; status: number; error: string }

export async function sendPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  message: PushPayload,
): Promise<PushOutcome> {
  const keys = vapidKeys()
  // web-push encrypts and signs; the request itself goes through fetch (a timeout, and a private push service
  // over plain HTTP for tests: pushEndpoints.ts decides which endpoints are allowed at all).
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 24 * 60 * 60,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  )
  // fetch sets the length itself (and refuses one given as a number).
  const headers = Object.fromEntries(
    Object.entries(request.headers as Record<string, string | number>)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )
  let status = 0
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(15_000),
      redirect: 'manual',
    })
    status = response.status
    await response.arrayBuffer().catch(() => null)
    if (status >= 200 && status < 300) return { ok: true }
    return {
      ok: false,
      gone: status === 404 || status === 410,
      transient: status === 429 || status >= 500,
      status,
      error: `push service answered ${status}`,
    }
  } catch (error) {
    return {
      ok: false,
      gone: false,
      transient: true,
      status,
      error: `no answer: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`.slice(0, 300),
    }
  }
}

/** The key the browser subscribes with (`applicationServerKey`). */
export const pushPublicKey = () => vapidKeys().publicKey
