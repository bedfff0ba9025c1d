import type { Metadata } from 'next'

import { ContentImage } from '@/features/content/components/ContentImage'
import { assertDiagnosticsAccess } from '@/access/diagnostics'
import { getPayloadClient } from '@/lib/payload'
import { pageLocale } from '@/i18n/server'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'BorderImage', robots: { index: false, follow: false } }

const FRAMES = [
  { name: 'card', className: 'rounded-lg border border-slate-200' },
  { name: 'portrait', className: 'rounded-full border-4 border-white shadow ring-2 ring-brand-200' },
  { name: 'logo', className: 'rounded-md border border-slate-200 bg-white p-3' },
]

/**
 * /BorderImage (spec §2 test page): images from the media library in each
 * frame the site uses (cards, team portraits, partner logos), to check
 * borders, rounding and alt text in both directions.
 */
export default async function Page({ params }: PageProps<'/[locale]/BorderImage'>) {
  await assertDiagnosticsAccess()
  const locale = await pageLocale(params)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'media', locale, limit: 4, depth: 0, sort: 'id' })
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">BorderImage</h1>
      {FRAMES.map((frame) => (
        <section key={frame.name} className="mt-8">
          <h2 className="font-mono font-semibold">{frame.name}</h2>
          <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {docs.map((media) => (
              <figure key={media.id} data-testid="framed-image">
                <ContentImage
                  media={media}
                  sizes="(min-width: 640px) 25vw, 50vw"
                  className={`aspect-square w-full object-cover ${frame.className}`}
                />
                <figcaption className="mt-1 text-xs text-muted">{media.alt}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
