import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ContentImage } from '@/features/content/components/ContentImage'
import { ContentPage, contentPageMetadata } from '@/features/content/components/ContentPage'
import { getPartners, getTeam } from '@/features/content/queries'
import { metadataWithSeo } from '@/features/seo/records'
import { pageLocale } from '@/i18n/server'
import { TitledSection } from '@/components/ui/TitledSection'
import { CardHeading } from '@/components/ui/CardHeading'

type Props = PageProps<'/[locale]/about'>

// The cards of the team (photo beside the words) and of the partners; the whole card is the link (CardHeading).
const teamCard = 'relative flex items-center gap-4 rounded-xl border border-slate-200 p-4 hover:border-brand-600'
const partnerCard = 'relative rounded-xl border border-slate-200 p-4 hover:border-brand-600'

async function pageMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata(await pageLocale(params), 'about')
}

/** /about: the page staff edit, then the team and the partners. */
export default async function AboutPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, team, partners] = await Promise.all([getTranslations({ locale, namespace: 'About' }), getTeam(locale), getPartners(locale)])
  return (
    <ContentPage locale={locale} slug="about">
      <TitledSection id="team" title={t('team')} className="mx-auto mt-16 w-full max-w-6xl px-4">
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.id} className={teamCard} data-testid="team-card">
              <ContentImage media={member.photo} sizes="5rem" className="h-20 w-20 shrink-0 rounded-full object-cover" />
              <div>
                <CardHeading className="font-semibold text-brand-900" locale={locale} href={`/member/${member.slug}`}>
                  {member.name}
                </CardHeading>
                <p className="text-sm text-muted">{member.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="partners" title={t('partners')} className="mx-auto mt-16 w-full max-w-6xl px-4">
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {partners.map((partner) => (
            <li key={partner.id} className={partnerCard} data-testid="partner-card">
              <ContentImage media={partner.logo} sizes="10rem" className="h-16 w-auto" />
              <CardHeading className="mt-3 font-semibold text-brand-900" locale={locale} href={`/partners/${partner.slug}`}>
                {partner.name}
              </CardHeading>
              <p className="mt-1 text-sm text-muted">{partner.summary}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
    </ContentPage>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('about', pageMetadata)
