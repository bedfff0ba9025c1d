import { beforeAll, describe, expect, it } from 'vitest'

import { issueSignInLink, redeemSignInLink } from '@/features/clients/signIn'
import { forgetRateLimit } from '@/lib/rateLimit'

import { makePdf } from '../fixtures/pdf'
import { graphql, rest, restUpload } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, json, staffMember, type Auth } from './helpers/recruiting'

/**
 * The signed fee agreement (issue 31): a PDF attached to a client's agreement, private to the staff who handle
 * placements. Admins upload it; admins and recruiters read and download it; editors, candidates, client contacts
 * and visitors never, on REST, GraphQL and the file URL. A file that is not a readable PDF is refused by the CV
 * reader's checks, whatever its name and declared type.
 */
type FileDoc = { id: number; filename: string; originalName: string; mimeType: string; filesize: number }

describe('the signed fee agreement', () => {
  let admin: { id: number; auth: Auth }
  let recruiter: { id: number; auth: Auth }
  let editor: { id: number; auth: Auth }
  let candidate: Auth
  let contact: Auth
  let agreement: number
  let file: FileDoc

  const upload = (headers: Auth, data: Uint8Array, name = 'Signed – Gulf Hotels.pdf', type = 'application/pdf') =>
    restUpload('/fee-agreement-files', { name, type, data }, { headers, fields: { note: 'Countersigned copy' } })

  beforeAll(async () => {
    const payload = await getTestPayload()
    admin = await staffMember('admin.signed@example.com', ['admin'])
    recruiter = await staffMember('recruiter.signed@example.com', ['recruiter'])
    editor = await staffMember('editor.signed@example.com', ['editor'])
    candidate = (await applicant('candidate.signed@example.com')).auth
    const client = (
      await payload.create({
        collection: 'clients',
        locale: 'en',
        data: { name: 'Signed Test Hotels', accountManager: recruiter.id } as never,
      })
    ).id
    agreement = (
      await payload.create({
        collection: 'fee-agreements',
        overrideAccess: true,
        data: { client, title: 'Signed terms', country: 'SA', currency: 'SAR', feeKind: 'flat', flatFee: '45000' } as never,
      })
    ).id
    const person = await payload.create({
      collection: 'client-contacts',
      data: { email: 'noura.signed@client.example', name: 'Noura', client, preferredLocale: 'ar', status: 'active' } as never,
      overrideAccess: true,
    })
    const redeemed = await redeemSignInLink(payload, await issueSignInLink(payload, person.id))
    if (!redeemed.ok) throw new Error(redeemed.problem)
    contact = { Cookie: `nk_client=${redeemed.session.token}` }
  }, 360_000)

  it('takes a PDF from an admin, stored under a name the server makes, and attaches it to the agreement', async () => {
    const response = await upload(admin.auth, makePdf('Fee agreement signed by both parties'))
    expect(response.status, await response.clone().text()).toBe(201)
    file = (await json<{ doc: FileDoc }>(response)).doc
    expect(file.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(file.originalName).toBe('Signed – Gulf Hotels.pdf')
    expect(file.mimeType).toBe('application/pdf')
    const attached = await rest('PATCH', `/fee-agreements/${agreement}?depth=1`, {
      headers: admin.auth,
      body: { signedAgreement: file.id },
    })
    expect(attached.status).toBe(200)
    expect((await json<{ doc: { signedAgreement: { id: number } } }>(attached)).doc.signedAgreement.id).toBe(file.id)
  })

  it('lets admins and recruiters read and download it, as an attachment', async () => {
    for (const who of [admin, recruiter]) {
      expect((await rest('GET', `/fee-agreement-files/${file.id}`, { headers: who.auth })).status).toBe(200)
      const download = await rest('GET', `/fee-agreement-files/file/${file.filename}`, { headers: who.auth })
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toBe('application/pdf')
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
      expect(download.headers.get('x-content-type-options')).toBe('nosniff')
      expect(download.headers.get('cache-control')).toContain('no-store')
      expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    }
    const viaGraphql = await graphql<{ FeeAgreementFiles: { docs: { id: number }[] } }>('{ FeeAgreementFiles { docs { id } } }', {
      headers: recruiter.auth,
    })
    expect(viaGraphql.data?.FeeAgreementFiles.docs.map((d) => d.id)).toContain(file.id)
  })

  it('comes with the demo content: the seeded Saudi agreement has its signed copy, which downloads as a PDF', async () => {
    const payload = await getTestPayload()
    const seeded = await payload.find({
      collection: 'fee-agreements',
      where: { title: { equals: 'Permanent recruitment 2026 — التوظيف الدائم 2026' } },
      depth: 1,
      overrideAccess: true,
    })
    const signed = seeded.docs[0]?.signedAgreement as { filename?: string; originalName?: string } | undefined
    expect(signed?.originalName).toBe('Gulf Build - signed fee agreement 2026.pdf')
    const download = await rest('GET', `/fee-agreement-files/file/${signed!.filename}`, { headers: recruiter.auth })
    expect(download.status).toBe(200)
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('never shows it to editors, candidates, client contacts or visitors, on any path', async () => {
    for (const [who, headers] of [
      ['editor', editor.auth],
      ['candidate', candidate],
      ['client contact', contact],
      ['visitor', {}],
    ] as const) {
      for (const path of [`/fee-agreement-files/${file.id}`, `/fee-agreement-files/file/${file.filename}`, '/fee-agreement-files']) {
        const answer = await rest('GET', path, { headers })
        expect([401, 403, 404], `${who} ${path}`).toContain(answer.status)
        expect(await answer.text(), `${who} ${path}`).not.toContain(file.filename)
      }
      const viaGraphql = await graphql<{ FeeAgreementFiles?: { docs: { id: number }[] } | null }>(
        '{ FeeAgreementFiles { docs { id filename } } }',
        {
          headers,
        },
      )
      expect(viaGraphql.data?.FeeAgreementFiles?.docs ?? [], who).toEqual([])
      // The agreement itself, with its file, is the admins' alone.
      expect([401, 403, 404], `${who} agreement`).toContain((await rest('GET', `/fee-agreements/${agreement}?depth=1`, { headers })).status)
    }
    expect((await rest('GET', `/fee-agreements/${agreement}?depth=1`, { headers: recruiter.auth })).status).toBe(403)
  })

  it('lets nobody but admins upload, change or remove one', async () => {
    for (const headers of [recruiter.auth, editor.auth, candidate, contact, {}]) {
      expect((await upload(headers, makePdf('Not mine to upload'))).status).toBe(403)
      expect((await rest('PATCH', `/fee-agreement-files/${file.id}`, { headers, body: { note: 'changed' } })).status).toBe(403)
      expect((await rest('DELETE', `/fee-agreement-files/${file.id}`, { headers })).status).toBe(403)
    }
    expect((await rest('GET', `/fee-agreement-files/file/${file.filename}`, { headers: admin.auth })).status).toBe(200)
  })

  it('refuses hostile files through the CV reader’s checks: not a PDF, a broken one, one too large', async () => {
    const pdf = makePdf('Signed')
    const hostile: [string, Uint8Array, string, number][] = [
      ['html.pdf', new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>'), 'application/pdf', 400],
      ['fake.pdf', new TextEncoder().encode('%PDF-1.7\n<script>alert(1)</script>\n%%EOF'), 'application/pdf', 400],
      ['cut.pdf', pdf.slice(0, Math.floor(pdf.length / 3)), 'application/pdf', 400],
      ['zip.pdf', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), 'application/pdf', 400],
      ['picture.svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml', 400],
      ['huge.pdf', new Uint8Array(10 * 1024 * 1024 + 1).fill(0x20), 'application/pdf', 413],
    ]
    const payload = await getTestPayload()
    const before = (await payload.count({ collection: 'fee-agreement-files', overrideAccess: true })).totalDocs
    for (const [name, data, type, status] of hostile) {
      await forgetRateLimit('upload', `users:${admin.id}`)
      const answer = await upload(admin.auth, data, name, type)
      expect(answer.status, name).toBe(status)
    }
    expect((await payload.count({ collection: 'fee-agreement-files', overrideAccess: true })).totalDocs).toBe(before)
    // Replacing the file of one goes through the same checks.
    await forgetRateLimit('upload', `users:${admin.id}`)
    const adminUser = await payload.findByID({ collection: 'users', id: admin.id })
    const html = Buffer.from('<html>not a pdf</html>')
    await expect(
      payload.update({
        collection: 'fee-agreement-files',
        id: file.id,
        data: {},
        file: { data: html, mimetype: 'application/pdf', name: 'swap.pdf', size: html.length },
        user: { ...adminUser, collection: 'users' } as never,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 })
    const download = await rest('GET', `/fee-agreement-files/file/${file.filename}`, { headers: admin.auth })
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })
})
