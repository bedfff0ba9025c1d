import type { Metadata } from 'next'

import { SampleHeadReport } from '@/features/seo/SampleHeadReport'
import { assertDiagnosticsAccess } from '@/access/diagnostics'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'canonical-test', robots: { index: false, follow: false } }

/** /canonical-test: the canonical links of a sample page (the jobs list) in both languages. */
export default async function Page() {
  await assertDiagnosticsAccess()
  return <SampleHeadReport title="canonical-test" pick={(facts) => ({ canonical: facts.canonical })} />
}
