import { getTranslations } from 'next-intl/server'

import { LocaleLink } from '@/components/ui/LocaleLink'
import { guardedPage } from '@/features/accounts/guardedPage'
import { VerifyEmailNotice } from '@/features/accounts/components/VerifyEmail'
import { MyApplications } from '@/features/applications/components/MyApplications'
import { MyInterviews } from '@/features/recruiting/components/MyInterviews'
import { messagesMetadata } from '@/lib/pageMetadata'
import { firstParam } from '@/lib/searchParams'

type Props = PageProps<'/[locale]/profile/applications'>

// Per visitor, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('Interviews', 'pageTitle')

/** /profile/applications (guarded): My applications, interviews first (confirm, reschedule, add to calendar), then every application's status. */
export default async function MyApplicationsPage(props: Props) {
  const { locale, me, query } = await guardedPage(props, '/profile/applications')
  const t = await getTranslations({ locale, namespace: 'Interviews' })
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t('pageTitle')}</h1>
      <p className="mt-2 text-muted">{t('pageIntro')}</p>
      <LocaleLink locale={locale} href="/profile" className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
        {t('editProfile')}
      </LocaleLink>
      <VerifyEmailNotice locale={locale} me={me} />
      <MyInterviews locale={locale} candidate={me} done={firstParam(query.reply)} />
      <MyApplications locale={locale} candidate={me} />
    </div>
  )
}
