import type { Metadata } from 'next'

import { inspectPath } from '@/features/seo/inspect'
import { assertDiagnosticsAccess } from '@/access/diagnostics'
import { env } from '@/lib/env'
import { pageLocale } from '@/i18n/server'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'seo-debug', robots: { index: false, follow: false } }

/** /seo-debug?path=/en/jobs: the resolved head of any path, as the server sends it. */
export default async function SeoDebugPage({ params, searchParams }: PageProps<'/[locale]/seo-debug'>) {
  const locale = await pageLocale(params)
  await assertDiagnosticsAccess()
  const raw = (await searchParams).path
  const path = (Array.isArray(raw) ? raw[0] : raw) || `/${locale}`
  const safe = path.startsWith('/') && !path.startsWith('//') ? path : `/${locale}`
  const facts = await inspectPath(env.serverUrl, safe)
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8" dir="ltr">
      <h1 className="text-2xl font-bold">seo-debug</h1>
      <form className="mt-4 flex gap-2">
        <input name="path" defaultValue={safe} aria-label="Path" className="flex-1 rounded border border-slate-300 px-3 py-2" />
        <button className="rounded bg-brand-700 px-4 py-2 text-white">Inspect</button>
      </form>
      <pre className="mt-6 overflow-x-auto rounded bg-slate-50 p-4 text-sm" data-testid="seo-facts">
        {JSON.stringify(facts, null, 2)}
      </pre>
    </div>
  )
}
