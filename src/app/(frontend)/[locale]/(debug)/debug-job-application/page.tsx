import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { requireCandidate } from '@/features/accounts/current'
import { missingForApply } from '@/features/accounts/schema'
import { assertDiagnosticsAccess } from '@/access/diagnostics'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/debug-job-application'>

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'debug-job-application', robots: { index: false, follow: false } }

/** /debug-job-application: could the signed-in candidate apply, and if not, what is missing. */
export default async function DebugJobApplicationPage({ params }: Props) {
  const locale = await pageLocale(params)
  await assertDiagnosticsAccess()
  const me = await requireCandidate(locale, '/debug-job-application')
  const t = await getTranslations({ locale, namespace: 'AuthDebug' })
  const field = await getTranslations({ locale, namespace: 'Profile.field' })
  const missing = missingForApply(me)
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing.map((key) => field(key)))
  return (
    <div className="mx-auto w-full max-w-2xl space-y-3 px-4 py-10" data-testid="apply-state">
      <h1 className="text-2xl font-bold">{t('applyTitle')}</h1>
      <p>{missing.length ? t('cannotApply', { fields: list }) : t('canApply')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {(['fullName', 'phoneNumber_1', 'city', 'state', 'skills'] as const).map((key) => (
          <div key={key} className="contents">
            <dt className="font-medium">{field(key)}</dt>
            <dd dir="auto">{me[key] || '—'}</dd>
          </div>
        ))}
        <dt className="font-medium">{field('cv')}</dt>
        <dd>{me.cv ? '✓' : '—'}</dd>
      </dl>
    </div>
  )
}
