import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, test } from 'node:test'

import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { makePdf } from '../fixtures/pdf'

import { filesNamed, instanceExited, printTable, record, requestLogOf, restartInstance, shutdownLogOf, type Row } from './cluster'
import { header, json, metricSum, openLive, ports, request, sendJson, servedBy, sleep, text, upload } from './http'
import { ok, percentile, readLoad } from './load'

/**
 * Issue 18's proof, run by scripts/cluster/run.sh: two instances of one build on PostgreSQL, Redis and s3rver
 * behind nginx. Every check goes through nginx (`pin` sends a request to one instance through it); the table of
 * figures is printed at the end.
 */
const rows: Row[] = []
const suffix = randomBytes(3).toString('hex')
const password = 'cluster candidate password 1'
const s3 = new S3Client({
  endpoint: `http://127.0.0.1:${ports.s3}`,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})

type Auth = { authorization: string }
let admin: Auth
let recruiter: Auth
let candidate: { auth: Auth; token: string; id: number }
let other: Auth
let job: { id: number; slug: string; title: string }

async function signIn(collection: 'users' | 'candidates', email: string, secret: string, pin: 'a' | 'b') {
  const answer = await sendJson(`/api/${collection}/login`, 'POST', { email, password: secret }, { pin })
  assert.equal(answer.status, 200, `${collection} sign-in on ${pin}: ${text(answer)}`)
  const { token, user } = json<{ token: string; user: { id: number } }>(answer)
  return { auth: { authorization: `${collection === 'users' ? 'JWT' : 'Bearer'} ${token}` }, token, id: user.id }
}

async function newCandidate(email: string) {
  const profile = { fullName: 'Cluster Candidate', phoneNumber_1: '+966501234567', city: 'Riyadh', state: 'Riyadh', skills: 'Payroll' }
  const created = await sendJson('/api/candidates', 'POST', { email, password, ...profile }, { pin: 'a', headers: admin })
  assert.equal(created.status, 201, text(created))
}

before(async () => {
  admin = (await signIn('users', process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!, 'a')).auth
  const staff = { email: `recruiter-${suffix}@example.com`, password: 'cluster recruiter password', roles: ['recruiter'] }
  const createdStaff = await sendJson('/api/users', 'POST', staff, { pin: 'a', headers: admin })
  assert.equal(createdStaff.status, 201, text(createdStaff))
  const recruiterId = json<{ doc: { id: number } }>(createdStaff).doc.id
  recruiter = (await signIn('users', staff.email, staff.password, 'b')).auth
  await newCandidate(`one-${suffix}@example.com`)
  await newCandidate(`two-${suffix}@example.com`)
  candidate = await signIn('candidates', `one-${suffix}@example.com`, password, 'a')
  other = (await signIn('candidates', `two-${suffix}@example.com`, password, 'b')).auth
  // A job that the first page of the job list shows.
  const list = text(await request('/en/jobs', { pin: 'b' }))
  const slug = list.match(/href="\/en\/jobs\/([a-z0-9-]+)"/)?.[1]
  assert.ok(slug, 'the job list links to a job')
  const found = json<{ docs: { id: number }[] }>(await request(`/api/jobs?where[slug][equals]=${slug}&depth=0`))
  job = { id: found.docs[0]!.id, slug, title: `Cluster edit ${suffix}` }
  // A recruiter sees the applications of the jobs they own or co-own (issue 19): this one co-owns the job.
  const shared = await sendJson(`/api/jobs/${job.id}`, 'PATCH', { coOwners: [recruiterId] }, { pin: 'a', headers: admin })
  assert.equal(shared.status, 200, text(shared))
})

after(() => {
  s3.destroy()
  printTable(rows)
})

