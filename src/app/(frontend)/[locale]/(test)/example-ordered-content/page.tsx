import type { Metadata } from 'next'

import { HomeBlocks } from '@/features/content/components/HomeBlocks'
import { getHome } from '@/features/content/queries'
import { assertDiagnosticsAccess } from '@/access/diagnostics'
import { pageLocale } from '@/i18n/server'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'example-ordered-content', robots: { index: false, follow: false } }

/**
 * /example-ordered-content (spec §2 test page): the home page's blocks in the
 * order staff arranged them in the `home` global, numbered, each followed by
 * how it renders, so an editor can check an ordering before relying on it.
 */
export default async function Page({ params }: PageProps<'/[locale]/example-ordered-content'>) {
  await assertDiagnosticsAccess()
  const locale = await pageLocale(params)
  const blocks = (await getHome(locale)).layout ?? []
  return (
    <div className="w-full">
      <div className="mx-auto w-full max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-bold">example-ordered-content</h1>
        <ol className="mt-4 list-decimal space-y-1 ps-6 font-mono text-sm" data-testid="block-order">
          {blocks.map((block, i) => (
            <li key={block.id ?? i}>{block.blockType}</li>
          ))}
        </ol>
      </div>
      {blocks.map((block, i) => (
        <section key={block.id ?? i} className="border-t-4 border-dashed border-slate-300">
          <p className="mx-auto max-w-6xl px-4 pt-2 font-mono text-xs text-muted">
            {i + 1}. {block.blockType}
          </p>
          <HomeBlocks blocks={[block]} locale={locale} />
        </section>
      ))}
    </div>
  )
}
