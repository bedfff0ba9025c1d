import { dirOf, toLocale } from '@/i18n/locales'
import { env } from '@/lib/env'

/** The account emails' parts that are not copy (their copy is `Emails` in the message files, through `translator`). */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function brandOf(locale: string | undefined): string {
  return toLocale(locale) === 'ar' ? 'نخبة' : 'Nukhba'
}

export function resetLink(locale: string | undefined, token: string): string {
  return `${env.serverUrl}/${toLocale(locale)}/reset-password?token=${encodeURIComponent(token)}`
}

/** A plain, readable HTML email in the reader's direction: the text, then a button. */
export function emailHtml(locale: string | undefined, body: string, button?: { href: string; label: string }): string {
  const lang = toLocale(locale)
  const dir = dirOf(lang)
  const paragraphs = body
    .split('\n\n')
    .map((p) => `<p style="margin:0 0 16px">${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
  const cta = button
    ? `<p style="margin:24px 0"><a href="${escape(button.href)}" style="background:#0c4654;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escape(button.label)}</a></p>`
    : ''
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,Tahoma,sans-serif;font-size:16px;line-height:1.6;color:#0f172a;max-width:560px;margin:0 auto;padding:24px" dir="${dir}">${paragraphs}${cta}</body></html>`
}
