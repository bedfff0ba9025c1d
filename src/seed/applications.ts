import type { Payload } from 'payload'

import type { Stage } from '@/features/recruiting/constants'
import type { Locale } from '@/i18n/locales'
import type { Application } from '@/payload-types'

/**
 * Demo applications for the recruiters' workspace: the demo job seekers (seed/matching.ts) applied to seeded jobs
 * over the past weeks and moved along the pipeline, with the day each stage was reached. The board has cards in
 * its columns, the dashboard new and waiting applications and its funnel the median days between stages, and the
 * candidate search finds them. They are made as an import would make them (no apply form, so no email goes out),
 * then dated in the past directly in the database, as hooks would stamp "now".
 */
type DemoApplication = {
  email: string
  job: string
  /** Days ago the application was sent. */
  sent: number
  /** Each stage reached, with the days ago it was reached, in order. */
  stages: [Stage, number][]
  phone: string
  state: string
  locale: Locale
  /** The recruiter's stars (1–5) and a note on the timeline, as the application page shows them (issue 28, item 8). */
  rating?: number
  note?: string
  /** Where it came from (a tracked link's `src`, issue 31): the numbers view's sources. */
  source?: { source: Application['source']; sourceDetail?: string }
}

const demoApplications: DemoApplication[] = [
  {
    email: 'maria.demo@seekers.example',
    job: 'NT-1002',
    source: { source: 'jobBoard', sourceDetail: 'linkedin' },
    sent: 20,
    stages: [
      ['reviewed', 18],
      ['shortlisted', 15],
      ['interview', 10],
    ],
    phone: '+971 50 412 7788',
    state: 'Dubai',
    locale: 'en',
    rating: 4,
    note: 'Strong IFRS background; asked for a Sunday interview slot. Salary expectation within the band.',
  },
  {
    email: 'arjun.demo@seekers.example',
    job: 'NT-1011',
    source: { source: 'alert' },
    sent: 35,
    stages: [
      ['reviewed', 33],
      ['shortlisted', 29],
      ['interview', 22],
      ['offered', 12],
    ],
    phone: '+966 55 318 2040',
    state: 'Makkah Province',
    locale: 'en',
  },
  {
    email: 'omar.demo@seekers.example',
    job: 'NT-1007',
    source: { source: 'referral', sourceDetail: 'share-whatsapp' },
    sent: 9,
    stages: [
      ['reviewed', 7],
      ['shortlisted', 4],
    ],
    phone: '+962 79 555 0142',
    state: 'عمّان',
    locale: 'ar',
    rating: 5,
    note: 'تواصلتُ معه هاتفيًا: متاح للانتقال إلى الرياض خلال شهر، ولديه خبرة قوية في إدارة المشاريع.',
  },
  {
    email: 'omar.demo@seekers.example',
    job: 'NT-1012',
    source: { source: 'jobBoard', sourceDetail: 'bayt' },
    sent: 30,
    stages: [
      ['reviewed', 27],
      ['rejected', 24],
    ],
    phone: '+962 79 555 0142',
    state: 'عمّان',
    locale: 'ar',
  },
  // Waiting for a first review for more than three days: the dashboard counts it.
  {
    email: 'noura.demo@seekers.example',
    job: 'NT-1051',
    sent: 5,
    stages: [],
    phone: '+966 50 771 3092',
    state: 'منطقة الرياض',
    locale: 'ar',
  },
  // Sent today.
  {
    email: 'arjun.demo@seekers.example',
    job: 'NT-1008',
    sent: 0,
    stages: [],
    phone: '+966 55 318 2040',
    state: 'Makkah Province',
    locale: 'en',
  },
]

const DAY_MS = 86_400_000

export async function seedApplications(payload: Payload, now = new Date()): Promise<number> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS - 3 * 3_600_000).toISOString()
  let made = 0
  for (const demo of demoApplications) {
    const [candidate, job] = await Promise.all([
      payload.find({ collection: 'candidates', where: { email: { equals: demo.email } }, depth: 0, limit: 1, overrideAccess: true }),
      payload.find({ collection: 'jobs', where: { referenceCode: { equals: demo.job } }, depth: 0, limit: 1, overrideAccess: true }),
    ])
    const person = candidate.docs[0]
    const target = job.docs[0]
    if (!person || !target) continue
    const doc = await payload.create({
      collection: 'applications',
      overrideAccess: true,
      locale: demo.locale,
      // Checked here, not by the apply form's rules (no CV file in the demo); `demoSeed` sends no email.
      context: { checkedApplication: true, demoSeed: true },
      data: {
        job: target.id,
        candidate: person.id,
        fullName: person.fullName,
        phoneNumber: demo.phone,
        city: person.city ?? '',
        state: demo.state,
        skills: person.skills ?? '',
        locale: demo.locale,
        status: 'submitted',
      },
    })
    const stages: Partial<Record<`${Stage}At`, string>> = {}
    for (const [stage, daysAgo] of demo.stages) stages[`${stage}At`] = at(daysAgo)
    const last = demo.stages.at(-1)
    const data: Partial<Application> = {
      createdAt: at(demo.sent),
      status: last ? last[0] : 'submitted',
      statusChangedAt: at(last ? last[1] : demo.sent),
      stages,
      ...(demo.rating ? { rating: demo.rating } : {}),
      ...(demo.source ?? {}),
    }
    await payload.db.updateOne({ collection: 'applications', id: doc.id, data, returning: false })
    if (demo.note) {
      await payload.create({
        collection: 'application-activities',
        overrideAccess: true,
        depth: 0,
        data: { application: doc.id, job: target.id, kind: 'note', text: demo.note },
        context: { recordingActivity: true },
      })
    }
    made++
  }
  return made
}
