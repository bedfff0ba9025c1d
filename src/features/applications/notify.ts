import { addressConfirmed } from '@/features/accounts/verification'
import type { PayloadRequest } from 'payload'

import { deliverNews } from '@/features/notify'
import { recordActivity } from '@/features/recruiting/timeline'
import { afterTransaction } from '@/lib/db/transactionEvents'
import { emailHtml } from '@/lib/email/frame'
import { env } from '@/lib/env'
import { idOf } from '@/lib/ids'

import { toLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { statusLabel } from './statusLabel'

type AppDoc = {
  id: number
  job: number | { id: number }
  candidate: number | { id: number }
  cv: number | { id: number }
  fullName: string
  phoneNumber: string
  city: string
  state: string
  skills: string
  coverLetter?: string | null
  locale?: string | null
}

/**
 * The recruiter on the job (or the agency's inbox) gets the application
 * with staff-only links (the admin record and the CV, both behind staff
 * sign-in); the candidate gets a confirmation in the language they applied
 * in. A failed email is logged, never a failed application.
 */
export async function sendApplicationEmails(req: PayloadRequest, doc: AppDoc) {
  const { payload } = req
  try {
    const locale = toLocale(doc.locale)
    const [job, jobInLocale, cv, candidate, settings] = await Promise.all([
      payload.findByID({ collection: 'jobs', id: idOf(doc.job), depth: 0, overrideAccess: true, locale: 'en', req }),
      payload.findByID({ collection: 'jobs', id: idOf(doc.job), depth: 0, overrideAccess: true, locale, req }),
      payload.findByID({ collection: 'candidate-cvs', id: idOf(doc.cv), depth: 0, overrideAccess: true, req }),
      payload.findByID({ collection: 'candidates', id: idOf(doc.candidate), depth: 0, overrideAccess: true, req }),
      payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
    ])
    const en = translator('en', 'Applications')
    const to = job.recruiterEmail || settings.contact?.email
    const adminLink = `${env.serverUrl}/admin/collections/applications/${doc.id}`
    // Payload's upload URL is already absolute (its serverURL); a relative one is resolved against the site's.
    const cvLink = new URL(cv.url ?? `/api/candidate-cvs/file/${encodeURIComponent(cv.filename ?? '')}`, `${env.serverUrl}/`).href
    const lines = [
      `${doc.fullName} <${candidate.email}>`,
      `Phone: ${doc.phoneNumber}`,
      `City: ${doc.city}, ${doc.state}`,
      `Skills: ${doc.skills}`,
      `Applied in: ${locale === 'ar' ? 'Arabic' : 'English'}`,
      doc.coverLetter ? `\nCover letter:\n${doc.coverLetter}` : '',
      `\nApplication (staff sign-in): ${adminLink}`,
      `CV "${cv.originalName ?? cv.filename}" (staff sign-in): ${cvLink}`,
    ]
    const tasks: (() => Promise<unknown>)[] = []
    if (to) {
      tasks.push(() =>
        payload.sendEmail({
          to,
          replyTo: candidate.email,
          subject: en('emailRecruiterSubject', { job: job.title, ref: job.referenceCode, name: doc.fullName }),
          text: lines.filter(Boolean).join('\n'),
        }),
      )
    }
    // The candidate's copy on the channels they chose for application updates (features/notify), the email only once
    // they have confirmed their address (features/accounts/verification.ts).
    const t = translator(locale, 'Applications')
    const body = t('emailCandidateBody', {
      name: doc.fullName,
      job: jobInLocale.title,
      ref: job.referenceCode,
      link: `${env.serverUrl}/${locale}/profile`,
    })
    const subject = t('emailCandidateSubject', { job: jobInLocale.title })
    const sendCandidateEmail = async () => {
      if (!addressConfirmed(candidate)) return false
      await payload.sendEmail({ to: candidate.email, subject, text: body, html: emailHtml(locale, body) })
      // On the application's timeline, like every email to a candidate (features/recruiting).
      await recordActivity(
        { payload },
        {
          application: doc.id,
          job: idOf(doc.job),
          kind: 'email',
          text: `${subject}\n\n${body}`,
          data: { to: candidate.email, template: 'received', locale },
        },
      )
      return true
    }
    const link = `${env.serverUrl}/${locale}/profile/applications`
    tasks.push(() =>
      deliverNews(payload, {
        candidate: candidate.id,
        purpose: 'applicationUpdates',
        key: `application:${doc.id}:received`,
        template: 'application_update',
        params: { job: jobInLocale.title, status: statusLabel(locale, 'submitted'), link },
        url: link,
        locale,
        email: sendCandidateEmail,
      }),
    )
    // Sent once the application's transaction has committed: never while it (on SQLite, the database's write lock) is
    // open, and never before the application exists for the timeline entry that records the email.
    await afterTransaction(req, {
      committed: () => {
        void Promise.all(tasks.map((task) => task())).catch((error: unknown) =>
          payload.logger.error({ err: error }, `Could not send the emails of application ${doc.id}`),
        )
      },
    })
  } catch (error) {
    payload.logger.error({ err: error }, `Could not send the emails of application ${doc.id}`)
  }
}
