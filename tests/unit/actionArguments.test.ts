import { describe, expect, it } from 'vitest'

import { checkActionPayload, decodable } from '../../server/actionGuard.mjs'

/**
 * Issue 26, finding 6: a scripted server action call whose arguments are not a list (`null`, `true`, `5`, a
 * string, an object) was a 500 from Next.js itself (`args.length`, `action.apply(null, args)`), before any action
 * ran. Such a payload is refused as unreadable (400) by the site's server; a list of arguments goes on.
 */
const SCRIPTED = { 'next-action': 'a'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' }

function post(url: string, headers: Record<string, string>, body: string | Buffer) {
  const chunks = [Buffer.isBuffer(body) ? body : Buffer.from(body)]
  return Object.assign(
    (async function* () {
      yield* chunks
    })(),
    {
      method: 'POST',
      url,
      headers,
      socket: {},
      rawHeaders: [],
      on(event: string, listener: (chunk?: Buffer) => void) {
        if (event === 'data') for (const chunk of chunks) listener(chunk)
        if (event === 'end') queueMicrotask(() => listener())
        return this
      },
    },
  )
}

describe('server action arguments', () => {
  it.each(['null', 'true', 'false', '5', '"x"', '{}', '{"0":null}'])(
    'refuses the JSON payload %s with a 400 in the page language',
    async (body) => {
      expect(await decodable('text/plain;charset=UTF-8', Buffer.from(body), { scripted: true })).toBe(false)
      const checked = await checkActionPayload(post('/ar/login', SCRIPTED, body) as never)
      expect(checked.refusal?.status).toBe(400)
      expect(checked.refusal?.message).toContain('تعذّرت قراءة النموذج')
    },
  )

  it.each(['[]', '[null]', '[null,null]', '[{"email":"a@example.com"},null]'])('hands the argument list %s on', async (body) => {
    expect(await decodable('text/plain;charset=UTF-8', Buffer.from(body), { scripted: true })).toBe(true)
    const checked = await checkActionPayload(post('/en/login', SCRIPTED, body) as never)
    expect(checked.refusal).toBeUndefined()
  })

  it('refuses a scripted multipart call whose root field is not a list, and keeps forms sent without scripts', async () => {
    const encode = async (form: FormData) => {
      const response = new Response(form)
      return { type: response.headers.get('content-type')!, body: Buffer.from(await response.arrayBuffer()) }
    }
    const rootNull = new FormData()
    rootNull.append('0', 'null')
    const refused = await encode(rootNull)
    expect(await decodable(refused.type, refused.body, { scripted: true })).toBe(false)
    const list = new FormData()
    list.append('0', '["$K1"]')
    list.append('1_email', 'a@example.com')
    const fine = await encode(list)
    expect(await decodable(fine.type, fine.body, { scripted: true })).toBe(true)
    // A form posted before its scripts loaded carries its own fields (no `0` list): Next.js reads it with decodeAction.
    const plain = new FormData()
    plain.append('0', 'not a list, just a field called 0')
    plain.append('email', 'a@example.com')
    const form = await encode(plain)
    expect(await decodable(form.type, form.body)).toBe(true)
  })
})
