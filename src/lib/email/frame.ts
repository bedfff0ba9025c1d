import { dirOf, toLocale } from '@/i18n/locales'
import { escapeHtml } from '@/lib/html'

/**
 * The one HTML email frame: a plain, readable page in the reader's language and direction. Every email the site
 * sends (accounts, privacy, applications, recruiting, job alerts) is built from these pieces; its copy comes from the
 * message files or the email templates, escaped here.
 */

/** Text as paragraphs: a blank line starts a new one, a single line break stays a `<br>`. */
export const emailParagraphs = (text: string): string =>
  text
    .split('\n\n')
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')

/** The call to action. */
export const emailButton = (href: string, label: string): string =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#0c4654;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`

/**
 * The page around the blocks (already HTML), with an optional footer (already HTML) under a rule. Job alerts, whose
 * digests list jobs, are a little wider (600px) than the rest (560px).
 */
export function emailFrame(
  locale: string | undefined,
  blocks: string[],
  { footer, maxWidth = 560 }: { footer?: string; maxWidth?: 560 | 600 } = {},
): string {
  const lang = toLocale(locale)
  const dir = dirOf(lang)
  const foot = footer
    ? `<hr style="border:0;border-top:1px solid #e2e8f0;margin:32px 0 16px"><p style="font-size:13px;color:#475569;margin:0">${footer}</p>`
    : ''
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,Tahoma,sans-serif;font-size:16px;line-height:1.6;color:#0f172a;max-width:${maxWidth}px;margin:0 auto;padding:24px" dir="${dir}">${blocks.join('')}${foot}</body></html>`
}

/** The common email: the text, then a button. */
export function emailHtml(locale: string | undefined, body: string, button?: { href: string; label: string }): string {
  return emailFrame(locale, [emailParagraphs(body), button ? emailButton(button.href, button.label) : ''])
}
