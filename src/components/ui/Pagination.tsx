import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { LocaleLink } from '@/components/ui/LocaleLink'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  page: number
  pages: number
  /** Link for a page number, without the locale prefix: (2) → `/jobs?page=2`. */
  hrefFor: (page: number) => string
}

/**
 * Previous / Next (spec §2), with the page number in the URL so pages can be
 * shared and crawled. At the ends the control is shown disabled, not hidden.
 */
export async function Pagination({ locale, page, pages, hrefFor }: Props) {
  if (pages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'Pagination' })
  const base = 'inline-flex items-center gap-2 rounded-md border px-4 py-2 text-sm font-semibold'
  const enabled = `${base} border-brand-700 text-brand-700 hover:bg-brand-50`
  const disabled = `${base} cursor-not-allowed border-slate-200 text-slate-500`
  return (
    <nav aria-label={t('label')} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <LocaleLink locale={locale} href={hrefFor(page - 1)} rel="prev" className={enabled}>
          <ArrowIcon className="h-4 w-4 rotate-180" />
          {t('previous')}
        </LocaleLink>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ArrowIcon className="h-4 w-4 rotate-180" />
          {t('previous')}
        </span>
      )}
      <span className="text-sm text-muted">{t('page', { page, pages })}</span>
      {page < pages ? (
        <LocaleLink locale={locale} href={hrefFor(page + 1)} rel="next" className={enabled}>
          {t('next')}
          <ArrowIcon className="h-4 w-4" />
        </LocaleLink>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t('next')}
          <ArrowIcon className="h-4 w-4" />
        </span>
      )}
    </nav>
  )
}
