import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { RichText } from '@/components/ui/RichText'
import { ContentImage } from '@/features/content/components/ContentImage'
import { getMember } from '@/features/content/queries'
import { BreadcrumbJsonLd } from '@/features/seo/BreadcrumbJsonLd'
import { metadataWithSeo, withDocumentSeo } from '@/features/seo/records'
import { lexicalToPlainText } from '@/lib/richText'
import { alternatesFor } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/member/[id]'>

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { id } = await params
  const member = await getMember(locale, decodeURIComponent(id))
  if (!member) return {}
  // The role alone is too short to describe the page: role, then the start of the biography.
  const bio = lexicalToPlainText(member.bio)
  const description = bio ? `${member.role}. ${bio}`.slice(0, 160) : member.role
  return withDocumentSeo({ title: member.name, description, alternates: alternatesFor(locale, `/member/${member.slug}`) }, member.seo)
}

/** /member/{slug or id}: photo, role, biography and links. */
export default async function MemberPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { id } = await params
  const member = await getMember(locale, decodeURIComponent(id))
  if (!member) notFound()
  const t = await getTranslations({ locale, namespace: 'About' })
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-10" data-testid="member">
      <BreadcrumbJsonLd
        locale={locale}
        section="about"
        sectionPath="/about"
        name={member.name}
        path={`/member/${member.slug ?? member.id}`}
      />
      <LocaleLink
        locale={locale}
        href="/about"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowIcon className="h-4 w-4 rotate-180" />
        {t('backToAbout')}
      </LocaleLink>
      <div className="mt-6 grid gap-8 sm:grid-cols-[12rem_1fr]">
        <ContentImage media={member.photo} sizes="12rem" priority className="h-48 w-48 rounded-2xl object-cover" />
        <div>
          <h1 className="text-3xl font-bold text-brand-900">{member.name}</h1>
          <p className="mt-1 text-lg text-muted">{member.role}</p>
          <RichText data={member.bio} className="mt-6 text-ink" />
          <ul className="mt-6 flex flex-wrap gap-4 text-sm font-semibold">
            {member.linkedin ? (
              <li>
                <a href={member.linkedin} rel="noopener noreferrer" target="_blank" className="text-brand-700 hover:underline">
                  {t('linkedin', { name: member.name })}
                </a>
              </li>
            ) : null}
            {member.email ? (
              <li>
                <a href={`mailto:${member.email}`} className="text-brand-700 hover:underline" dir="ltr">
                  {member.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </article>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('member', pageMetadata, { byDocument: true })
