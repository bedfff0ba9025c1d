import { readFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

export const dynamic = 'force-static'
export const dynamicParams = false

/** The manifest's PNG icons, drawn from the site's SVG icon at build time (no binary files to keep in step). */
const ICONS: Record<string, { size: number; maskable: boolean }> = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
}

export function generateStaticParams() {
  return Object.keys(ICONS).map((name) => ({ name }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const icon = ICONS[(await params).name]
  if (!icon) return new Response('Not found', { status: 404 })
  const svg = await readFile(path.join(process.cwd(), 'src/app/icon.svg'))
  // A maskable icon keeps its artwork inside the central 80% safe zone, on the brand colour.
  const inner = icon.maskable ? Math.round(icon.size * 0.7) : icon.size
  const art = await sharp(svg, { density: 72 * (inner / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer()
  const png = icon.maskable
    ? await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: '#c98b2b' } })
        .composite([{ input: art, gravity: 'center' }])
        .png()
        .toBuffer()
    : art
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
