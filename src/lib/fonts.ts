import localFont from 'next/font/local'

/**
 * Self-hosted fonts from npm packages (no download at build or run time).
 * Inter for Latin text; Cairo (31 KB variable, all weights) for Arabic.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
  adjustFontFallback: 'Arial',
})

export const cairo = localFont({
  src: '../../node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
  weight: '200 1000',
  variable: '--font-cairo',
  display: 'swap',
  adjustFontFallback: 'Arial',
})
