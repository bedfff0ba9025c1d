import type { Payload, PayloadRequest } from 'payload'

import { currencies } from '@/collections/Jobs/constants'
import { toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { emailHtml } from '@/lib/email/frame'
import { staffLocale } from '@/lib/email/staffLocale'
import { env } from '@/lib/env'
import { idOf } from '@/lib/ids'
import { toWholeMajor } from '@/lib/money'

import { readableById } from './readable'
import type { Intake } from './schema'

/**
 * Vacancy intake (issue 30): a contact's vacancy becomes a requisition for the client's account manager, who turns
 * it into a draft job in one click; the requisition then follows the job (published, filled, closed).
 */
export async function createRequisition(
  payload: Payload,
  { clientId, contactId, locale, intake }: { clientId: number; contactId: number; locale: Locale; intake: Intake },
) {
  const requisition = await payload.create({
    collection: 'requisitions',
    data: { ...intake, startDate: intake.startDate, client: clientId, contact: contactId, locale, status: 'received' },
    overrideAccess: true,
    depth: 0,
  })
  const client = await payload.findByID({ collection: 'clients', id: clientId, depth: 1, overrideAccess: true, locale: 'en' })
  const manager = client.accountManager && typeof client.accountManager === 'object' ? client.accountManager : null
  if (manager?.email) {
    // In the language the account manager chose for emails, with the client's name in it.
    const staff = staffLocale(manager)
    const name =
      staff === 'en'
        ? client.name
        : (await payload.findByID({ collection: 'clients', id: clientId, depth: 0, overrideAccess: true, locale: staff })).name
    const t = translator(staff, 'Clients.emails')
    const link = `${env.serverUrl}/admin/collections/requisitions/${requisition.id}`
    const body = t('requisitionBody', { client: name, title: intake.title })
    await payload
      .sendEmail({
        to: manager.email,
        subject: t('requisitionSubject', { client: name }),
        text: `${body}\n\n${link}`,
        html: emailHtml(staff, body, { href: link, label: t('requisitionButton') }),
      })
      .catch((error: unknown) => payload.logger.error({ err: error }, 'Clients: the account manager was not told of a vacancy'))
  }
  return requisition
}

type LexicalRoot = {
  root: { type: string; children: { type: unknown; version: number }[]; direction: null; format: ''; indent: number; version: number }
}

const paragraphs = (text: string): LexicalRoot =>
  ({
    root: {
      type: 'root',
      direction: null,
      format: '',
      indent: 0,
      version: 1,
      children: text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((p) => ({
          type: 'paragraph',
          direction: null,
          format: '',
          indent: 0,
          version: 1,
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', text: p, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
        })),
    },
  }) as unknown as LexicalRoot

/**
 * One click in the admin: a draft job from a requisition, in both languages (the contact's text in theirs, the other
 * language left for the recruiter: the same words until translated), owned by the recruiter who clicked, for the
 * requisition's client. Read and written with the staff member's own access. Returns the job's id.
 */
export async function draftJobFromRequisition(req: PayloadRequest, requisitionId: number): Promise<number | null> {
  const requisition = await readableById(req, 'requisitions', requisitionId)
  if (!requisition || req.user?.collection !== 'users') return null
  if (requisition.job) return idOf(requisition.job)
  const clientId = idOf(requisition.client)
  const client = await req.payload.findByID({ collection: 'clients', id: clientId, depth: 0, overrideAccess: true })
  const industry = client.industry
    ? idOf(client.industry)
    : (await req.payload.find({ collection: 'industries', limit: 1, depth: 0 })).docs[0]?.id
  const locations = await req.payload.find({
    collection: 'locations',
    where: { city: { like: (requisition.location ?? '').split(',')[0]?.trim() || '—' } },
    limit: 1,
    depth: 0,
  })
  const location = locations.docs[0]?.id ?? (await req.payload.find({ collection: 'locations', limit: 1, depth: 0 })).docs[0]?.id
  const opening = new Date()
  const closing = new Date(opening.getTime() + 60 * 86_400_000)
  const currency = (currencies as readonly string[]).includes(requisition.currency ?? '') ? requisition.currency : 'SAR'
  const written = toLocale(requisition.locale)
  const job = await req.payload.create({
    collection: 'jobs',
    locale: written,
    data: {
      title: requisition.title,
      description: paragraphs(requisition.description) as never,
      referenceCode: `REQ-${requisition.id}`.slice(0, 20),
      status: 'draft',
      industry: industry!,
      location: location!,
      employmentType: (requisition.employmentType ?? 'full-time') as never,
      workplace: 'onsite',
      experienceMin: 0,
      openingDate: opening.toISOString(),
      closingDate: closing.toISOString(),
      salary: {
        min: requisition.salaryMin ? toWholeMajor(requisition.salaryMin, requisition.currency ?? 'SAR') : undefined,
        max: requisition.salaryMax ? toWholeMajor(requisition.salaryMax, requisition.currency ?? 'SAR') : undefined,
        currency: currency as never,
      },
      owner: Number(req.user.id),
      client: clientId,
    },
    user: req.user,
    overrideAccess: false,
    depth: 0,
  })
  const other: Locale = written === 'en' ? 'ar' : 'en'
  await req.payload.update({
    collection: 'jobs',
    id: job.id,
    locale: other,
    data: { title: requisition.title, description: paragraphs(requisition.description) as never },
    overrideAccess: true,
    depth: 0,
  })
  await req.payload.update({
    collection: 'requisitions',
    id: requisition.id,
    data: { status: 'inProgress' },
    overrideAccess: true,
    depth: 0,
  })
  await req.payload.db.updateOne({ collection: 'requisitions', id: requisition.id, data: { job: job.id }, returning: false })
  return job.id
}

/** A requisition's status as the contact sees it: its job's, once there is one. */
export function requisitionStatus(requisition: { status: string; job?: unknown }, job?: { status?: string | null } | null): string {
  if (!job) return requisition.status
  if (job.status === 'open') return 'published'
  if (job.status === 'closed') return requisition.status === 'filled' ? 'filled' : 'closed'
  return requisition.status === 'received' ? 'inProgress' : requisition.status
}
