import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LiveBus, type LiveEvent } from '@/features/live/bus'
import { openLiveStream, type LiveMessage } from '@/features/live/stream'

import { makePdf } from '../fixtures/pdf'
import { CANDIDATE_PASSWORD as PASSWORD } from '../fixtures/people'
import { ORIGIN, rest, restUpload, signIn } from './helpers/http'
import { getTestPayload } from './helpers/payload'

let n = 0
const fresh = () => ({ 'x-forwarded-for': `10.77.${Math.floor(++n / 250)}.${n % 250}` })
type Auth = Record<string, string>

async function candidate(email: string): Promise<{ id: number; auth: Auth }> {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'candidates',
    data: {
      email,
      password: PASSWORD,
      fullName: 'Huda Saleh',
      phoneNumber_1: '+966501234567',
      city: 'Jeddah',
      state: 'Makkah Province',
      skills: 'Recruitment',
    },
  })
  const response = await rest('POST', '/candidates/login', { body: { email, password: PASSWORD }, headers: fresh() })
  const { token } = (await response.json()) as { token: string }
  return { id: doc.id, auth: { Authorization: `Bearer ${token}` } }
}

async function applyFor(who: { auth: Auth }, job: number): Promise<number> {
  const upload = await restUpload(
    '/candidate-cvs',
    { name: 'cv.pdf', type: 'application/pdf', data: makePdf('cv.pdf') },
    { headers: who.auth },
  )
  const cv = ((await upload.json()) as { doc: { id: number } }).doc.id
  const response = await rest('POST', '/applications', {
    body: {
      job,
      cv,
      fullName: 'Huda Saleh',
      phoneNumber: '+966 50 123 4567',
      city: 'Jeddah',
      state: 'Makkah Province',
      skills: 'Recruitment',
    },
    headers: who.auth,
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Opens /api/live in-process and collects the events it writes. */
async function listen(headers: Auth, locale = 'en') {
  const controller = new AbortController()
  const response = await openLiveStream(new Request(`${ORIGIN}/api/live?locale=${locale}`, { headers, signal: controller.signal }))
  const messages: LiveMessage[] = []
  if (response.ok) {
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
        if (done) return
        buffer += decoder.decode(value, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (data) messages.push(JSON.parse(data.slice(6)) as LiveMessage)
        }
      }
    })()
  }
  return { response, messages, close: () => controller.abort() }
}

const setStatus = (auth: Auth, id: number, status: string) => rest('PATCH', `/applications/${id}`, { body: { status }, headers: auth })

