import { addressConfirmed } from '@/features/accounts/verification'
import type { Payload, PayloadRequest } from 'payload'

import { statusLabel } from '@/features/applications/statusLabel'
import { toLocale, type Locale } from '@/i18n/locales'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { env } from '@/lib/env'
import { idOf } from '@/lib/ids'

import type { TemplateKey } from './constants'
import { renderTemplate, type RenderedEmail, type TemplateValues } from './templates'
import { recruitingMessages } from './text'
import { recordActivity } from './timeline'

type Rel = number | { id: number }
export type ApplicationForEmail = { id: number; job: Rel; candidate?: Rel | null; fullName: string; locale?: string | null; status: string }

/** The active template for a key in one language (Payload falls back to English for an empty Arabic field). */
export async function findTemplate(payload: Payload, key: TemplateKey, locale: Locale, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'email-templates',
    where: { and: [{ key: { equals: key } }, { active: { equals: true } }] },
    locale,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  return doc?.subject && doc.body ? { subject: doc.subject, body: doc.body } : null
}

/** Placeholder values for one application, in the language the candidate applied in. */
export async function valuesFor(
  payload: Payload,
  application: ApplicationForEmail,
  extra: TemplateValues = {},
  req?: Partial<PayloadRequest>,
): Promise<TemplateValues> {
  const locale = toLocale(application.locale)
  const [job, settings] = await Promise.all([
    payload.findByID({ collection: 'jobs', id: idOf(application.job), depth: 0, locale, overrideAccess: true, req }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, locale, req }),
  ])
  return {
    candidateName: application.fullName,
    jobTitle: job.title,
    jobReference: job.referenceCode,
    status: statusLabel(locale, application.status),
    agencyName: brandName(locale, (settings as { siteName?: string | null }).siteName),
    ...extra,
  }
}

/** The email a template would send this candidate (null when there is no active template for it). */
export async function renderFor(
  payload: Payload,
  application: ApplicationForEmail,
  key: TemplateKey,
  extra: TemplateValues = {},
  req?: Partial<PayloadRequest>,
): Promise<RenderedEmail | null> {
  const template = await findTemplate(payload, key, toLocale(application.locale), req)
  return template ? renderTemplate(template, await valuesFor(payload, application, extra, req)) : null
}

export type Attachment = { filename: string; content: string; contentType: string }

/**
 * Sends one email to the candidate behind an application and records it on the application's timeline (who sent
 * it, what it said). Returns false when there is no one to write to (an anonymised application).
 */
export async function sendToCandidate(
  payload: Payload,
  application: ApplicationForEmail,
  email: RenderedEmail & { template: TemplateKey; attachments?: Attachment[] },
  actor?: Partial<PayloadRequest>,
): Promise<boolean> {
  if (!application.candidate) return false
  const candidate = await payload.findByID({
    collection: 'candidates',
    id: idOf(application.candidate),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  // Not to an address its owner has not confirmed yet (features/accounts/verification.ts).
  if (!candidate?.email || !addressConfirmed(candidate)) return false
  const locale = toLocale(application.locale)
  await payload.sendEmail({
    to: candidate.email,
    subject: email.subject,
    text: email.body,
    html: emailHtml(locale, email.body, {
      href: `${env.serverUrl}/${locale}/profile`,
      label: recruitingMessages(locale).emailButton,
    }),
    ...(email.attachments ? { attachments: email.attachments } : {}),
  })
  await recordActivity(
    { payload, req: actor?.user ? { user: actor.user } : undefined },
    {
      application: application.id,
      job: idOf(application.job),
      kind: 'email',
      text: `${email.subject}\n\n${email.body}`,
      data: { to: candidate.email, template: email.template, locale, attachments: email.attachments?.map((a) => a.filename) ?? [] },
    },
  )
  return true
}
