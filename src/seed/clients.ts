import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { PDFDocument, StandardFonts } from 'pdf-lib'

import type { Requisition } from '@/payload-types'

import { createBilingual } from './content/shared'

/**
 * Demo clients of the agency and their portal contacts (issue 30), in English and Arabic, managed by the admin;
 * two of the seeded jobs become vacancies of the first two clients. Contacts sign in with a one-time link
 * (/{locale}/clients/sign-in); no passwords.
 */
const CLIENTS = [
  {
    name: { en: 'Gulf Build Contracting', ar: 'الخليج للمقاولات' },
    country: { en: 'Saudi Arabia', ar: 'السعودية' },
    city: { en: 'Riyadh', ar: 'الرياض' },
    notes: 'Framework agreement for site engineers; prefers blind CVs first.',
    contacts: [
      {
        name: 'نورة الحربي',
        email: 'noura.alharbi@gulfbuild.example',
        phone: '+966 11 410 2200',
        jobTitle: 'مديرة الموارد البشرية',
        preferredLocale: 'ar' as const,
      },
      {
        name: 'Omar Haddad',
        email: 'omar.haddad@gulfbuild.example',
        phone: '+966 11 410 2201',
        jobTitle: 'Projects Director',
        preferredLocale: 'en' as const,
      },
    ],
  },
  {
    name: { en: 'Oasis Retail Group', ar: 'مجموعة الواحة للتجزئة' },
    country: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
    city: { en: 'Dubai', ar: 'دبي' },
    notes: 'Store managers across the Gulf; Emiratisation targets apply.',
    contacts: [
      {
        name: 'Sarah Collins',
        email: 'sarah.collins@oasisretail.example',
        phone: '+971 4 555 0102',
        jobTitle: 'Talent Acquisition Lead',
        preferredLocale: 'en' as const,
      },
    ],
  },
  {
    name: { en: 'Najd Health Care', ar: 'نجد للرعاية الصحية' },
    country: { en: 'Saudi Arabia', ar: 'السعودية' },
    city: { en: 'Jeddah', ar: 'جدة' },
    notes: 'Prospect: nursing and clinical roles.',
    status: 'prospect' as const,
    contacts: [
      {
        name: 'خالد العتيبي',
        email: 'khalid.alotaibi@najdhealth.example',
        phone: '+966 12 600 3300',
        jobTitle: 'مدير التوظيف',
        preferredLocale: 'ar' as const,
      },
    ],
  },
]

/** Vacancies the demo contacts sent through the portal (salaries in minor units: halalas, fils). */
type Vacancy = Pick<
  Requisition,
  'title' | 'description' | 'location' | 'employmentType' | 'headcount' | 'salaryMin' | 'salaryMax' | 'currency' | 'localisation'
>
const REQUISITIONS: Record<string, Vacancy> = {
  'noura.alharbi@gulfbuild.example': {
    title: 'مهندس سلامة مواقع',
    description:
      'نبحث عن مهندس سلامة لمشاريعنا السكنية في الرياض، بخبرة لا تقل عن خمس سنوات في مواقع الإنشاء، وشهادة NEBOSH أو ما يعادلها.',
    location: 'الرياض',
    employmentType: 'full-time',
    headcount: 2,
    salaryMin: 1_400_000,
    salaryMax: 1_800_000,
    currency: 'SAR',
    localisation: 'الأفضلية للمرشّحين السعوديين ضمن نسب نطاقات.',
  },
  'sarah.collins@oasisretail.example': {
    title: 'Regional Store Operations Manager',
    description:
      'Oversee twelve stores across Dubai and Sharjah: staffing, stock accuracy and customer experience. Five years in multi-site retail management.',
    location: 'Dubai',
    employmentType: 'full-time',
    headcount: 1,
    salaryMin: 2_500_000,
    salaryMax: 3_200_000,
    currency: 'AED',
    localisation: 'Emiratisation target: UAE nationals encouraged to apply.',
  },
}

/** A one-page job description (Latin text: the standard fonts have no Arabic). */
async function jobDescriptionPdf(vacancy: Vacancy): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage([595, 842])
  page.drawText(vacancy.title, { x: 56, y: 770, size: 18, font: bold })
  const words = vacancy.description.split(' ')
  const lines: string[] = []
  for (const word of words) {
    const last = lines.at(-1)
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, 11) < 480) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  lines.push('', `Location: ${vacancy.location}`, `Headcount: ${vacancy.headcount}`, vacancy.localisation ?? '')
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 730 - i * 18, size: 11, font }))
  return pdf.save()
}

export async function seedClients(payload: Payload, accountManager: number): Promise<{ clients: number; contacts: number }> {
  const jobs = await payload.find({
    collection: 'jobs',
    where: { status: { equals: 'open' } },
    limit: 2,
    depth: 0,
    sort: 'id',
    overrideAccess: true,
  })
  let contacts = 0
  for (const [i, spec] of CLIENTS.entries()) {
    const clientId = await createBilingual(
      payload,
      'clients',
      {
        name: spec.name.en,
        country: spec.country.en,
        city: spec.city.en,
        accountManager,
        notes: spec.notes,
        status: spec.status ?? 'active',
      },
      { name: spec.name.ar, country: spec.country.ar, city: spec.city.ar },
    )
    for (const contact of spec.contacts) {
      const made = await payload.create({
        collection: 'client-contacts',
        data: { ...contact, client: clientId, status: 'active' },
        overrideAccess: true,
      })
      contacts++
      // Each contact's vacancy request, in their own language, waiting for the account manager.
      const vacancy = REQUISITIONS[contact.email]
      if (vacancy) {
        const requisition = await payload.create({
          collection: 'requisitions',
          data: { ...vacancy, client: clientId, contact: made.id, locale: contact.preferredLocale, status: 'received' },
          overrideAccess: true,
        })
        // The English vacancy comes with its job description, as a contact attaches one from the portal.
        if (contact.preferredLocale === 'en') {
          const data = Buffer.from(await jobDescriptionPdf(vacancy))
          await payload.create({
            collection: 'vacancy-attachments',
            data: { client: clientId, contact: made.id, requisition: requisition.id, originalName: 'Job description.pdf' },
            file: { data, mimetype: 'application/pdf', name: `${randomUUID()}.pdf`, size: data.length },
            overrideAccess: true,
          })
        }
      }
    }
    const job = jobs.docs[i]
    if (job)
      await payload.update({
        collection: 'jobs',
        id: job.id,
        data: { client: clientId },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
  }
  return { clients: CLIENTS.length, contacts }
}
