import { zipSync, type Zippable } from 'fflate'

import { brandName } from '@/lib/brand'
import { translator } from '@/i18n/messages'
import type { Locale } from '@/i18n/locales'
import { agencyDay } from '@/lib/dates'

import { DATA_EXPORTERS, type ExportContext } from './exporters'

/**
 * The candidate's data as one ZIP (fflate), made when they download it: a README in their language, one JSON file
 * per collection and their files (exporters.ts). Files already compressed (PDF, WebP) are stored as they are.
 */
export async function buildDataArchive(context: ExportContext, locale: Locale, now = new Date()): Promise<Uint8Array> {
  const mtime = now
  const files: Zippable = {
    'README.txt': [
      new TextEncoder().encode(
        `${translator(locale, 'DataRights')('archiveReadme', { brand: brandName(locale), date: now, email: context.candidate.email })}\n`,
      ),
      { mtime, level: 6 },
    ],
  }
  for (const exporter of DATA_EXPORTERS) {
    for (const entry of await exporter.entries(context)) files[entry.path] = [entry.data, { mtime, level: entry.compress ? 6 : 0 }]
  }
  return zipSync(files)
}

/** The archive's file name, dated by the agency's day: `nukhba-data-2026-06-15.zip`. */
export const archiveName = (now = new Date()) => `nukhba-data-${agencyDay(now)}.zip`
