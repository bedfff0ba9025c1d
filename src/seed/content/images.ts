import sharp from 'sharp'

import { escapeHtml } from '@/lib/html'

/**
 * Demo pictures drawn at seed time (no downloads): abstract covers for posts,
 * monogram portraits for the team and word-mark logos for partners. Staff
 * replace them with real pictures in /admin.
 */
const palettes = [
  ['#0c4654', '#1b7a8c', '#e2a33b'],
  ['#14323d', '#2f6f7e', '#f0c36d'],
  ['#1d3b53', '#3d7ea6', '#f2b880'],
  ['#123f3a', '#2a7f6f', '#e9c46a'],
  ['#2b2d42', '#5c6b8a', '#ef8354'],
] as const

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}

export function coverImage(key: string): Promise<Buffer> {
  const h = hash(key)
  const [dark, mid, accent] = palettes[h % palettes.length]!
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (h >> (i * 3)) % 1200
    const y = (h >> (i * 2 + 1)) % 630
    const r = 60 + ((h >> i) % 160)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? accent : '#ffffff'}" fill-opacity="${i % 2 ? 0.55 : 0.08}"/>`
  }).join('')
  return render(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/>${circles}<path d="M0 520 Q300 430 600 520 T1200 500 V630 H0Z" fill="#ffffff" fill-opacity="0.1"/></svg>`,
  )
}

export function portraitImage(name: string): Promise<Buffer> {
  const h = hash(name)
  const [dark, mid, accent] = palettes[h % palettes.length]!
  const initials = name
    .split(/[\s-]+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .slice(0, 2)
    .join('')
  return render(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="480" height="480" fill="url(#g)"/><circle cx="240" cy="190" r="92" fill="${accent}" fill-opacity="0.9"/><path d="M70 480 C90 330 390 330 410 480Z" fill="${accent}" fill-opacity="0.9"/><text x="240" y="215" font-family="DejaVu Sans, sans-serif" font-size="76" font-weight="700" fill="${dark}" text-anchor="middle">${escapeHtml(initials)}</text></svg>`,
  )
}

export function logoImage(name: string): Promise<Buffer> {
  const h = hash(name)
  const [dark, , accent] = palettes[h % palettes.length]!
  return render(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240"><rect width="480" height="240" rx="24" fill="#ffffff"/><rect x="36" y="76" width="88" height="88" rx="20" fill="${dark}"/><circle cx="80" cy="120" r="24" fill="${accent}"/><text x="146" y="135" font-family="DejaVu Sans, sans-serif" font-size="${Math.min(30, Math.floor(300 / (0.62 * name.length)))}" font-weight="700" fill="${dark}">${escapeHtml(name)}</text></svg>`,
  )
}
