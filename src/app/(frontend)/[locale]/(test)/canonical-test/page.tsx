import type { Metadata } from 'next'

import { inspectPath } from '@/features/seo/inspect'
import { assertDiagnosticsAccess } from '@/lib/diagnosticsAccess'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'canonical-test', robots: { index: false, follow: false } }

/** /canonical-test: the canonical links of a sample page (the jobs list) in both languages. */
export default async function Page() {
  await assertDiagnosticsAccess()
  const pages = await Promise.all(['/en/jobs', '/ar/jobs'].map(async (path) => ({ path, facts: await inspectPath(env.serverUrl, path) })))
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8" dir="ltr">
      <h1 className="text-2xl font-bold">canonical-test</h1>
      {pages.map(({ path, facts }) => (
        <section key={path} className="mt-6">
          <h2 className="font-mono font-semibold">{path}</h2>
          <pre className="mt-2 rounded bg-slate-50 p-4 text-sm">{JSON.stringify({ canonical: facts.canonical }, null, 2)}</pre>
        </section>
      ))}
    </div>
  )
}
