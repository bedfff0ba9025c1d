import type { Metadata } from 'next'

import { headProblems, inspectPath } from '@/features/seo/inspect'
import { sitemapEntries } from '@/features/seo/sitemap'
import { getBrand } from '@/features/site/queries'
import { assertDiagnosticsAccess } from '@/access/diagnostics'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'seo-test-summary', robots: { index: false, follow: false } }

/** /seo-test-summary: every public route in both languages, with head problems flagged (duplicates too). */
export default async function SeoSummaryPage() {
  await assertDiagnosticsAccess()
  const urls = (await sitemapEntries()).map((e) => new URL(e.loc).pathname)
  const brands = { en: await getBrand('en'), ar: await getBrand('ar') }
  const rows: { path: string; title: string; problems: string[] }[] = []
  for (let i = 0; i < urls.length; i += 6) {
    const batch = urls.slice(i, i + 6)
    const facts = await Promise.all(batch.map((path) => inspectPath(env.serverUrl, path)))
    batch.forEach((path, j) =>
      rows.push({
        path,
        title: facts[j]!.title,
        problems: headProblems(env.serverUrl, path, facts[j]!, path.startsWith('/ar') ? brands.ar : brands.en),
      }),
    )
  }
  const titles = new Map<string, number>()
  for (const row of rows) titles.set(row.title, (titles.get(row.title) ?? 0) + 1)
  for (const row of rows) if ((titles.get(row.title) ?? 0) > 1) row.problems.push('duplicate title')
  const bad = rows.filter((r) => r.problems.length)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8" dir="ltr">
      <h1 className="text-2xl font-bold">seo-test-summary</h1>
      <p className="mt-2" data-testid="seo-summary">
        {rows.length} pages checked, {bad.length} with problems.
      </p>
      <table className="mt-4 w-full text-start text-sm">
        <thead>
          <tr>
            <th className="p-2">Path</th>
            <th className="p-2">Title</th>
            <th className="p-2">Problems</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} className={row.problems.length ? 'bg-red-50' : ''}>
              <td className="p-2 font-mono">{row.path}</td>
              <td className="p-2" dir="auto">
                {row.title}
              </td>
              <td className="p-2">{row.problems.join('; ') || 'OK'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
