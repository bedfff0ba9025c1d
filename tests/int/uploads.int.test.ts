import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '../fixtures/pdf'

import { rest, restUpload, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

/** Issue 14, item 7: candidates' files are what they claim, stored under server-made names, served as downloads. */
const PASSWORD = 'dates from al ahsa 12'
let n = 0
const fresh = () => ({ 'x-forwarded-for': `10.7.${Math.floor(++n / 250)}.${n % 250}` })

async function candidate(email: string) {
  const payload = await getTestPayload()
  await payload.create({ collection: 'candidates', data: { email, password: PASSWORD, fullName: 'Upload Test' }, overrideAccess: true })
  const response = await rest('POST', '/candidates/login', { body: { email, password: PASSWORD }, headers: fresh() })
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` }
}

const polyglot = new TextEncoder().encode('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n')

describe('candidate files', () => {
  let owner: { Authorization: string }

  beforeAll(async () => {
    owner = await candidate('uploads@example.com')
  })

  it('refuse files that only claim to be a PDF, a DOCX or a picture', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer()
    for (const [name, type, data] of [
      ['cv.pdf', 'application/pdf', polyglot],
      ['cv.pdf', 'application/pdf', new Uint8Array(jpeg)],
      [
        'cv.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        new TextEncoder().encode('PK\u0003\u0004 not a zip'),
      ],
    ] as const) {
      const response = await restUpload('/candidate-cvs', { name, type, data }, { headers: owner })
      expect(response.status, name).toBe(400)
      expect(await response.text()).toContain('This file type is not accepted.')
    }
    const arabic = await restUpload(
      '/candidate-cvs?locale=ar',
      { name: 'cv.pdf', type: 'application/pdf', data: polyglot },
      { headers: owner },
    )
    expect(await arabic.text()).toContain('نوع هذا الملف غير مقبول')
    const svg = await restUpload(
      '/candidate-pictures',
      {
        name: 'me.svg',
        type: 'image/svg+xml',
        data: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      { headers: owner },
    )
    expect(svg.status).toBe(400)
  })

  it('store a real PDF under a server-made name with the extension of what it is', async () => {
    const response = await restUpload(
      '/candidate-cvs',
      { name: 'My CV.svg', type: 'application/pdf', data: makePdf('Sara') },
      { headers: owner },
    )
    expect(response.status, await response.clone().text()).toBe(201)
    const { doc } = (await response.json()) as { doc: { filename: string; mimeType: string; originalName: string } }
    expect(doc.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(doc.mimeType).toBe('application/pdf')
    expect(doc.originalName).toBe('My CV.svg')
  })

  it('serve CVs and pictures as downloads with a safe name, never inline, never cached', async () => {
    const upload = await restUpload(
      '/candidate-cvs',
      { name: 'سيرة ذاتية; "x".pdf', type: 'application/pdf', data: makePdf('Arabic name') },
      { headers: owner },
    )
    expect(upload.status, await upload.clone().text()).toBe(201)
    const { doc } = (await upload.json()) as { doc: { filename: string } }
    const file = await rest('GET', `/candidate-cvs/file/${doc.filename}`, { headers: owner })
    expect(file.status).toBe(200)
    const disposition = file.headers.get('content-disposition') ?? ''
    expect(disposition).toMatch(/^attachment;/)
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('سيرة ذاتية;')}`)
    expect(disposition).not.toMatch(/[\u0000\r\n]/)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const recruiterView = await rest('GET', `/candidate-cvs/file/${doc.filename}`, { headers: await signIn(ADMIN.email, ADMIN.password) })
    expect(recruiterView.status).toBe(200)
    const other = await candidate('uploads-other@example.com')
    expect((await rest('GET', `/candidate-cvs/file/${doc.filename}`, { headers: other })).status).toBe(403)
    expect((await rest('GET', `/candidate-cvs/file/${doc.filename}`)).status).toBe(403)

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0c4654' } })
      .png()
      .toBuffer()
    const picture = await restUpload(
      '/candidate-pictures',
      { name: 'me.png', type: 'image/png', data: new Uint8Array(png) },
      { headers: owner },
    )
    expect(picture.status, await picture.clone().text()).toBe(201)
    const { doc: pic } = (await picture.json()) as { doc: { filename: string } }
    const served = await rest('GET', `/candidate-pictures/file/${pic.filename}`, { headers: owner })
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/)
  })

  it('take only the file itself: a URL for the server to fetch is refused before anything is fetched', async () => {
    const payload = await getTestPayload()
    const before = (await payload.count({ collection: 'candidate-cvs', overrideAccess: true })).totalDocs
    for (const url of ['https://example.com/cv.pdf', ' ', '/api/media/file/anything.png', 'http://127.0.0.1:3000/en']) {
      const response = await rest('POST', '/candidate-cvs', { body: { filename: 'cv.pdf', url }, headers: owner })
      expect(response.status, url).toBe(400)
      expect(await response.text()).toContain('No files were uploaded')
    }
    expect((await payload.count({ collection: 'candidate-cvs', overrideAccess: true })).totalDocs).toBe(before)
  })
})
