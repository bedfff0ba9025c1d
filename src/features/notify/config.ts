import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import webpush from 'web-push'

import { env } from '@/lib/env'

/**
 * The channels' settings, read when used (lib/env.ts validated them at start; tests point them at stand-ins).
 * WhatsApp is off by default: it needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID. Push always has keys: the
 * operator's VAPID_* or a pair made once and kept in DATA_DIR (as PAYLOAD_SECRET is).
 */
export type WhatsappConfig = {
  token: string
  phoneNumberId: string
  apiUrl: string
  version: string
  appSecret?: string
  verifyToken?: string
}

export function whatsappConfig(): WhatsappConfig | null {
  const token = process.env.WHATSAPP_TOKEN
  const phoneNumberId = process.env.WHATSAPP_PHONE_NUMBER_ID
  if (!token || !phoneNumberId) return null
  return {
    token,
    phoneNumberId,
    apiUrl: (process.env.WHATSAPP_API_URL || 'https://graph.facebook.com').replace(/\/$/, ''),
    version: process.env.WHATSAPP_API_VERSION || 'v21.0',
    appSecret: process.env.WHATSAPP_APP_SECRET || undefined,
    verifyToken: process.env.WHATSAPP_VERIFY_TOKEN || undefined,
  }
}

export const whatsappEnabled = () => whatsappConfig() !== null

export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

let generated: { publicKey: string; privateKey: string } | null = null

function keptKeys(): { publicKey: string; privateKey: string } {
  if (generated) return generated
  const file = path.join(env.dataDir, '.vapid-keys.json')
  mkdirSync(env.dataDir, { recursive: true })
  try {
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  generated = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
  return generated
}

export function vapidKeys(): VapidKeys {
  const subject = process.env.VAPID_SUBJECT || `mailto:${env.mailFrom}`
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) {
    return { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY, subject }
  }
  return { ...keptKeys(), subject }
}
