import 'server-only'

import path from 'node:path'

import sharp from 'sharp'

import type { Locale } from '@/i18n/locales'
import { escapeHtml } from '@/lib/html'

/**
 * The picture a shared job link shows (Open Graph and X cards, 1200×630): the brand, the job's title and where it
 * is, in the page's language. Drawn by sharp (Pango shapes Arabic and lays it out right to left) with the Cairo
 * font the site uses, from a TTF file shipped in an npm package, so it looks the same on every server.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

const FONT = path.join(process.cwd(), 'node_modules/@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf')
const PAD = 80
const TITLE_MAX = 110

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

async function line(text: string, { size, color, rtl, width }: { size: number; color: string; rtl: boolean; width?: number }) {
  return sharp({
    text: {
      text: `<span foreground="${color}" line_height="0.8">${escapeHtml(text)}</span>`,
      font: `Cairo Bold ${size}`,
      fontfile: FONT,
      rgba: true,
      dpi: 72,
      align: rtl ? 'right' : 'left',
      ...(width ? { width, wrap: 'word-char' as const } : {}),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
}

export async function jobShareImage({
  title,
  place,
  brand,
  locale,
}: {
  title: string
  place: string
  brand: string
  locale: Locale
}): Promise<Buffer> {
  const rtl = locale === 'ar'
  const { width: W, height: H } = SHARE_IMAGE
  const [brandLine, titleLines, placeLine] = await Promise.all([
    line(brand, { size: 30, color: '#f5c451', rtl }),
    line(shorten(title, TITLE_MAX), { size: 58, color: '#ffffff', rtl, width: W - 2 * PAD }),
    line(shorten(place, 80), { size: 32, color: '#cde7ee', rtl }),
  ])
  const x = (info: { width: number }) => Math.max(PAD, rtl ? W - PAD - info.width : PAD)
  const titleTop = 150
  const background = Buffer.from(
    `<svg width="${W}" height="${H}" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0c4654"/><stop offset="1" stop-color="#062a33"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect y="${H - 14}" width="${W}" height="14" fill="#f5c451"/></svg>`,
  )
  return sharp(background)
    .composite([
      { input: brandLine.data, top: 64, left: x(brandLine.info) },
      { input: titleLines.data, top: titleTop, left: x(titleLines.info) },
      { input: placeLine.data, top: Math.min(H - 90, titleTop + titleLines.info.height + 36), left: x(placeLine.info) },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer()
}
