import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { LocaleLink } from '@/components/ui/LocaleLink'
import { requireCandidate } from '@/features/accounts/current'
import { profileText } from '@/features/accounts/text'
import type { Locale } from '@/i18n/locales'

type Props = PageProps<'/[locale]/saved-jobs'>

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  return { title: profileText(locale).savedJobsTitle, robots: { index: false, follow: false } }
}

/** /saved-jobs (guarded). Saving jobs arrives with the applications work; until then the list is empty. */
export default async function SavedJobsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  await requireCandidate(locale, '/saved-jobs')
  const text = profileText(locale)
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{text.savedJobsTitle}</h1>
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
        <p className="text-muted">{text.savedJobsEmpty}</p>
        <LocaleLink locale={locale} href="/jobs" className="mt-4 inline-block font-semibold text-brand-700 underline">
          {text.browseJobs}
        </LocaleLink>
      </div>
    </div>
  )
}
