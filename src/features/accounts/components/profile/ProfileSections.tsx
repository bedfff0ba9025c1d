import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { clientMessages } from '@/i18n/server'

import { CV_MAX_BYTES, CV_MIME_TYPES, PICTURE_MAX_BYTES, PICTURE_MIME_TYPES } from '../../constants'
import type { MyProfile } from '../../queries'
import type { ProfileText } from '../../text'
import { FileUpload } from '../FileUpload'
import { PasswordForm, ProfileForm } from '../ProfileForm'

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'

/** How much of what applying needs is filled in, and what is missing. */
export async function CompletenessSection({ locale, profile }: { locale: Locale; profile: MyProfile }) {
  const t = await getTranslations({ locale, namespace: 'Profile' })
  return (
    <section aria-labelledby="completeness" className={`${card} mt-6`} data-testid="completeness">
      <h2 id="completeness" className="font-semibold">
        {t('completeness', { done: profile.done, total: profile.total })}
      </h2>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${Math.round((profile.done / profile.total) * 100)}%` }} />
      </div>
      {profile.missing.length ? (
        <div className="mt-3 text-sm">
          <p>{t('missingIntro')}</p>
          <ul className="mt-1 list-inside list-disc">
            {profile.missing.map((key) => (
              <li key={key}>{t(`field.${key}`)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-3 text-sm text-emerald-800">{t('readyToApply')}</p>
      )}
    </section>
  )
}

/** The details form, with the server's saved values in its HTML. */
export async function DetailsSection({ locale, profile }: { locale: Locale; profile: MyProfile }) {
  const [text, account] = await Promise.all([clientMessages(locale, 'Profile'), clientMessages(locale, 'Account')])
  return (
    <section aria-labelledby="details" className={card}>
      <h2 id="details" className="mb-4 text-xl font-semibold">
        {text.details}
      </h2>
      <ProfileForm text={text} account={account} email={profile.email} initial={profile.details} />
    </section>
  )
}

type StoredFile = { id: number; originalName?: string | null; url?: string | null }

/** One uploaded file's card: what is on file (or that nothing is), the hint, the upload. */
function FileSection({
  id,
  title,
  hint,
  kind,
  text,
  file,
  children,
}: {
  id: string
  title: string
  hint: string
  kind: 'picture' | 'cv'
  text: ProfileText
  file: StoredFile | null
  children: ReactNode
}) {
  const picture = kind === 'picture'
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
      <p className="mb-3 text-xs text-muted">{hint}</p>
      <FileUpload
        kind={kind}
        text={text}
        accept={(picture ? PICTURE_MIME_TYPES : CV_MIME_TYPES).join(',')}
        maxBytes={picture ? PICTURE_MAX_BYTES : CV_MAX_BYTES}
        current={file ? { id: file.id, name: file.originalName ?? '', url: file.url ?? '' } : null}
      />
    </section>
  )
}

/** The picture and the CV, each with its upload. */
export async function FilesSections({ locale, profile }: { locale: Locale; profile: MyProfile }) {
  const [t, text] = await Promise.all([getTranslations({ locale, namespace: 'Profile' }), clientMessages(locale, 'Profile')])
  const { picture, cv } = profile
  return (
    <div className="space-y-6">
      <FileSection id="picture" title={t('pictureTitle')} hint={t('pictureHint')} kind="picture" text={text} file={picture}>
        {picture?.url ? (
          // A private file: served by Payload to its owner and staff only, so not through the image optimizer.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={picture.sizes?.thumb?.url ?? picture.url}
            alt={picture.alt || profile.fullName}
            width={128}
            height={128}
            className="mb-3 h-32 w-32 rounded-full object-cover"
            data-testid="profile-picture"
          />
        ) : (
          <p className="mb-3 text-sm text-muted">{t('noPicture')}</p>
        )}
      </FileSection>
      <FileSection id="cv" title={t('cvTitle')} hint={t('cvHint')} kind="cv" text={text} file={cv}>
        {cv?.url ? (
          <p className="mb-3 text-sm">
            <a href={cv.url} className="font-semibold text-brand-700 underline" data-testid="cv-link" dir="auto">
              {t('downloadCv', { name: cv.originalName ?? cv.filename ?? '' })}
            </a>
          </p>
        ) : (
          <p className="mb-3 text-sm text-muted">{t('noCv')}</p>
        )}
      </FileSection>
    </div>
  )
}

/** Change password; a candidate who signed up through a provider is told how to get a first one. */
export async function PasswordSection({ locale, profile }: { locale: Locale; profile: MyProfile }) {
  const [t, text, account] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    clientMessages(locale, 'Profile'),
    clientMessages(locale, 'Account'),
  ])
  return (
    <section aria-labelledby="password" className={`${card} mt-6 max-w-xl`}>
      <h2 id="password" className="text-xl font-semibold">
        {t('passwordTitle')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-muted">{t('passwordIntro')}</p>
      {profile.provider ? <p className="mb-4 text-sm text-muted">{t('noPasswordYet', { provider: profile.provider })}</p> : null}
      <PasswordForm text={text} account={account} />
    </section>
  )
}
