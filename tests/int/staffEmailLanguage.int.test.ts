import { beforeAll, describe, expect, it } from 'vitest'

import { decide } from '@/features/clients/submittals'
import { createRequisition } from '@/features/clients/requisitions'

import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, mailTo, ownedJob, staffMember } from './helpers/recruiting'

/**
 * Emails to staff are written in the language each staff member chose for emails (`users.emailLanguage`), English
 * when they chose none (issue 30): a new application, a client's decision on a submittal, a vacancy from the client
 * portal. Two recruiters, one who reads Arabic and one who left the choice empty, each get the same events.
 */
type Payload = Awaited<ReturnType<typeof getTestPayload>>

describe('emails to staff in their language', () => {
  let payload: Payload
  const people = {
    ar: { email: 'amal.language@example.com', id: 0 },
    en: { email: 'oliver.language@example.com', id: 0 },
  }
  const jobs = { ar: 0, en: 0 }
  const clients = { ar: 0, en: 0 }
  let contact: Record<string, unknown>

  beforeAll(async () => {
    payload = await getTestPayload()
    for (const locale of ['ar', 'en'] as const) {
      const staff = await staffMember(people[locale].email, ['recruiter'])
      people[locale].id = staff.id
      // Amal chose Arabic; Oliver chose nothing (an account from before the choice existed).
      await payload.db.updateOne({
        collection: 'users',
        id: staff.id,
        data: { emailLanguage: locale === 'ar' ? 'ar' : null },
        returning: false,
      })
      const client = await payload.create({
        collection: 'clients',
        locale: 'en',
        data: { name: `Oasis Logistics ${locale}`, accountManager: staff.id, status: 'active' },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'clients',
        id: client.id,
        locale: 'ar',
        data: { name: `واحة اللوجستيات ${locale}` },
        overrideAccess: true,
      })
      clients[locale] = client.id
      jobs[locale] = await ownedJob(staff.id, { title: `Fleet Supervisor ${locale}`, titleAr: `مشرف أسطول ${locale}` })
      await payload.update({
        collection: 'jobs',
        id: jobs[locale],
        data: { client: client.id, recruiterEmail: people[locale].email },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
    const doc = await payload.create({
      collection: 'client-contacts',
      data: { email: 'reem.language@client.example', name: 'Reem Al-Otaibi', client: clients.ar, preferredLocale: 'en', status: 'active' },
      overrideAccess: true,
    })
    contact = { ...doc, collection: 'client-contacts' }
  })

  it('a new application reaches each recruiter in their language', async () => {
    const who = await applicant('salma.language@example.com', { fullName: 'Salma Nasser' })
    // Salma applies in English to both: the recruiter's email follows the recruiter, not the candidate.
    await applyTo(who, jobs.ar, 'en', 'Salma Nasser')
    await applyTo(who, jobs.en, 'en', 'Salma Nasser')
    const [arabic] = await mailTo(people.ar.email, 1, (m) => /^طلب توظيف جديد/.test(m.subject ?? ''))
    expect(arabic!.subject).toContain('مشرف أسطول ar')
    expect(arabic!.text).toContain('الهاتف: +966501234567')
    expect(arabic!.text).toContain('لغة التقديم: الإنجليزية')
    expect(arabic!.html).toContain('dir="rtl"')
    expect(arabic!.text).not.toMatch(/Phone:|Skills:/)
    const [english] = await mailTo(people.en.email, 1, (m) => /^New application/.test(m.subject ?? ''))
    expect(english!.subject).toContain('Fleet Supervisor en')
    expect(english!.text).toContain('Phone: +966501234567')
    expect(english!.text).toContain('Applied in: English')
    expect(english!.text).not.toMatch(/[\u0600-\u06FF]/)
  })

  it('a client’s decision on a submittal reaches the job’s recruiter in their language', async () => {
    const who = await applicant('yusuf.language@example.com', { fullName: 'Yusuf Karim' })
    const submittalOn = async (locale: 'ar' | 'en') => {
      const application = await applyTo(who, jobs[locale], 'en', 'Yusuf Karim')
      // Decisions are the contact's own client's: the English recruiter's client gets the contact for this one.
      const doc = await payload.create({
        collection: 'submittals',
        data: {
          client: clients.ar,
          job: jobs[locale],
          application,
          displayName: `C-7${locale === 'ar' ? 1 : 2}`,
          cvKind: 'blind',
          status: 'submitted',
        },
        overrideAccess: true,
      })
      return doc.id
    }
    await payload.update({
      collection: 'jobs',
      id: jobs.en,
      data: { client: clients.ar },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await decide(payload, contact as never, {
      decision: 'reject',
      submittal: await submittalOn('ar'),
      reason: 'salary',
      comment: 'Over budget',
    })
    await decide(payload, contact as never, { decision: 'approve', submittal: await submittalOn('en'), comment: '' })
    const [arabic] = await mailTo(people.ar.email, 1, (m) => /قرار العميل/.test(m.subject ?? ''))
    expect(arabic!.subject).toBe('قرار العميل بشأن مشرف أسطول ar')
    expect(arabic!.text).toContain('اعتذر العميل واحة اللوجستيات ar (Reem Al-Otaibi) عن C-71 لوظيفة «مشرف أسطول ar». السبب: الراتب المتوقّع')
    expect(arabic!.text).toContain('نص التعليق: Over budget')
    expect(arabic!.html).toContain('dir="rtl"')
    const [english] = await mailTo(people.en.email, 1, (m) => /Client decision/.test(m.subject ?? ''))
    expect(english!.subject).toBe('Client decision on Fleet Supervisor en')
    expect(english!.text).toContain('Reem Al-Otaibi of Oasis Logistics ar approved C-72 for an interview for “Fleet Supervisor en”.')
    expect(english!.text).not.toMatch(/[\u0600-\u06FF]/)
  })

  it('a vacancy from the portal reaches the client’s account manager in their language', async () => {
    const intake = {
      title: 'Warehouse Lead',
      description: 'Leads the night shift at the Dammam warehouse.',
      location: 'Dammam',
      employmentType: 'full-time' as const,
      currency: 'SAR' as const,
      headcount: 1,
      localisation: '',
    }
    for (const locale of ['ar', 'en'] as const)
      await createRequisition(payload, { clientId: clients[locale], contactId: Number(contact.id), locale: 'en', intake })
    const [arabic] = await mailTo(people.ar.email, 1, (m) => /شاغر جديد/.test(m.subject ?? ''))
    expect(arabic!.subject).toBe('شاغر جديد من واحة اللوجستيات ar')
    expect(arabic!.text).toContain('عبر بوابة العملاء: Warehouse Lead')
    const [english] = await mailTo(people.en.email, 1, (m) => /New vacancy/.test(m.subject ?? ''))
    expect(english!.subject).toBe('New vacancy from Oasis Logistics en')
  })

  it('a forgotten password’s email is in the staff member’s language and its link resets the password in the admin', async () => {
    for (const locale of ['ar', 'en'] as const) {
      const answer = await rest('POST', '/users/forgot-password', {
        body: { email: people[locale].email },
        headers: { 'x-forwarded-for': `192.0.2.${locale === 'ar' ? 131 : 132}` },
      })
      expect(answer.status).toBe(200)
    }
    const [arabic] = await mailTo(people.ar.email, 1, (m) => /كلمة مرور جديدة/.test(m.subject ?? ''))
    expect(arabic!.html).toContain('dir="rtl"')
    const [english] = await mailTo(people.en.email, 1, (m) => /Choose a new password/.test(m.subject ?? ''))
    for (const [mail, locale] of [
      [arabic!, 'ar'],
      [english!, 'en'],
    ] as const) {
      const link = /http:\/\/localhost:3000\/admin\/reset\/([^\s"<]+)/.exec(mail.text ?? '')
      expect(link, `the ${locale} email links to the admin's reset page`).not.toBeNull()
      const reset = await rest('POST', '/users/reset-password', {
        body: { token: decodeURIComponent(link![1]!), password: `a brand new staff password ${locale}` },
      })
      expect(reset.status).toBe(200)
    }
  })
})
