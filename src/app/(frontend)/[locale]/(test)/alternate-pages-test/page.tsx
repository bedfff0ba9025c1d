import type { Metadata } from 'next'

import { SampleHeadReport } from '@/features/seo/SampleHeadReport'
import { assertDiagnosticsAccess } from '@/access/diagnostics'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'alternate-pages-test', robots: { index: false, follow: false } }

/** /alternate-pages-test: the alternate links of a sample page (the jobs list) in both languages. */
export default async function Page() {
  await assertDiagnosticsAccess()
  return <SampleHeadReport title="alternate-pages-test" pick={(facts) => facts.alternates} />
}
