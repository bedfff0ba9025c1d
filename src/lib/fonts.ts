import localFont from 'next/font/local'

/**
 * Self-hosted fonts from npm packages (no download at build or run time).
 * Inter for Latin text; Cairo (31 KB variable, all weights) for Arabic.
 *
 * `display: 'optional'` without preload keeps fonts off the critical path:
 * the first paint uses the metric-matched fallback and never swaps (no
 * layout shift, LCP independent of font bytes); once a font is cached, every
 * later page renders in it. See docs/PERFORMANCE.md.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
})

export const cairo = localFont({
  src: '../../node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
  weight: '200 1000',
  variable: '--font-cairo',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
})
