import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'

import { computeBenchmarks, type Benchmarks, type SurveyLine } from './benchmarks'

/**
 * The explorer's one read (issue 33): every published round's lines through the safety-zone rules. Only the
 * published cells are returned and cached (they carry counts and rounded figures, never an organisation); the
 * lines are read on the server and dropped. Expired when a round is imported, published, changed or deleted, and
 * at least daily, since a line becomes old enough to count as days pass.
 */
export async function loadBenchmarks(): Promise<Benchmarks> {
  const payload = await getPayloadClient()
  const rounds = await payload.find({
    collection: 'salary-rounds',
    where: { status: { equals: 'published' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: { lines: true },
  })
  const lines = rounds.docs.flatMap((round) => (Array.isArray(round.lines) ? (round.lines as SurveyLine[]) : []))
  return computeBenchmarks(lines, new Date())
}

export const getBenchmarks = unstable_cache(loadBenchmarks, ['salary-benchmarks'], { tags: [CACHE_TAGS.salaries], revalidate: 6 * 3600 })
