import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { recordWhatsappOptIn } from '@/features/notify/optIn'
import { statusLabel } from '@/features/applications/statusLabel'
import type { ApplicationStatus } from '@/features/applications/schema'
import { toLocale, type Locale } from '@/i18n/locales'
import { staffLocale } from '@/lib/email/staffLocale'
import { idOf } from '@/lib/ids'

/**
 * Notification settings for two demo job seekers (issue 34), so that a new site shows the channels at work: each has
 * a verified WhatsApp number with the opt-in in the consent record, their own quiet hours and time zone, and a few
 * messages already sent about their seeded applications (seed/applications.ts): "received" and the moves, by
 * WhatsApp in the language they applied in, one that WhatsApp could not deliver and that went by email instead. They
 * show on /profile, in each application's timeline in the admin and in the admin's Notifications sent. The job's
 * recruiter had each application's notice by push (a staff member's message, in their language). Nothing is sent by
 * the seed: the rows are recorded as sent, with made-up provider ids.
 */
type DemoSettings = {
  email: string
  number: string
  timeZone: 'Asia/Amman' | 'Asia/Dubai'
  quietFrom: number
  quietTo: number
  /** The purposes with WhatsApp besides email. */
  whatsapp: ('jobAlerts' | 'applicationUpdates' | 'interviewReminders')[]
  /** Days ago the number was verified. */
  verified: number
  /** A move whose WhatsApp message was not delivered (went by email). */
  undelivered?: ApplicationStatus
}

const demoSettings: DemoSettings[] = [
  {
    email: 'omar.demo@seekers.example',
    number: '+962795550142',
    timeZone: 'Asia/Amman',
    quietFrom: 22,
    quietTo: 7,
    whatsapp: ['applicationUpdates', 'interviewReminders'],
    verified: 40,
    undelivered: 'rejected',
  },
  {
    email: 'maria.demo@seekers.example',
    number: '+971504127788',
    timeZone: 'Asia/Dubai',
    quietFrom: 23,
    quietTo: 7,
    whatsapp: ['jobAlerts', 'applicationUpdates', 'interviewReminders'],
    verified: 25,
  },
]

const DAY = 86_400_000

export async function seedNotifications(payload: Payload, now = new Date()): Promise<{ people: number; messages: number }> {
  let people = 0
  let messages = 0
  /** One message in the notifications' log, as the sender would have written it. */
  const logged = async (data: RequiredDataFromCollectionSlug<'notification-messages'>) => {
    await payload.create({ collection: 'notification-messages', overrideAccess: true, data })
    messages++
  }
  let wamid = 0
  for (const demo of demoSettings) {
    const [candidate] = (
      await payload.find({ collection: 'candidates', where: { email: { equals: demo.email } }, depth: 0, limit: 1, overrideAccess: true })
    ).docs
    if (!candidate) continue
    const verifiedAt = new Date(now.getTime() - demo.verified * DAY)
    const channels = (purpose: DemoSettings['whatsapp'][number]) => ({
      email: true,
      whatsapp: demo.whatsapp.includes(purpose),
      push: false,
    })
    await payload.create({
      collection: 'notification-settings',
      overrideAccess: true,
      data: {
        candidate: candidate.id,
        jobAlerts: channels('jobAlerts'),
        applicationUpdates: { ...channels('applicationUpdates'), email: false },
        interviewReminders: channels('interviewReminders'),
        timeZone: demo.timeZone,
        quietFrom: demo.quietFrom,
        quietTo: demo.quietTo,
        whatsappNumber: demo.number,
        whatsappVerifiedAt: verifiedAt.toISOString(),
        whatsappOptInAt: verifiedAt.toISOString(),
      },
    })
    await recordWhatsappOptIn(payload, {
      candidate: candidate.id,
      at: verifiedAt,
      granted: true,
      locale: toLocale(candidate.preferredLocale),
      method: 'form',
    })
    people++

    const { docs: applications } = await payload.find({
      collection: 'applications',
      where: { candidate: { equals: candidate.id } },
      depth: 0,
      limit: 20,
      overrideAccess: true,
    })
    for (const application of applications) {
      const locale: Locale = toLocale(application.locale)
      const job = await payload.findByID({ collection: 'jobs', id: idOf(application.job), locale, depth: 0, overrideAccess: true })
      const link = `/${locale}/profile/applications`
      const sent = new Date(application.createdAt)
      // "Received", then each move the recruiter sent, at the day it was reached (seed/applications.ts dates them).
      const news: { status: ApplicationStatus; at: Date }[] = [{ status: 'submitted', at: sent }]
      const reached = (application.stages ?? {}) as Record<string, string | null | undefined>
      for (const [field, at] of Object.entries(reached)) {
        if (at && field.endsWith('At')) news.push({ status: field.slice(0, -2) as ApplicationStatus, at: new Date(at) })
      }
      news.sort((a, b) => a.at.getTime() - b.at.getTime())
      // The job's recruiter had the new application's notice by push (features/notify/staffPush.ts).
      const owner = job.owner
        ? await payload.findByID({ collection: 'users', id: idOf(job.owner), depth: 0, overrideAccess: true, disableErrors: true })
        : null
      if (owner) {
        const staff = staffLocale(owner)
        const titled = await payload.findByID({ collection: 'jobs', id: job.id, locale: staff, depth: 0, overrideAccess: true })
        await logged({
          key: `staff:${owner.id}:application:${application.id}:new:push`,
          user: owner.id,
          purpose: 'newApplications',
          channel: 'push',
          template: 'new_application',
          locale: staff,
          params: {
            job: titled.title ?? '',
            ref: job.referenceCode ?? '',
            name: application.fullName,
            application: String(application.id),
          },
          url: `/admin/collections/applications/${application.id}`,
          notBefore: sent.toISOString(),
          status: 'sent',
          sentAt: sent.toISOString(),
          attempts: 1,
          createdAt: sent.toISOString(),
          updatedAt: sent.toISOString(),
        })
      }
      for (const item of news) {
        const key =
          item.status === 'submitted'
            ? `application:${application.id}:received`
            : `application:${application.id}:${item.status}:${item.at.getTime()}`
        const row = {
          candidate: candidate.id,
          purpose: 'applicationUpdates' as const,
          template: 'application_update',
          locale,
          params: { job: job.title ?? '', status: statusLabel(locale, item.status), link },
          url: link,
          notBefore: item.at.toISOString(),
          attempts: 1,
          // Dated at the news, as the sender would have recorded it then.
          createdAt: item.at.toISOString(),
          updatedAt: item.at.toISOString(),
        }
        const failed = item.status === demo.undelivered
        await logged({
          ...row,
          key: `${key}:whatsapp`,
          channel: 'whatsapp',
          status: failed ? 'failed' : 'sent',
          sentAt: failed ? null : item.at.toISOString(),
          providerId: `wamid.seed${++wamid}`,
          error: failed ? 'not delivered: 131026 Message undeliverable; sent by email instead' : null,
        })
        if (failed) {
          await logged({
            ...row,
            key: `${key}:email`,
            channel: 'email',
            status: 'sent',
            sentAt: item.at.toISOString(),
            fellBackFrom: 'whatsapp',
          })
        }
      }
    }
  }
  return { people, messages }
}
