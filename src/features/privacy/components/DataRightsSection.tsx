import { getTranslations } from 'next-intl/server'

import { FormAlert } from '@/components/forms/Field'
import type { CurrentCandidate } from '@/features/accounts/current'
import { enabledProviders, providerLabel } from '@/features/accounts/oidc'
import type { Locale } from '@/i18n/locales'
import { clientMessages } from '@/i18n/server'
import { getPayloadClient } from '@/lib/payload'

import { deletionOptions, FRESH_SIGN_IN_MINUTES } from '../accountDeletion'
import { DeleteAccountForm, ExportForm } from './DataRightsForms'

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'
const EXPORT_REASONS = ['used', 'expired', 'invalid'] as const

/**
 * The candidate's data rights on /profile (Saudi PDPL, UAE PDPL, GDPR; docs/PRIVACY.md): download their data, and
 * delete their account. `exportReason` is why a download link did not work, when the download sent them back here.
 */
export async function DataRightsSection({ locale, me, exportReason }: { locale: Locale; me: CurrentCandidate; exportReason?: string }) {
  const [t, text, options] = await Promise.all([
    getTranslations({ locale, namespace: 'DataRights' }),
    clientMessages(locale, 'DataRights'),
    deletionOptions(await getPayloadClient(), me),
  ])
  const reason = EXPORT_REASONS.find((r) => r === exportReason)
  const providers = options.providers.filter((id) => enabledProviders().some((p) => p.id === id))
  const back = encodeURIComponent(`/${locale}/profile#delete-account`)
  return (
    <div className="mt-6 space-y-6">
      <section aria-labelledby="your-data-title" id="your-data" className={card}>
        <h2 id="your-data-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
        <h3 className="mt-4 font-semibold">{t('exportTitle')}</h3>
        <p className="mb-3 mt-1 text-sm">{t('exportIntro')}</p>
        {reason ? (
          <div className="mb-3">
            <FormAlert>{t(`download.${reason}`)}</FormAlert>
          </div>
        ) : null}
        <ExportForm text={text} />
      </section>
      <section aria-labelledby="delete-account-title" id="delete-account" className={`${card} border-red-200`}>
        <h2 id="delete-account-title" className="text-xl font-semibold text-red-800">
          {t('deleteTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm">{t('deleteIntro')}</p>
        {providers.length && !options.fresh ? (
          <p className="mb-4 text-sm">
            {t('deleteProviderHint', { provider: providerLabel(providers[0]!), minutes: FRESH_SIGN_IN_MINUTES })}{' '}
            <a
              href={`/api/candidates/oauth/${providers[0]}?locale=${locale}&redirect=${back}`}
              className="font-semibold text-brand-700 underline"
            >
              {t('signInAgain', { provider: providerLabel(providers[0]!) })}
            </a>
          </p>
        ) : null}
        <DeleteAccountForm
          text={text}
          fresh={options.fresh}
          freshNote={providers.length ? t('deleteProviderFresh', { provider: providerLabel(providers[0]!) }) : undefined}
        />
      </section>
    </div>
  )
}
