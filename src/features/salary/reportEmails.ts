import { getTranslations } from 'next-intl/server'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { staffLocaleOfAddress } from '@/lib/email/staffLocale'
import { env } from '@/lib/env'

import { COUNTRIES, JOB_FAMILIES } from './constants'

type Lead = { id: number; company: string; name: string; email: string; phone?: string | null; family: string; country: string }

/**
 * The two emails a report request sends once it is stored (issue 33): the agency's inbox (site settings' contact
 * address, in the language its staff member chose for emails) hears of the lead with a link to it in the admin,
 * and the employer gets a confirmation in the language of the page they asked from. The report itself is sent by an
 * account manager, never automatically. A failure is logged: the request is stored and staff see it in the admin.
 */
export async function sendReportRequestEmails(payload: Payload, lead: Lead, locale: Locale): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  const brand = brandName(locale, settings.siteName)
  const inbox = settings.contact?.email
  const t = await getTranslations({ locale, namespace: 'Salary.report.emails' })
  const family = (l: Locale) => JOB_FAMILIES[lead.family as keyof typeof JOB_FAMILIES]?.[l] ?? lead.family
  const country = (l: Locale) => COUNTRIES[lead.country as keyof typeof COUNTRIES]?.[l] ?? lead.country
  const sends: Promise<unknown>[] = [
    payload.sendEmail({
      to: lead.email,
      subject: t('confirmationSubject', { brand }),
      text: t('confirmationBody', { name: lead.name, family: family(locale), country: country(locale) }),
      html: emailHtml(locale, t('confirmationBody', { name: lead.name, family: family(locale), country: country(locale) })),
    }),
  ]
  if (inbox) {
    const staff = await staffLocaleOfAddress(payload, inbox)
    const s = await getTranslations({ locale: staff, namespace: 'Salary.report.emails' })
    const link = `${env.serverUrl}/admin/collections/salary-report-requests/${lead.id}`
    const body = s('agencyBody', {
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
