import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'
import { ContentImage } from '@/features/content/components/ContentImage'
import { getMember } from '@/features/content/queries'
import { lexicalToPlainText } from '@/lib/richText'
import { documentFromParams, documentMetadata } from '@/features/seo/documentPage'
import { DetailHeader } from '@/features/content/components/DetailHeader'

type Props = PageProps<'/[locale]/member/[id]'>

/** Each team member is rendered on its first request, then cached until staff change content (its queries' tags). */
export function generateStaticParams() {
  return []
}

/** /member/{slug or id}: photo, role, biography and links. */
export default async function MemberPage({ params }: Props) {
  const { locale, doc: member } = await documentFromParams(params, getMember)
  const t = await getTranslations({ locale, namespace: 'About' })
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-10" data-testid="member">
      <DetailHeader
        locale={locale}
        back={{ href: '/about', label: t('backToAbout') }}
        breadcrumb={{ section: 'about', sectionPath: '/about', name: member.name, path: `/member/${member.slug ?? member.id}` }}
      />
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

/** The page's metadata (the document's, its own search fields, then the staff's SEO record). */
export const generateMetadata = documentMetadata('member', getMember, (member) => {
  // The role alone is too short to describe the page: role, then the start of the biography.
  const bio = lexicalToPlainText(member.bio)
  return { title: member.name, description: bio ? `${member.role}. ${bio}`.slice(0, 160) : member.role, path: `/member/${member.slug}` }
})
