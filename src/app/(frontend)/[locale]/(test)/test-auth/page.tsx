import { decodeJwt } from 'jose'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { RefreshNowButton } from '@/features/accounts/components/RefreshNowButton'
import { ID_TOKEN_COOKIE, SIGN_IN_COOKIE, TOKEN_REFRESH_MS } from '@/features/accounts/constants'
import { requireCandidate } from '@/features/accounts/current'
import { assertDiagnosticsAccess } from '@/access/diagnostics'
import { getPayloadClient } from '@/lib/payload'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/test-auth'>

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'test-auth', robots: { index: false, follow: false } }

const expiryOf = (token: string | undefined) => {
  try {
    return token ? new Date(Number(decodeJwt(token).exp) * 1000) : null
  } catch {
    return null
  }
}

/** /test-auth: who is signed in, when the tokens expire, how many sessions the account has. */
export default async function TestAuthPage({ params }: Props) {
  const locale = await pageLocale(params)
  await assertDiagnosticsAccess()
  const me = await requireCandidate(locale, '/test-auth')
  const t = await getTranslations({ locale, namespace: 'AuthDebug' })
  const jar = await cookies()
  const idExp = expiryOf(jar.get(ID_TOKEN_COOKIE)?.value)
  const signInExp = expiryOf(jar.get(SIGN_IN_COOKIE)?.value)
  const payload = await getPayloadClient()
  const full = (await payload.findByID({
    collection: 'candidates',
    id: me.id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })) as { sessions?: unknown[] | null }
  const count = full.sessions?.length ?? 0
  const format = (d: Date | null) =>
    d
      ? new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
          dateStyle: 'medium',
          timeStyle: 'medium',
        }).format(d)
      : '—'
  return (
    <div className="mx-auto w-full max-w-2xl space-y-3 px-4 py-10" data-testid="auth-state">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p>{t('signedIn', { email: me.email })}</p>
      <p>{t('idTokenExpires', { time: format(idExp) })}</p>
      <p>{t('signInExpires', { time: format(signInExp) })}</p>
      <p>{t('sessions', { count })}</p>
      <p>{t('refreshEvery', { minutes: TOKEN_REFRESH_MS / 60_000 })}</p>
      <RefreshNowButton label={t('refreshNow')} />
    </div>
  )
}