describe('live notifications', () => {
  let recruiter: Auth
  let editor: Auth
  let jobs: number[]
  const closers: (() => void)[] = []

  beforeAll(async () => {
    const payload = await getTestPayload()
    for (const [email, role] of [
      ['recruiter-live@example.com', 'recruiter'],
      ['editor-live@example.com', 'editor'],
    ] as const) {
      await payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'staff test password', roles: [role] } })
    }
    recruiter = await signIn('recruiter-live@example.com', 'staff test password')
    editor = await signIn('editor-live@example.com', 'staff test password')
    const { docs } = await payload.find({ collection: 'jobs', overrideAccess: false, limit: 3, depth: 0, sort: '-id' })
    jobs = docs.map((d) => d.id)
    // Recruiters hear about the jobs they own (access/ownership.ts).
    const owner = (await payload.find({ collection: 'users', where: { email: { equals: 'recruiter-live@example.com' } } })).docs[0]!
    await payload.update({
      collection: 'jobs',
      where: { id: { in: jobs } },
      data: { owner: owner.id },
      context: { disableRevalidate: true },
    })
  })
  afterAll(() => closers.forEach((close) => close()))

  it('refuses visitors and staff who do not handle applications', async () => {
    expect((await openLiveStream(new Request(`${ORIGIN}/api/live`))).status).toBe(401)
    expect((await openLiveStream(new Request(`${ORIGIN}/api/live`, { headers: editor }))).status).toBe(401)
  })

  it('tells the candidate, in their language, when the status of their application changes, and nobody else', async () => {
    const huda = await candidate('huda.live@example.com')
    const other = await candidate('other.live@example.com')
    const application = await applyFor(huda, jobs[0]!)

    const hudaStream = await listen(huda.auth, 'ar')
    const otherStream = await listen(other.auth)
    closers.push(hudaStream.close, otherStream.close)
    expect(hudaStream.response.headers.get('content-type')).toContain('text/event-stream')

    expect((await setStatus(recruiter, application, 'shortlisted')).status).toBe(200)
    await expect.poll(() => hudaStream.messages.length, { timeout: 10_000 }).toBe(1)
    const payload = await getTestPayload()
    const job = await payload.findByID({ collection: 'jobs', id: jobs[0]!, locale: 'ar', depth: 0 })
    expect(hudaStream.messages[0]).toMatchObject({
      kind: 'application-status',
      application,
      status: 'shortlisted',
      statusLabel: 'في القائمة المختصرة',
      jobTitle: job.title,
    })
    // An edit that leaves the status alone says nothing.
    await rest('PATCH', `/applications/${application}`, { body: { internalNotes: 'Called, strong profile' }, headers: recruiter })
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(hudaStream.messages).toHaveLength(1)
    expect(otherStream.messages).toEqual([])
  })

  it('tells recruiters about each new application on the jobs they own, with the name and the job, and others nothing', async () => {
    const payload = await getTestPayload()
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'recruiter-other-live@example.com', password: 'staff test password', roles: ['recruiter'] },
    })
    const stream = await listen(recruiter)
    const otherStream = await listen(await signIn('recruiter-other-live@example.com', 'staff test password'))
    closers.push(stream.close, otherStream.close)
    const salma = await candidate('salma.live@example.com')
    const application = await applyFor(salma, jobs[1]!)
    await expect
      .poll(() => stream.messages.filter((m) => m.kind === 'application-created' && m.application === application).length, {
        timeout: 10_000,
      })
      .toBe(1)
    expect(stream.messages.find((m) => m.application === application)).toMatchObject({
      kind: 'application-created',
      fullName: 'Huda Saleh',
    })
    await setStatus(recruiter, application, 'reviewed')
    await expect
      .poll(() => stream.messages.filter((m) => m.application === application).map((m) => m.kind), { timeout: 10_000 })
      .toEqual(['application-created', 'application-status'])
    expect(otherStream.messages).toEqual([])
  })

  it('reaches listeners on every server instance once: each instance reads the shared event log', async () => {
    const payload = await getTestPayload()
    // Two buses stand for two server processes behind a load balancer.
    const instances = [new LiveBus(async () => payload, 200), new LiveBus(async () => payload, 200)]
    const heard: LiveEvent[][] = [[], []]
    const stops = instances.map((bus, i) => bus.subscribe((event) => heard[i]!.push(event)))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const nora = await candidate('nora.live@example.com')
    const application = await applyFor(nora, jobs[2]!)
    await setStatus(recruiter, application, 'interview')
    for (const events of heard) {
      await expect
        .poll(() => events.filter((e) => e.application === application).map((e) => e.kind), { timeout: 10_000 })
        .toEqual(['application-created', 'application-status'])
    }
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(heard.map((events) => events.filter((e) => e.application === application).length)).toEqual([2, 2])
    stops.forEach((stop) => stop())
    expect(instances.map((bus) => bus.listenerCount)).toEqual([0, 0])
  })

  it('catches a reconnecting browser up on what it missed', async () => {
    const leen = await candidate('leen.live@example.com')
    const application = await applyFor(leen, jobs[0]!)
    await setStatus(recruiter, application, 'reviewed')
    const payload = await getTestPayload()
    const { docs } = await payload.find({
      collection: 'live-events',
      where: { application: { equals: application } },
      sort: 'id',
      overrideAccess: true,
    })
    const created = docs.find((d) => d.kind === 'application-created')!
    const controller = new AbortController()
    const response = await openLiveStream(
      new Request(`${ORIGIN}/api/live?after=${created.id}`, {
        headers: { ...leen.auth, 'Last-Event-ID': String(created.id) },
        signal: controller.signal,
      }),
    )
    closers.push(() => controller.abort())
    const reader = response.body!.getReader()
    let text = ''
    while (!text.includes('event: application')) text += new TextDecoder().decode((await reader.read()).value)
    expect(text).toContain('"status":"reviewed"')
  })
})
