import { getTranslations } from 'next-intl/server'
import type { Payload } from 'payload'

import { renderBlindInWorker } from '@/features/cv/reader'
import type { Locale } from '@/i18n/locales'
import { brandName } from '@/lib/brand'
import { agencyDay } from '@/lib/dates'
import { emailHtml } from '@/lib/email/frame'
import { staffLocaleOfAddress } from '@/lib/email/staffLocale'
import { env } from '@/lib/env'

import { COUNTRIES, JOB_FAMILIES } from './constants'
import { isCountry, isFamily } from './explore'
import { loadBenchmarks } from './queries'
import { reportText } from './report'

type Lead = { id: number; company: string; name: string; email: string; phone?: string | null; family: string; country: string }

/**
 * The benchmark report of the request's family and country as PDF, in the employer's language: the published cells
 * only (the explorer's, after suppression), drawn in the CV reader's worker as staff's download is
 * (`endpoints.ts`). Null when the worker could not draw it in time.
 */
async function reportPdf(lead: Lead, locale: Locale): Promise<Buffer | null> {
  if (!isFamily(lead.family) || !isCountry(lead.country)) return null
  const benchmarks = await loadBenchmarks()
  // The same report for every request that day until the benchmarks change: drawn once (at most REPORTS_KEPT kept), so a
  // run of requests from many addresses does not keep the worker busy drawing it again.
  const key = `${lead.family}/${lead.country}/${locale}/${benchmarks.cutoff}/${benchmarks.cells.length}/${agencyDay(new Date())}`
  const kept = drawn.get(key)
  if (kept) return kept
  const pdf = await renderBlindInWorker(reportText(benchmarks, lead.family, lead.country, locale))
  if (!pdf) return null
  if (drawn.size >= REPORTS_KEPT) drawn.delete(drawn.keys().next().value!)
  drawn.set(key, Buffer.from(pdf))
  return drawn.get(key)!
}
const REPORTS_KEPT = 48
const drawn = new Map<string, Buffer>()

/**
 * The two emails a report request sends once it is stored (issue 33): the employer gets the benchmark report of the
 * family and country they chose as a PDF attachment, in the language of the page they asked from (figures any
 * visitor of the explorer sees, under the same suppression; the form's rate limit and honeypot keep it from being
 * aimed at strangers' inboxes); the agency's inbox (site settings' contact address, in the language its staff
 * member chose for emails) hears of the lead with a link to it in the admin, for the account manager's follow-up.
 * Should the report not be drawn, the confirmation says that an account manager will send it. A failure is logged:
 * the request is stored and staff see it in the admin.
 */
export async function sendReportRequestEmails(payload: Payload, lead: Lead, locale: Locale): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  const brand = brandName(locale, settings.siteName)
  const inbox = settings.contact?.email
  const t = await getTranslations({ locale, namespace: 'Salary.report.emails' })
  const family = (l: Locale) => JOB_FAMILIES[lead.family as keyof typeof JOB_FAMILIES]?.[l] ?? lead.family
  const country = (l: Locale) => COUNTRIES[lead.country as keyof typeof COUNTRIES]?.[l] ?? lead.country
  const pdf = await reportPdf(lead, locale).catch((error: unknown) => {
    payload.logger.error({ err: error }, 'Could not draw the salary report for a request')
    return null
  })
  const confirmation = t(pdf ? 'confirmationBody' : 'confirmationLater', {
    name: lead.name,
    family: family(locale),
    country: country(locale),
  })
  const sends: Promise<unknown>[] = [
    payload.sendEmail({
      to: lead.email,
      subject: t('confirmationSubject', { brand }),
      text: confirmation,
      html: emailHtml(locale, confirmation),
      ...(pdf
        ? {
            attachments: [
              { filename: `salary-benchmark-${lead.family}-${lead.country}-${locale}.pdf`, content: pdf, contentType: 'application/pdf' },
            ],
          }
        : {}),
    }),
  ]
  if (inbox) {
    const staff = await staffLocaleOfAddress(payload, inbox)
    const s = await getTranslations({ locale: staff, namespace: 'Salary.report.emails' })
    const link = `${env.serverUrl}/admin/collections/salary-report-requests/${lead.id}`
    const body = s(pdf ? 'agencyBody' : 'agencyBodyNoReport', {
      company: lead.company,
      name: lead.name,
      email: lead.email,
      phone: lead.phone || '—',
      family: family(staff),
      country: country(staff),
    })
    sends.push(
      payload.sendEmail({
        to: inbox,
        replyTo: lead.email,
        subject: s('agencySubject', { company: lead.company, family: family(staff), country: country(staff) }),
        text: `${body}\n\n${link}`,
        html: emailHtml(staff, body, { href: link, label: s('agencyButton') }),
      }),
    )
  }
  await Promise.all(sends)
}
