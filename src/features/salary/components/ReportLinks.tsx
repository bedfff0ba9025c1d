import type { UIFieldServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

/**
 * In an employer's report request (collections/SalaryReportRequests): the benchmark report of the family and country
 * asked for, as PDF in English and in Arabic (`/api/salary/report/…`), for recruiters and admins.
 */
export function ReportLinks({ data, user, i18n }: UIFieldServerProps) {
  const { family, country } = (data ?? {}) as { family?: string; country?: string }
  if (!family || !country || !isRecruiterUser(user)) return null
  const t = translator(adminLocale(i18n), 'Salary')
  const link = (locale: Locale, label: string) => (
    <a
      className="btn btn--style-secondary btn--size-small"
      href={`/api/salary/report/${encodeURIComponent(family)}/${encodeURIComponent(country)}/${locale}`}
      download
      data-testid={`salary-report-pdf-${locale}`}
    >
      {label}
    </a>
  )
  return (
    <div style={{ marginBlock: 'var(--base)' }}>
      <p style={{ fontWeight: 600 }}>{t('report.admin.title')}</p>
      <p style={{ display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) / 2)', alignItems: 'flex-start' }}>
        {link('en', t('report.admin.english'))}
        {link('ar', t('report.admin.arabic'))}
      </p>
    </div>
  )
}
