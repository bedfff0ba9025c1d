import { request as httpRequest } from 'node:http'

/**
 * HTTP for the cluster proof, on node:http so that a request can come from another loopback address (a second
 * "client" for the per-address limits) and so that nothing is pooled or followed: each request is its own
 * connection, to 127.0.0.1 only.
 */
export const ports = {
  nginx: Number(process.env.NGINX_PORT),
  a: Number(process.env.PORT_A),
  b: Number(process.env.PORT_B),
  metricsA: Number(process.env.METRICS_A),
  metricsB: Number(process.env.METRICS_B),
  s3: Number(process.env.S3_PORT),
}

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; ms: number }
export type RequestOptions = {
  method?: string
  /** Through nginx to one instance only (X-Cluster-Pin, no micro-cache). */
  pin?: 'a' | 'b'
  /** Straight to a port instead of nginx. */
  port?: number
  headers?: Record<string, string>
  body?: string | Buffer
  /** Source address (127.0.0.x): another client as far as the site can tell. */
  from?: string
  timeoutMs?: number
}

export function request(path: string, options: RequestOptions = {}): Promise<Answer> {
  const startedAt = performance.now()
  const headers: Record<string, string> = { ...options.headers }
  if (options.pin) headers['x-cluster-pin'] = options.pin
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body))
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: options.port ?? ports.nginx,
        path,
        method: options.method ?? 'GET',
        headers,
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - startedAt }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', reject)
    req.end(options.body)
  })
}

export const text = (answer: Answer) => answer.body.toString('utf8')
export const json = <T>(answer: Answer) => JSON.parse(text(answer)) as T
export const header = (answer: Answer, name: string) => String(answer.headers[name] ?? '')

/** Which instance answered, from nginx's X-Upstream (`a`, `b` or the address). */
export function servedBy(answer: Answer): string {
  const upstream = header(answer, 'x-upstream')
  const last = upstream.split(/,\s*/).pop() ?? ''
  return last.endsWith(`:${ports.a}`) ? 'a' : last.endsWith(`:${ports.b}`) ? 'b' : last || '-'
}

export function sendJson(path: string, method: string, body: unknown, options: RequestOptions = {}) {
  return request(path, {
    ...options,
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...options.headers },
  })
}

/** A multipart upload as the admin or the profile page sends it: the file and `_payload`. */
export async function upload(
  path: string,
  file: { name: string; type: string; data: Uint8Array },
  fields: object,
  options: RequestOptions = {},
) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(fields))
  const encoded = new Response(form)
  const body = Buffer.from(await encoded.arrayBuffer())
  return request(path, {
    ...options,
    method: 'POST',
    body,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...options.headers },
  })
}

export type LiveEvent = { event: string; id?: string; data: string; at: number }

/** An open live stream (/api/live): the events so far, whether it ended, and whether a reconnect hint came. */
export function openLive(options: RequestOptions & { token: string }) {
  const events: LiveEvent[] = []
  let retryHint = false
  let ended = false
  let resolveEnded: () => void = () => {}
  const endedPromise = new Promise<void>((resolve) => (resolveEnded = resolve))
  let close = () => {}
  const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${options.token}` }
  if (options.pin) headers['x-cluster-pin'] = options.pin
  const opened = new Promise<void>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: options.port ?? ports.nginx, path: '/api/live?locale=en', headers, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`live stream answered ${res.statusCode}`))
        let buffer = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          buffer += chunk
          if (buffer.includes(': connected')) resolve()
          let boundary: number
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, boundary)
            buffer = buffer.slice(boundary + 2)
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
            ) as Record<string, string>
            if ('retry' in fields) retryHint = true
            if (fields.event) events.push({ event: fields.event, id: fields.id, data: fields.data ?? '', at: performance.now() })
          }
        })
        const finish = () => {
          ended = true
          resolveEnded()
        }
        res.on('end', finish)
        res.on('close', finish)
      },
    )
    req.on('error', (error) => {
      ended = true
      resolveEnded()
      reject(error)
    })
    req.end()
    close = () => req.destroy()
  })
  return {
    opened,
    events,
    ended: endedPromise,
    get hasEnded() {
      return ended
    },
    get retryHint() {
      return retryHint
    },
    close: () => close(),
  }
}

/** Sums a counter from an instance's /metrics, matching the given label text (e.g. `policy="signUp"`). */
export async function metricSum(port: number, name: string, labelText = ''): Promise<number> {
  const answer = await request('/metrics', { port }).catch(() => null)
  if (!answer || answer.status !== 200) return 0
  return text(answer)
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => line.includes(labelText))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
