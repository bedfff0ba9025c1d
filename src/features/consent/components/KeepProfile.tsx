import { getTranslations } from 'next-intl/server'

import { primaryButton } from '@/components/forms/Field'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload'

import { keepProfileForm } from '../formActions'
import { candidateByKeepLink, keptUntil } from '../keep'
import { keepTermMonths } from '../record'

/** The "keep me" page: the link's candidate, one button that renews consent to keep, then its new end. */
export async function KeepProfile({ locale, id, token, done }: { locale: Locale; id: string; token: string; done: boolean }) {
  const payload = await getPayloadClient()
  const [t, candidate, months] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsentRecord' }),
    candidateByKeepLink(payload, id, token),
    keepTermMonths(payload),
  ])
  if (!candidate) {
    return (
      <div className="space-y-3" data-testid="keep-invalid">
        <h1 className="text-2xl font-bold text-brand-900">{t('keepPage.title')}</h1>
        <p>{t('keepPage.invalid')}</p>
      </div>
    )
  }
  const until = done ? await keptUntil(payload, candidate.id) : null
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-brand-900">{t('keepPage.title')}</h1>
      {until ? (
        <p role="status" className="text-emerald-800" data-testid="keep-done">
          {t('keepPage.done', { until: formatDate(until, locale) })}
        </p>
      ) : (
        <form action={keepProfileForm} className="space-y-4">
          <p>{t('keepPage.intro', { months })}</p>
          <input type="hidden" name="c" value={id} />
          <input type="hidden" name="t" value={token} />
          <button type="submit" className={primaryButton} data-testid="keep-button">
            {t('keepPage.button')}
          </button>
        </form>
      )}
    </div>
  )
}
