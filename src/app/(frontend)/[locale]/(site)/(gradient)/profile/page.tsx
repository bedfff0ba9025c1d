import type { Metadata } from 'next'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { FileUpload } from '@/features/accounts/components/FileUpload'
import { PasswordForm, ProfileForm } from '@/features/accounts/components/ProfileForm'
import { CV_MAX_BYTES, CV_MIME_TYPES, PICTURE_MAX_BYTES, PICTURE_MIME_TYPES, safeRedirect } from '@/features/accounts/constants'
import { requireCandidate } from '@/features/accounts/current'
import { APPLY_REQUIRED, missingForApply } from '@/features/accounts/schema'
import { accountText, profileText } from '@/features/accounts/text'
import { applicationsText } from '@/features/applications/messages'
import { statusLabel } from '@/features/applications/statusLabel'
import { myApplications } from '@/features/applications/queries'
import { formatDate } from '@/features/jobs/format'
import { getPayloadClient } from '@/lib/payload'
import type { CandidateCv, CandidatePicture } from '@/payload-types'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/profile'>

// Per visitor, never cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  return { title: profileText(locale).title, robots: { index: false, follow: false } }
}

const section = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'

/** /profile (guarded): completeness, details, picture, CV and password. */
export default async function ProfilePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const me = await requireCandidate(locale, '/profile')
  const rawBack = (await searchParams).redirect
  const back = safeRedirect(Array.isArray(rawBack) ? rawBack[0] : rawBack)
  const apps = applicationsText(locale)
  const applications = await myApplications(me, locale)
  const payload = await getPayloadClient()
  // Read as the candidate: the same access rules as every other path.
  const candidate = await payload.findByID({ collection: 'candidates', id: me.id, depth: 1, overrideAccess: false, user: me })
  const text = profileText(locale)
  const account = accountText(locale)
  const cv = typeof candidate.cv === 'object' ? (candidate.cv as CandidateCv | null) : null
  const pic = typeof candidate.profilePic === 'object' ? (candidate.profilePic as CandidatePicture | null) : null
  const missing = missingForApply({ ...candidate, cv: cv?.id ?? null })
  const done = APPLY_REQUIRED.length - missing.length
  const usesProvider = (candidate.identities ?? []).map((i) => (i.provider === 'google' ? 'Google' : 'LinkedIn'))[0]

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      {back ? (
        <a href={back} className="mb-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline" data-testid="back-to-job">
          <ArrowIcon className="rotate-180" />
          {text.backToJob}
        </a>
      ) : null}
      <h1 className="text-3xl font-bold text-brand-900">{text.title}</h1>
      <p className="mt-2 text-muted">{text.intro}</p>

      <section aria-labelledby="completeness" className={`${section} mt-6`} data-testid="completeness">
        <h2 id="completeness" className="font-semibold">
          {text.completeness.replace('{done}', String(done)).replace('{total}', String(APPLY_REQUIRED.length))}
        </h2>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className="h-full rounded-full bg-emerald-600" style={{ width: `${Math.round((done / APPLY_REQUIRED.length) * 100)}%` }} />
        </div>
        {missing.length ? (
          <div className="mt-3 text-sm">
            <p>{text.missingIntro}</p>
            <ul className="mt-1 list-inside list-disc">
              {missing.map((key) => (
                <li key={key}>{text.field[key]}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-3 text-sm text-emerald-800">{text.readyToApply}</p>
        )}
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="details" className={section}>
          <h2 id="details" className="mb-4 text-xl font-semibold">
            {text.details}
          </h2>
          <ProfileForm
            locale={locale}
            text={text}
            account={account}
            email={candidate.email}
            initial={{
              fullName: candidate.fullName ?? '',
              phoneNumber_1: candidate.phoneNumber_1 ?? '',
              phoneNumber_2: candidate.phoneNumber_2 ?? '',
              skills: candidate.skills ?? '',
              city: candidate.city ?? '',
              state: candidate.state ?? '',
              address: candidate.address ?? '',
              linkedin: candidate.linkedin ?? '',
            }}
          />
        </section>

        <div className="space-y-6">
          <section aria-labelledby="picture" className={section}>
            <h2 id="picture" className="mb-3 text-lg font-semibold">
              {text.pictureTitle}
            </h2>
            {pic?.url ? (
              // A private file: served by Payload to its owner and staff only, so not through the image optimizer.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={pic.sizes?.thumb?.url ?? pic.url}
                alt={pic.alt || candidate.fullName}
                width={128}
                height={128}
                className="mb-3 h-32 w-32 rounded-full object-cover"
                data-testid="profile-picture"
              />
            ) : (
              <p className="mb-3 text-sm text-muted">{text.noPicture}</p>
            )}
            <p className="mb-3 text-xs text-muted">{text.pictureHint}</p>
            <FileUpload
              kind="picture"
              text={text}
              accept={PICTURE_MIME_TYPES.join(',')}
              maxBytes={PICTURE_MAX_BYTES}
              current={pic ? { id: pic.id, name: pic.originalName ?? '', url: pic.url ?? '' } : null}
            />
          </section>

          <section aria-labelledby="cv" className={section}>
            <h2 id="cv" className="mb-3 text-lg font-semibold">
              {text.cvTitle}
            </h2>
            {cv?.url ? (
              <p className="mb-3 text-sm">
                <a href={cv.url} className="font-semibold text-brand-700 underline" data-testid="cv-link" dir="auto">
                  {text.downloadCv.replace('{name}', cv.originalName ?? cv.filename ?? '')}
                </a>
              </p>
            ) : (
              <p className="mb-3 text-sm text-muted">{text.noCv}</p>
            )}
            <p className="mb-3 text-xs text-muted">{text.cvHint}</p>
            <FileUpload
              kind="cv"
              text={text}
              accept={CV_MIME_TYPES.join(',')}
              maxBytes={CV_MAX_BYTES}
              current={cv ? { id: cv.id, name: cv.originalName ?? '', url: cv.url ?? '' } : null}
            />
          </section>
        </div>
      </div>

      <section id="applications" aria-labelledby="applications-title" className={`${section} mt-6`} data-testid="my-applications">
        <h2 id="applications-title" className="text-xl font-semibold">
          {apps.mine}
        </h2>
        {applications.length ? (
          <ul className="mt-3 divide-y divide-slate-200">
            {applications.map((app) => (
              <li key={app.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="my-application">
                <div>
                  {app.job?.open ? (
                    <LocaleLink locale={locale} href={`/jobs/${app.job.slug}`} className="font-semibold text-brand-800 hover:underline">
                      {app.job.title}
                    </LocaleLink>
                  ) : (
                    <span className="font-semibold">{app.job?.title ?? '—'}</span>
                  )}
                  <p className="text-sm text-muted">{apps.appliedOn.replace('{date}', formatDate(app.createdAt, locale))}</p>
                </div>
                <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800" data-testid="application-status">
                  {statusLabel(apps, app.status)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">{apps.mineEmpty}</p>
        )}
      </section>

      <section aria-labelledby="password" className={`${section} mt-6 max-w-xl`}>
        <h2 id="password" className="text-xl font-semibold">
          {text.passwordTitle}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted">{text.passwordIntro}</p>
        {usesProvider ? <p className="mb-4 text-sm text-muted">{text.noPasswordYet.replace('{provider}', usesProvider)}</p> : null}
        <PasswordForm locale={locale} text={text} account={account} />
      </section>
    </div>
  )
}
