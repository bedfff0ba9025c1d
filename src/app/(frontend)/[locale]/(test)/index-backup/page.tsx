import type { Metadata } from 'next'

import { HomeBlocks } from '@/features/content/components/HomeBlocks'
import { assertDiagnosticsAccess } from '@/access/diagnostics'
import { getPayloadClient } from '@/lib/payload'
import type { Home } from '@/payload-types'
import { pageLocale } from '@/i18n/server'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'index-backup', robots: { index: false, follow: false } }

/**
 * /index-backup (spec §2 test page): the home page as it was before the last
 * save, from the `home` global's version history, so staff can compare or
 * restore it in the admin (Versions). With no earlier version, the current one.
 */
export default async function Page({ params }: PageProps<'/[locale]/index-backup'>) {
  await assertDiagnosticsAccess()
  const locale = await pageLocale(params)
  const payload = await getPayloadClient()
  const { docs } = await payload.findGlobalVersions({ slug: 'home', locale, sort: '-updatedAt', limit: 2, depth: 0 })
  const backup = docs[1] ?? docs[0]
  const home: Pick<Home, 'layout'> = backup?.version ?? (await payload.findGlobal({ slug: 'home', locale, depth: 0 }))
  const savedAt = backup?.updatedAt
    ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(backup.updatedAt))
    : null
  return (
    <div className="w-full">
      <p className="mx-auto max-w-6xl px-4 py-3 font-mono text-sm" data-testid="backup-version">
        index-backup: {docs.length > 1 ? `version saved ${savedAt}` : 'no earlier version; showing the current home page'}
      </p>
      <HomeBlocks blocks={home.layout ?? []} locale={locale} />
    </div>
  )
}
