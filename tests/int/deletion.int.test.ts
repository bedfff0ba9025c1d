import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { createLocalReq, initTransaction, killTransaction } from 'payload'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { settlePendingDeletions } from '@/collections/shared/fileDeletion'
import { env } from '@/lib/env'

import { makePdf } from '../fixtures/pdf'

import { rest, restUpload, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

/** Issue 14, item 13 (docs/PRIVACY.md): deleting a candidate works, removes their data, keeps applications anonymised; files go only once the deletion has committed. */
const PASSWORD = 'pearl divers of bahrain 3'

describe('deleting', () => {
  it('a candidate with a CV, a saved job and an application removes them and anonymises the application', async () => {
    const payload = await getTestPayload()
    const email = 'leaving@example.com'
    const doc = await payload.create({
      collection: 'candidates',
      overrideAccess: true,
      data: {
        email,
        password: PASSWORD,
        fullName: 'Leaving Soon',
        phoneNumber_1: '+966501234567',
        city: 'Jeddah',
        state: 'Makkah',
        skills: 'Logistics',
      },
    })
    const login = await rest('POST', '/candidates/login', {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': '10.13.0.1' },
    })
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
    const cv = (
      (await (
        await restUpload('/candidate-cvs', { name: 'cv.pdf', type: 'application/pdf', data: makePdf('Leaving') }, { headers })
      ).json()) as {
        doc: { id: number; filename: string }
      }
    ).doc
    const job = (await payload.find({ collection: 'jobs', where: { status: { equals: 'open' } }, limit: 1, depth: 0 })).docs[0]!
    expect((await rest('POST', '/saved-jobs', { headers, body: { job: job.id } })).status).toBe(201)
    const applied = await rest('POST', '/applications', {
      headers,
      body: {
        job: job.id,
        fullName: 'Leaving Soon',
        phoneNumber: '+966501234567',
        city: 'Jeddah',
        state: 'Makkah',
        skills: 'Logistics',
        cv: cv.id,
      },
    })
    expect(applied.status, await applied.clone().text()).toBe(201)
    const application = ((await applied.json()) as { doc: { id: number } }).doc
    const cvFile = path.join(env.uploadDir, 'candidate-cvs', cv.filename)
    expect(existsSync(cvFile)).toBe(true)

    const admin = await signIn(ADMIN.email, ADMIN.password)
    const deleted = await rest('DELETE', `/candidates/${doc.id}`, { headers: admin })
    expect(deleted.status, await deleted.clone().text()).toBe(200)

    expect(await payload.findByID({ collection: 'candidates', id: doc.id, disableErrors: true, overrideAccess: true })).toBeNull()
    expect(
      (await payload.count({ collection: 'candidate-cvs', where: { owner: { equals: doc.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect(existsSync(cvFile)).toBe(false)
    expect(
      (await payload.count({ collection: 'saved-jobs', where: { candidate: { equals: doc.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    const kept = await payload.findByID({ collection: 'applications', id: application.id, depth: 0, overrideAccess: true })
    expect(kept).toMatchObject({ candidate: null, cv: null, fullName: '—', phoneNumber: '—', city: '—', skills: '—', job: job.id })
    expect(JSON.stringify(kept)).not.toContain('Leaving Soon')
    // The token of the deleted account no longer works.
    expect(((await (await rest('GET', '/candidates/me', { headers })).json()) as { user: unknown }).user).toBeNull()
  })

  it('a contact subject with messages is refused with a 409 that says what to do; an unused one goes', async () => {
    const payload = await getTestPayload()
    const used = await payload.create({ collection: 'contact-subjects', data: { name: 'Used subject', order: 1000 } })
    const unused = await payload.create({ collection: 'contact-subjects', data: { name: 'Unused subject', order: 1001 } })
    await payload.create({
      collection: 'contact-submissions',
      data: {
        name: 'Visitor',
        email: 'v@example.com',
        phone: '+966501234567',
        subject: used.id,
        message: 'Hello',
        submissionId: 'deletion-test-1',
        status: 'new',
      },
    })
    const admin = await signIn(ADMIN.email, ADMIN.password)
    const refused = await rest('DELETE', `/contact-subjects/${used.id}?locale=ar`, { headers: admin })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('توجد رسائل مسجّلة تحت هذا الموضوع')
    expect((await rest('DELETE', `/contact-subjects/${unused.id}`, { headers: admin })).status).toBe(200)
  })
})

describe('files of a deletion that does not commit', () => {
  it('stay, and are served again; they go once a deletion commits; a crash leaves none half-deleted', async () => {
    const payload = await getTestPayload()
    const email = 'changed-mind@example.com'
    const doc = await payload.create({
      collection: 'candidates',
      overrideAccess: true,
      data: { email, password: PASSWORD, fullName: 'Changed Mind' },
    })
    const login = await rest('POST', '/candidates/login', {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': '10.13.0.2' },
    })
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
    const upload = await restUpload(
      '/candidate-cvs',
      { name: 'cv.pdf', type: 'application/pdf', data: makePdf('Changed Mind') },
      { headers },
    )
    const cv = ((await upload.json()) as { doc: { id: number; filename: string } }).doc
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0c4654' } })
      .png()
      .toBuffer()
    const pictureUpload = await restUpload(
      '/candidate-pictures',
      { name: 'me.png', type: 'image/png', data: new Uint8Array(png) },
      { headers },
    )
    const picture = ((await pictureUpload.json()) as { doc: { filename: string; sizes: { thumb: { filename: string } } } }).doc
    const files = [
      path.join(env.uploadDir, 'candidate-cvs', cv.filename),
      path.join(env.uploadDir, 'candidate-pictures', picture.filename),
      path.join(env.uploadDir, 'candidate-pictures', picture.sizes.thumb.filename),
    ]
    expect(files.map(existsSync)).toEqual([true, true, true])

    // The deletion runs in a transaction that then fails and rolls back.
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.delete({ collection: 'candidates', id: doc.id, req, overrideAccess: true })
    await killTransaction(req)

    expect(await payload.findByID({ collection: 'candidates', id: doc.id, overrideAccess: true, depth: 0 })).toMatchObject({ cv: cv.id })
    expect(files.map(existsSync)).toEqual([true, true, true])
    const admin = await signIn(ADMIN.email, ADMIN.password)
    const served = await rest('GET', `/candidate-cvs/file/${cv.filename}`, { headers: admin })
    expect(served.status).toBe(200)
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    // A file a crash left aside: back to its document at the next start.
    const aside = path.join(env.uploadDir, 'candidate-cvs', '.deleting')
    mkdirSync(aside, { recursive: true })
    renameSync(files[0]!, path.join(aside, cv.filename))
    writeFileSync(path.join(aside, 'nobody-names-this.pdf'), 'orphan')
    await settlePendingDeletions(payload, { olderThanMs: 0 })
    expect(existsSync(files[0]!)).toBe(true)
    expect(existsSync(path.join(aside, 'nobody-names-this.pdf'))).toBe(false)

    // The same deletion, committed: the files go.
    expect((await rest('DELETE', `/candidates/${doc.id}`, { headers: admin })).status).toBe(200)
    expect(files.map(existsSync)).toEqual([false, false, false])
    expect(readdirSync(aside)).toEqual([])
  })
})