test('1. an edit saved through instance A shows on instance B at the next request', async () => {
  const page = `/en/jobs/${job.slug}`
  for (const path of [page, '/en/jobs', page]) await request(path, { pin: 'b' })
  const cached = await request(page, { pin: 'b' })
  assert.equal(header(cached, 'x-nextjs-cache'), 'HIT', 'B had the job page in the shared cache before the edit')
  await request(page) // the micro-cache of the balanced front holds the old page now
  const edit = await sendJson(`/api/jobs/${job.id}?locale=en`, 'PATCH', { title: job.title }, { pin: 'a', headers: admin })
  assert.equal(edit.status, 200, text(edit))
  assert.equal(servedBy(edit), 'a')
  const pageOnB = await request(page, { pin: 'b' })
  const listOnB = await request('/en/jobs', { pin: 'b' })
  assert.equal(servedBy(pageOnB), 'b')
  assert.ok(text(pageOnB).includes(job.title), 'the job page on B shows the edit')
  assert.ok(text(listOnB).includes(job.title), 'the job list on B shows the edit')
  const frontStart = performance.now()
  let front = await request(page)
  while (!text(front).includes(job.title) && performance.now() - frontStart < 5000) {
    await sleep(100)
    front = await request(page)
  }
  const frontMs = performance.now() - frontStart
  assert.ok(text(front).includes(job.title), 'the balanced front shows the edit once its 1 s micro-cache expires')
  const gets = await metricSum(ports.metricsB, 'site_shared_cache_operations_total', 'operation="get"')
  record(rows, '1 shared cache', 'pass', [
    `B before edit: ${header(cached, 'x-nextjs-cache')}; edit on A ${edit.ms.toFixed(0)} ms`,
    `B next request: page ${header(pageOnB, 'x-nextjs-cache') || 'rendered'}, list shows edit`,
    `front (1 s micro-cache) shows it after ${frontMs.toFixed(0)} ms; B shared-cache reads ${gets}`,
  ])
})

test('2. the sign-up limit holds across both instances', async () => {
  const answers = []
  for (let i = 0; i < 8; i++) {
    const body = { email: `limit-${i}-${suffix}@example.com`, password, fullName: 'Limit Test' }
    answers.push(await sendJson('/api/candidates', 'POST', body, { from: '127.0.0.2' }))
  }
  const created = answers.filter((answer) => answer.status === 201)
  const refused = answers.filter((answer) => answer.status === 429)
  const instances = new Set(answers.map(servedBy))
  assert.deepEqual([...instances].sort(), ['a', 'b'], 'nginx spread the sign-ups over both instances')
  assert.equal(created.length, 5, 'five sign-ups an hour from one address, in all')
  assert.equal(refused.length, 3)
  const refusals =
    (await metricSum(ports.metricsA, 'site_rate_limit_refusals_total', 'policy="signUp"')) +
    (await metricSum(ports.metricsB, 'site_rate_limit_refusals_total', 'policy="signUp"'))
  assert.equal(refusals, 3, 'the metrics count the refusals')
  record(rows, '2 shared rate limit', 'pass', [
    `8 sign-ups from 127.0.0.2 via ${answers.map(servedBy).join('')}`,
    `${created.length} created, ${refused.length} refused (429); limit 5/h (10 with per-process limits)`,
    `refusals in metrics: ${refusals}`,
  ])
})

let cv: { id: number; filename: string; data: Uint8Array }

