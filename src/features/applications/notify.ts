import { addressConfirmed } from '@/features/accounts/verification'
import type { PayloadRequest } from 'payload'

import { deliverNews, queueNewApplicationPush, sendStaffNotices } from '@/features/notify'
import { recordActivity } from '@/features/recruiting/timeline'
import { afterTransaction } from '@/lib/db/transactionEvents'
import { emailHtml } from '@/lib/email/frame'
import { staffLocaleOfAddress } from '@/lib/email/staffLocale'
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
    const to = job.recruiterEmail || settings.contact?.email
    // In the language the staff member with that address chose for emails (English for an inbox no one signs in with).
    const staff = await staffLocaleOfAddress(payload, to, req)
    const tStaff = translator(staff, 'Applications')
    const jobForStaff =
      staff === 'en'
        ? job
        : await payload.findByID({ collection: 'jobs', id: idOf(doc.job), depth: 0, overrideAccess: true, locale: staff, req })
    const adminLink = `${env.serverUrl}/admin/collections/applications/${doc.id}`
    // Payload's upload URL is already absolute (its serverURL); a relative one is resolved against the site's.
    const cvLink = new URL(cv.url ?? `/api/candidate-cvs/file/${encodeURIComponent(cv.filename ?? '')}`, `${env.serverUrl}/`).href
    const lines = [
      `${doc.fullName} <${candidate.email}>`,
      tStaff('emailRecruiterPhone', { phone: doc.phoneNumber }),
      tStaff('emailRecruiterCity', { city: doc.city, state: doc.state }),
      tStaff('emailRecruiterSkills', { skills: doc.skills }),
      tStaff('emailRecruiterLanguage', { language: locale }),
      doc.coverLetter ? `\n${tStaff('emailRecruiterCoverLetter')}\n${doc.coverLetter}` : '',
      `\n${tStaff('emailRecruiterApplication', { link: adminLink })}`,
      tStaff('emailRecruiterCv', { name: cv.originalName ?? cv.filename ?? '', link: cvLink }),
    ]
    const tasks: (() => Promise<unknown>)[] = []
    if (to) {
      const text = lines.filter(Boolean).join('\n')
      tasks.push(() =>
        payload.sendEmail({
          to,
          replyTo: candidate.email,
          subject: tStaff('emailRecruiterSubject', { job: jobForStaff.title, ref: job.referenceCode, name: doc.fullName }),
          text,
          html: emailHtml(staff, text),
        }),
      )
    }
    // The same notice on the devices the job's recruiter turned notifications on for in the admin (features/notify):
    // queued in the application's transaction, so it is recorded and sent (or retried) whatever happens after the
    // commit; sent at once after it.
    const staffNotices = await queueNewApplicationPush(
      payload,
      {
        application: doc.id,
        job: idOf(doc.job),
        owner: job.owner ? idOf(job.owner) : null,
        address: to,
        candidateName: doc.fullName,
      },
      req,
    )
    tasks.push(() => sendStaffNotices(payload, staffNotices))
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
