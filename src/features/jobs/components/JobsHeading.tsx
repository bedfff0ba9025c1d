import { LocaleLink } from '@/components/ui/LocaleLink'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; title: string; lead: string; other: { href: string; label: string } }

/** The heading of the two views of the open jobs (/jobs, /jobs-by-date): title, lead and a link to the other view. */
export function JobsHeading({ locale, title, lead, other }: Props) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-2 text-muted">
        {lead}{' '}
        <LocaleLink locale={locale} href={other.href} className="font-semibold text-brand-700 underline">
          {other.label}
        </LocaleLink>
      </p>
    </>
  )
}