test('3. a CV uploaded through A downloads through B for staff, only from the bucket', async () => {
  const data = makePdf(`Cluster CV ${suffix}`)
  const uploaded = await upload(
    '/api/candidate-cvs',
    { name: 'Cluster CV.pdf', type: 'application/pdf', data },
    {},
    { pin: 'a', headers: candidate.auth },
  )
  assert.equal(uploaded.status, 201, text(uploaded))
  assert.equal(servedBy(uploaded), 'a')
  const { doc } = json<{ doc: { id: number; filename: string } }>(uploaded)
  cv = { ...doc, data }
  const file = `/api/candidate-cvs/file/${doc.filename}`
  // Staff: an admin (a recruiter reads only CVs sent to their jobs, issue 19; this one is not sent yet).
  const forStaff = await request(file, { pin: 'b', headers: admin })
  assert.equal(forStaff.status, 200)
  // The site stores a PDF as re-written (issue 14), so B is compared with A and with the bucket, not the upload.
  const fromA = await request(file, { pin: 'a', headers: admin })
  assert.ok(forStaff.body.subarray(0, 5).toString() === '%PDF-' && forStaff.body.equals(fromA.body), 'B serves the same bytes as A')
  assert.match(header(forStaff, 'content-disposition'), /^attachment/)
  const forOwnerOnB = await request(file, { pin: 'b', headers: candidate.auth })
  assert.equal(forOwnerOnB.status, 200, "the owner's session from A works on B")
  const forOther = await request(file, { pin: 'b', headers: other })
  const anonymous = await request(file)
  assert.ok([401, 403, 404].includes(forOther.status), `another candidate: ${forOther.status}`)
  assert.ok([401, 403, 404].includes(anonymous.status), `a visitor: ${anonymous.status}`)
  assert.ok(!forOther.body.includes(Buffer.from('%PDF')))
  const object = await s3.send(new HeadObjectCommand({ Bucket: 'site-uploads', Key: `candidate-cvs/${doc.filename}` }))
  assert.equal(Number(object.ContentLength), forStaff.body.length)
  const onDisk = filesNamed(doc.filename)
  assert.deepEqual(onDisk, [], 'no instance keeps the file on its disk')
  const media = json<{ docs: { filename: string; url: string }[] }>(await request('/api/media?limit=1&depth=0'))
  const image = await request(media.docs[0]!.url)
  assert.equal(image.status, 200)
  assert.match(header(image, 'content-type'), /^image\//)
  record(rows, '3 uploads in the bucket', 'pass', [
    `CV ${data.length} B up via A; B → admin ${forStaff.status}, owner ${forOwnerOnB.status}, other candidate ${forOther.status}, visitor ${anonymous.status}`,
    `bucket object candidate-cvs/… ${object.ContentLength} B; copies on instance disks: ${onDisk.length}`,
    `public media through the site URL: ${image.status} ${header(image, 'content-type')}`,
  ])
})

test("4. a candidate's live notice arrives exactly once while the recruiter acts on the other instance", async () => {
  const staffStream = openLive({ pin: 'b', token: recruiter.authorization.replace(/^JWT /, '') })
  await staffStream.opened.catch(() => undefined)
  const form = {
    job: job.id,
    cv: cv.id,
    fullName: 'Cluster Candidate',
    phoneNumber: '+966 50 123 4567',
    city: 'Riyadh',
    state: 'Riyadh',
    skills: 'Payroll',
  }
  const applied = await sendJson('/api/applications', 'POST', form, { pin: 'a', headers: candidate.auth })
  assert.equal(applied.status, 201, text(applied))
  const application = json<{ doc: { id: number } }>(applied).doc.id
  const stream = openLive({ pin: 'a', token: candidate.token })
  await stream.opened
  const changedAt = performance.now()
  const change = await sendJson(`/api/applications/${application}`, 'PATCH', { status: 'reviewed' }, { pin: 'b', headers: recruiter })
  assert.equal(change.status, 200, text(change))
  while (stream.events.length === 0 && performance.now() - changedAt < 6000) await sleep(50)
  const latency = (stream.events[0]?.at ?? performance.now()) - changedAt
  await sleep(3000) // three more polls of the shared table
  stream.close()
  staffStream.close()
  const notices = stream.events.filter((event) => event.event === 'application')
  assert.equal(notices.length, 1, 'exactly one notice')
  assert.equal(JSON.parse(notices[0]!.data).status, 'reviewed')
  // The job's recruiters hear of the new application and of each move (the board follows other recruiters' moves).
  const staffHeard = (kind: string) =>
    staffStream.events.filter((event) => {
      const message = event.event === 'application' ? JSON.parse(event.data) : null
      return message?.application === application && message.kind === kind
    })
  const staffNotices = staffHeard('application-created')
  assert.equal(staffNotices.length, 1, 'the recruiter on B heard of the application made on A once')
  assert.equal(staffHeard('application-status').length, 1, 'the recruiter on B heard of the move once')
  record(rows, '4 live notices', 'pass', [
    `status change on B → candidate's stream on A: ${notices.length} notice after ${latency.toFixed(0)} ms`,
    `application on A → recruiter's stream on B: ${staffNotices.length} notice`,
  ])
})

test('5. kill -9 of instance A during a 20 s read load: nginx routes around it', async () => {
  const load = readLoad({
    paths: ['/en?n={n}', `/en/jobs/${job.slug}?n={n}`, '/en', '/en/about?n={n}'],
    concurrency: 6,
    durationMs: 20_000,
  })
  await sleep(6000)
  const inFlightAtKill = load.inFlight
  const killedAt = performance.now()
  process.kill(Number(process.env.PID_A), 'SIGKILL')
  await sleep(500)
  const readyOnA = await request('/api/ready', { port: ports.a, timeoutMs: 2000 }).then(
    (answer) => String(answer.status),
    (error: NodeJS.ErrnoException) => error.code ?? error.message,
  )
  const samples = await load.done
  const failed = samples.filter((sample) => !ok(sample))
  const afterKill = samples.filter((sample) => sample.startedAt > killedAt + 100)
  const latencies = samples.map((sample) => sample.endedAt - sample.startedAt)
  assert.notEqual(readyOnA, '200', '/api/ready of the killed instance no longer answers')
  assert.ok(failed.length <= inFlightAtKill, `${failed.length} errors, ${inFlightAtKill} requests were in flight at the kill`)
  assert.ok(afterKill.length > 50 && afterKill.every(ok), 'every request sent after the kill succeeded')
  assert.ok(
    afterKill.every((sample) => sample.servedBy === 'b' || sample.servedBy === '-'),
    'only B served after the kill',
  )
  const front = await request('/api/ready')
  assert.equal(front.status, 200)
  record(rows, '5 kill -9 under load', 'pass', [
    `${samples.length} reads in 20 s (${(samples.length / 20).toFixed(0)}/s, 6 at a time), p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
    `errors ${failed.length} (in flight at the kill: ${inFlightAtKill}); ${afterKill.length} after the kill, all 2xx/3xx from B`,
    `A's /api/ready after kill: ${readyOnA}; front /api/ready ${front.status}`,
  ])
})

test('6. SIGTERM of instance B with requests in flight: none is cut', async () => {
  const restarted = await restartInstance()
  // A rolling restart warms the instance that came back (its route bundles load on their first request) and waits
  // out nginx's fail_timeout for it (5 s, deploy/nginx.conf) before stopping the next one; so does this check.
  for (const path of ['/en', `/en/jobs/${job.slug}`, '/en/jobs?q=cluster']) await request(path, { pin: 'a' })
  await sleep(6000)
  const stream = openLive({ pin: 'b', token: candidate.token })
  await stream.opened
  const direct = readLoad({ paths: ['/en/jobs?q=cluster{n}', '/en?n={n}'], concurrency: 6, durationMs: 15_000, options: { port: ports.b } })
  const front = readLoad({ paths: ['/en?n={n}', `/en/jobs/${job.slug}?n={n}`], concurrency: 4, durationMs: 6000 })
  while (direct.inFlight < 3) await sleep(20)
  await sleep(1500)
  const inFlight = direct.inFlight
  const termAt = performance.now()
  process.kill(Number(process.env.PID_B), 'SIGTERM')
  direct.stop() // no new requests straight to B: it refuses new connections now, as it should
  const [directSamples, frontSamples] = await Promise.all([direct.done, front.done])
  const exitedMs = await instanceExited(Number(process.env.PID_B), termAt, 12_000)
  await stream.ended
  // A request is cut when B received it (its log has the id) and it did not end well. Connections still waiting in
  // the kernel's queue when B closed its port are reset without B ever reading them (nginx retries those on
  // another instance: see the front's figures); they are counted apart. B logs each request when it ends, and its
  // shutdown line says whether every request it had taken ended before it exited (`drained`).
  const onB = requestLogOf('b')
  const beforeTerm = directSamples.filter((sample) => sample.startedAt < termAt)
  const receivedByB = beforeTerm.filter((sample) => onB.has(sample.requestId))
  const cut = receivedByB.filter((sample) => !ok(sample) || onB.get(sample.requestId)!.aborted || onB.get(sample.requestId)!.status >= 500)
  const neverRead = beforeTerm.filter((sample) => !onB.has(sample.requestId))
  const frontFailed = frontSamples.filter((sample) => !ok(sample))
  assert.ok(inFlight >= 1)
  assert.equal(cut.length, 0, `requests B received and did not finish: ${JSON.stringify(cut.slice(0, 3))}`)
  assert.ok(
    neverRead.every((sample) => sample.error === 'ECONNRESET' || sample.error === 'ECONNREFUSED'),
    `requests B never read failed only at the connection: ${JSON.stringify(neverRead.slice(0, 3))}`,
  )
  assert.equal(frontFailed.length, 0, `nothing failed through nginx: ${JSON.stringify(frontFailed.slice(0, 3))}`)
  assert.ok(stream.retryHint && stream.events.some((event) => event.event === 'reconnect'), 'the live stream ended with a reconnect hint')
  const shutdown = shutdownLogOf('b')
  assert.ok(shutdown?.drained, "B's log says every request finished before it closed")
  assert.ok(exitedMs !== null && exitedMs < 10_000, `B exited ${exitedMs} ms after SIGTERM`)
  record(rows, '6 SIGTERM with requests in flight', 'pass', [
    `${inFlight} requests in flight on B at SIGTERM; ${receivedByB.length} received by B, ${cut.length} cut; ${neverRead.length} still queued in the kernel, reset`,
    `through nginx meanwhile: ${frontSamples.length} reads, ${frontFailed.length} failed (A restarted in ${restarted.toFixed(0)} ms)`,
    `live stream: reconnect hint, then closed; B drained in ${shutdown?.ms} ms, gone ${exitedMs} ms after SIGTERM`,
  ])
})
