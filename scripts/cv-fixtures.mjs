// Prints the realistic CV fixtures (tests/fixtures/cv/realistic/*.html) to PDF with Chromium, as a job seeker's
// browser or "Save as PDF" would: `npm run cv:fixtures`. The PDFs are committed; run this after changing a page.
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

const dir = path.resolve(import.meta.dirname, '../tests/fixtures/cv/realistic')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
for (const page of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
  const pdf = path.join(dir, page.replace(/\.html$/, '.pdf'))
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      '--allow-file-access-from-files',
      `--print-to-pdf=${pdf}`,
      `file://${path.join(dir, page)}`,
    ],
    { stdio: ['ignore', 'ignore', 'ignore'], timeout: 60_000 },
  )
  console.log(`${path.relative(process.cwd(), pdf)}`)
}
