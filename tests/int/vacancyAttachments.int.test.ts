import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { makeCvDocx, makeCvPdf } from '../fixtures/cv'
import { graphql, rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, staffMember, type Auth } from './helpers/recruiting'
import { nextRequest as request } from './helpers/nextMocks'

/**
 * Job descriptions attached to a vacancy from the client portal (issue 30): the intake form posts them (multipart,
 * with or without scripts) to the `submitVacancy` server action, called here as the browser calls it. A file from a
 * stranger goes through the CV reader's checks (its type read from the bytes in the reader's worker, a size bound)
 * and is private to staff and that client's contacts on every path, its file URL included. A hostile file is refused
 * with a message in the contact's language, and nothing is written.
 */
vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
vi.mock('next/navigation', () => import('./helpers/nextMocks').then((m) => m.nextNavigation))
vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))

type Payload = Awaited<ReturnType<typeof getTestPayload>>
const cookie = (token: string) => ({ Cookie: `nk_client=${token}` })
const PDF = 'application/pdf'

describe('job descriptions attached to vacancies from the portal', () => {
  let payload: Payload
  let recruiter: { id: number; auth: Auth }
  let candidate: Auth
  const clients = { A: 0, B: 0 }
  const contacts = { A: { id: 0, session: '' }, B: { id: 0, session: '' } }
  let n = 0

  /** The intake form as the browser posts it (multipart), as a contact in their language; the address it leads to. */
  async function postVacancy(
    as: 'A' | 'B',
    locale: 'en' | 'ar',
    file?: { name: string; type: string; data: Uint8Array },
    money = { salaryMin: '12,000', salaryMax: '15,000', currency: 'SAR' },
  ) {
    const { submitVacancy } = await import('@/features/clients/actions')
    request.headers = new Headers({ 'x-forwarded-for': `10.30.${++n}.1` })
    request.cookies = new Map([['nk_client', contacts[as].session]])
    request.locale = locale
    const form = new FormData()
    const title = `Logistics Planner ${as} ${n}`
    for (const [name, value] of Object.entries({
      title,
      description: 'Plans the routes of our Riyadh and Jeddah fleets.',
      location: 'Riyadh',
      employmentType: 'full-time',
      ...money,
      headcount: '2',
      localisation: '',
    }))
      form.append(name, value)
    // No file chosen: the browser still sends the part, empty and without a name.
    form.append('attachment', file ? new File([new Uint8Array(file.data)], file.name, { type: file.type }) : new File([], ''))
    try {
      await submitVacancy(form)
    } catch (error) {
      const digest = (error as { digest?: string }).digest ?? ''
      if (digest.startsWith('NEXT_REDIRECT')) return { to: digest.split(';')[2]!, title }
      throw error
    }
    throw new Error('The intake action did not answer with a redirect')
  }

  const requisitionTitled = async (title: string) =>
    (await payload.find({ collection: 'requisitions', where: { title: { equals: title } }, depth: 0, overrideAccess: true })).docs[0]
  const attachmentOf = async (requisition: number) =>
    (
      await payload.find({
        collection: 'vacancy-attachments',
        where: { requisition: { equals: requisition } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]

  /** What the intake page shows after a refused post (the form, rendered in the contact's language). */
  async function intakePage(locale: 'en' | 'ar', to: string) {
    const { IntakeForm } = await import('@/features/clients/components/PortalForms')
    const status = new URL(to, 'http://localhost').searchParams.get('status') ?? undefined
    return renderToStaticMarkup(await IntakeForm({ locale, status }))
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    const { issueSignInLink, redeemSignInLink } = await import('@/features/clients/signIn')
    recruiter = await staffMember('recruiter.attachments@example.com', ['recruiter'])
    candidate = (await applicant('candidate.attachments@example.com')).auth
    for (const [key, name, locale] of [
      ['A', 'Red Sea Freight', 'ar'],
      ['B', 'Najd Dairy', 'en'],
    ] as const) {
      const client = await payload.create({
        collection: 'clients',
        data: { name, accountManager: recruiter.id, status: 'active' },
        overrideAccess: true,
      })
      clients[key] = client.id
      const contact = await payload.create({
        collection: 'client-contacts',
        data: {
          email: `hiring.${key.toLowerCase()}@attachments.example`,
          name: `Hiring ${key}`,
          client: client.id,
          preferredLocale: locale,
          status: 'active',
        },
        overrideAccess: true,
      })
      const used = await redeemSignInLink(payload, await issueSignInLink(payload, contact.id))
      if (!used.ok) throw new Error(used.problem)
      contacts[key] = { id: contact.id, session: used.session.token }
    }
  })

  it('keeps a PDF or DOCX job description with the vacancy, for staff and that client’s contacts only, on every path', async () => {
    // Before any vacancy, the portal's home lists none (and looks for no file).
    const { portalHome } = await import('@/features/clients/queries')
    const contactA = {
      ...(await payload.findByID({ collection: 'client-contacts', id: contacts.A.id, overrideAccess: true })),
      collection: 'client-contacts',
    }
    expect((await portalHome(contactA as never, 'ar')).requisitions).toEqual([])
    const pdf = await makeCvPdf(['Logistics Planner', 'Plans fleet routes between Riyadh and Jeddah.'])
    const sent = await postVacancy('A', 'ar', { name: 'الوصف الوظيفي.pdf', type: PDF, data: pdf })
    expect(sent.to).toBe('/ar/clients?status=received')
    const requisition = (await requisitionTitled(sent.title))!
    expect(requisition.client).toBe(clients.A)
    const stored = (await attachmentOf(requisition.id))!
    expect(stored).toMatchObject({ client: clients.A, contact: contacts.A.id, mimeType: PDF, originalName: 'الوصف الوظيفي.pdf' })
    // Its stored name is the server's own, never the sender's.
    expect(stored.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)

    // The file URL: Payload checks the collection's read access first.
    const file = `/vacancy-attachments/file/${stored.filename}`
    const mine = await rest('GET', file, { headers: cookie(contacts.A.session) })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new TextDecoder().decode((await mine.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    expect((await rest('GET', file, { headers: recruiter.auth })).status).toBe(200)
    for (const [who, headers] of [
      ['client B’s contact', cookie(contacts.B.session)],
      ['a candidate', candidate],
      ['a visitor', {}],
    ] as const) {
      expect((await rest('GET', file, { headers })).status, who).toBe(403)
      // Nor its record, by id or in a list, over REST or GraphQL.
      expect((await rest('GET', `/vacancy-attachments/${stored.id}`, { headers })).status, who).not.toBe(200)
      const listed = await rest('GET', `/vacancy-attachments?where[id][equals]=${stored.id}`, { headers })
      if (listed.status === 200) expect(((await listed.json()) as { docs: unknown[] }).docs, who).toEqual([])
      const answer = await graphql<{ VacancyAttachments: { docs: { id: number }[] } | null }>(
        `{ VacancyAttachments(where: { id: { equals: ${stored.id} } }) { docs { id filename url } } }`,
        { headers },
      )
      expect(answer.data?.VacancyAttachments?.docs ?? [], who).toEqual([])
    }
    const ownList = await graphql<{ VacancyAttachments: { docs: { id: number; originalName: string }[] } }>(
      `
        {
          VacancyAttachments {
            docs {
              id
              originalName
            }
          }
        }
      `,
      { headers: cookie(contacts.A.session) },
    )
    expect(ownList.data?.VacancyAttachments.docs).toEqual([{ id: stored.id, originalName: 'الوصف الوظيفي.pdf' }])

    // The portal's home links it to the vacancy, for its own contacts.
    const home = await portalHome(contactA as never, 'ar')
    expect(home.requisitions.find((r) => r.id === requisition.id)?.attachment).toEqual({
      name: 'الوصف الوظيفي.pdf',
      href: `/api/vacancy-attachments/file/${stored.filename}`,
    })

    // A Word document is kept as one; a vacancy without a file has none.
    const docx = await postVacancy('B', 'en', {
      name: 'JD.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      data: await makeCvDocx(['Dairy plant supervisor']),
    })
    expect(docx.to).toBe('/en/clients?status=received')
    const word = (await attachmentOf((await requisitionTitled(docx.title))!.id))!
    expect(word.filename).toMatch(/\.docx$/)
    expect((await rest('GET', `/vacancy-attachments/file/${word.filename}`, { headers: cookie(contacts.A.session) })).status).toBe(403)
    const plain = await postVacancy('B', 'en')
    expect(plain.to).toBe('/en/clients?status=received')
    expect(await attachmentOf((await requisitionTitled(plain.title))!.id)).toBeUndefined()
  })

  it('keeps the salary band in the minor units of its currency: fils for a Kuwaiti vacancy, halalas for a Saudi one', async () => {
    const kuwaiti = await postVacancy('B', 'ar', undefined, { salaryMin: '١٬٥٠٠', salaryMax: '2,000.250', currency: 'KWD' })
    expect(kuwaiti.to).toBe('/ar/clients?status=received')
    expect(await requisitionTitled(kuwaiti.title)).toMatchObject({ salaryMin: 1_500_000, salaryMax: 2_000_250, currency: 'KWD' })
    const saudi = await postVacancy('B', 'en')
    expect(await requisitionTitled(saudi.title)).toMatchObject({ salaryMin: 1_200_000, salaryMax: 1_500_000, currency: 'SAR' })
    const inHalalas = await postVacancy('B', 'en', undefined, { salaryMin: '12,000.5', salaryMax: '12,000.50', currency: 'SAR' })
    expect(await requisitionTitled(inHalalas.title)).toMatchObject({ salaryMin: 1_200_050, salaryMax: 1_200_050 })
    const tooPrecise = await postVacancy('B', 'en', undefined, { salaryMin: '12,000.505', salaryMax: '', currency: 'SAR' })
    expect(tooPrecise.to).toBe('/en/clients/vacancies/new?status=invalid')
    const notAnAmount = await postVacancy('B', 'en', undefined, { salaryMin: '15k', salaryMax: '', currency: 'SAR' })
    expect(notAnAmount.to).toBe('/en/clients/vacancies/new?status=invalid')
    expect(await requisitionTitled(notAnAmount.title)).toBeUndefined()
  })

  it('refuses a hostile or oversized file with a message in the contact’s language, and writes nothing', async () => {
    const before = {
      requisitions: (await payload.count({ collection: 'requisitions', overrideAccess: true })).totalDocs,
      attachments: (await payload.count({ collection: 'vacancy-attachments', overrideAccess: true })).totalDocs,
    }
    const encode = (text: string) => new TextEncoder().encode(text)
    const hostile: [string, { name: string; type: string; data: Uint8Array }, string][] = [
      ['HTML named as a PDF', { name: 'jd.pdf', type: PDF, data: encode('<html><script>alert(1)</script></html>') }, 'fileWrongType'],
      [
        'a PDF header over HTML',
        { name: 'jd.pdf', type: PDF, data: encode('%PDF-1.7\n<html><script>alert(1)</script>\n%%EOF') },
        'fileWrongType',
      ],
      [
        'a picture named as a DOCX',
        { name: 'jd.docx', type: 'image/png', data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]) },
        'fileWrongType',
      ],
      [
        'a zip that is no Word document',
        { name: 'jd.docx', type: PDF, data: new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]) },
        'fileWrongType',
      ],
      ['a file over 5 MB', { name: 'jd.pdf', type: PDF, data: new Uint8Array(5 * 1024 * 1024 + 1) }, 'fileTooBig'],
    ]
    for (const [what, file, problem] of hostile) {
      const arabic = await postVacancy('A', 'ar', file)
      expect(arabic.to, what).toBe(`/ar/clients/vacancies/new?status=${problem}`)
      const english = await postVacancy('B', 'en', file)
      expect(english.to, what).toBe(`/en/clients/vacancies/new?status=${problem}`)
    }
    // Nothing was written: no vacancy, no file.
    expect((await payload.count({ collection: 'requisitions', overrideAccess: true })).totalDocs).toBe(before.requisitions)
    expect((await payload.count({ collection: 'vacancy-attachments', overrideAccess: true })).totalDocs).toBe(before.attachments)

    // The page they come back to says why, in their language.
    const arabicPage = await intakePage('ar', '/ar/clients/vacancies/new?status=fileWrongType')
    expect(arabicPage).toContain('role="alert"')
    expect(arabicPage).toContain('الملف المرفق ليس مستند PDF أو Word')
    expect(await intakePage('ar', '/ar/clients/vacancies/new?status=fileTooBig')).toContain('يتجاوز 5 ميغابايت')
    const englishPage = await intakePage('en', '/en/clients/vacancies/new?status=fileWrongType')
    expect(englishPage).toContain('The attached file is not a PDF or Word (DOCX) document we can open.')
    // The form has the file field (React posts a form with a file as multipart, scripts or not).
    expect(englishPage).toContain('type="file"')
    expect(englishPage).toContain('name="attachment"')
  })
})
