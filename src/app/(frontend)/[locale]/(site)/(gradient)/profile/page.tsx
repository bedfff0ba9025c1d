import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { CompletenessSection, DetailsSection, FilesSections, PasswordSection } from '@/features/accounts/components/profile/ProfileSections'
import { safeRedirect } from '@/features/accounts/constants'
import { guardedPage } from '@/features/accounts/guardedPage'
import { myProfile } from '@/features/accounts/queries'
import { VerifyEmailNotice } from '@/features/accounts/components/VerifyEmail'
import { ProfileAlerts } from '@/features/alerts/components/ProfileAlerts'
import { NotifySection } from '@/features/notify/components/NotifySection'
import { CvFillSection } from '@/features/cv/components/CvFillSection'
import { ProfileConsents } from '@/features/consent/components/ProfileConsents'
import { RepresentationSection } from '@/features/clients/components/CandidateSections'
import { DataRightsSection } from '@/features/privacy/components/DataRightsSection'
import { EligibilitySection } from '@/features/matching/components/EligibilitySection'
import { Invitations } from '@/features/matching/components/Invitations'
import { Recommendations } from '@/features/matching/components/Recommendations'
import { accountItems } from '@/features/site/components/navItems'
import { messagesMetadata } from '@/lib/pageMetadata'
import { firstParam } from '@/lib/searchParams'

type Props = PageProps<'/[locale]/profile'>

// Per visitor, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('Profile', 'title')

/** /profile (guarded), for editing: completeness, details, picture, CV and what it proposes, job alerts, consents, password, data rights. Applications and interviews have their own page, /profile/applications. */
export default async function ProfilePage(props: Props) {
  const { locale, me, query } = await guardedPage(props, '/profile')
  const back = safeRedirect(firstParam(query.redirect))
  const [t, tHeader, profile] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getTranslations({ locale, namespace: 'Header' }),
    myProfile(me),
  ])

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      {back ? (
        <a href={back} className="mb-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline" data-testid="back-to-job">
          <ArrowIcon className="rotate-180" />
          {t('backToJob')}
        </a>
      ) : null}
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('intro')}</p>
      <nav aria-label={t('quickLinks')} className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold" data-testid="profile-links">
        {accountItems.map((item) => (
          <LocaleLink key={item.key} locale={locale} href={item.href} className="text-brand-700 underline">
            {tHeader(item.key)}
          </LocaleLink>
        ))}
      </nav>
      <VerifyEmailNotice locale={locale} me={me} sent={firstParam(query.verify)} />
      <CompletenessSection locale={locale} profile={profile} />
      <CvFillSection locale={locale} me={me} updated={firstParam(query.updated) === 'cv'} back={back} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <DetailsSection locale={locale} profile={profile} />
        <FilesSections locale={locale} profile={profile} />
      </div>
      <EligibilitySection locale={locale} me={me} done={firstParam(query.eligibility)} />
      <Invitations locale={locale} me={me} done={firstParam(query.invitation)} />
      <Recommendations
        locale={locale}
        me={me}
        limit={5}
        back={`/${locale}/profile`}
        hidden={firstParam(query.hidden)}
        restored={firstParam(query.restored) === '1'}
      />
      <RepresentationSection locale={locale} candidate={me} done={firstParam(query.represent)} />
      <ProfileAlerts locale={locale} candidate={me} done={typeof query.alerts === 'string' ? query.alerts : undefined} />
      <ProfileConsents locale={locale} candidate={me} done={firstParam(query.consent)} />
      <NotifySection locale={locale} me={me} outcome={firstParam(query.notify)} />
      <PasswordSection locale={locale} profile={profile} />
      <DataRightsSection locale={locale} me={me} exportReason={firstParam(query.export)} />
    </div>
  )
}
