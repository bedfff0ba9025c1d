/**
 * Posts to pages: server actions, called by scripts (`Next-Action` header) or by a form sent before its scripts
 * loaded (SECURITY.md, "Bad input"). Next.js answers a cross-origin action and a payload it cannot decode with a
 * 500; this server answers them first:
 *
 * - a post to a page from another origin (the browser's Origin header, `null` included) is refused with a 403;
 *   a client that sends no Origin is not a browser and carries no visitor's cookies, so Next.js's own checks apply;
 * - an action's payload is read here (its length is known and capped by bodyLimits.mjs) and checked the way
 *   Next.js will decode it: form data must parse as form data, anything else as JSON. One that cannot is a 400
 *   saying so, in the page's language. A readable one goes on to Next.js as a copy of the request with the same
 *   bytes, and whatever Next.js answers then goes out as it is: a 500 from an action is a fault to see and fix
 *   (Next.js logs it), never passed off as the visitor's bad input.
 */
import { IncomingMessage } from 'node:http'

const MESSAGES = {
  en: {
    crossOrigin: 'This form can only be sent from this site.',
    unreadable: 'The form could not be read. Reload the page and try again.',
  },
  ar: {
    crossOrigin: 'لا يمكن إرسال هذا النموذج إلا من هذا الموقع.',
    unreadable: 'تعذّرت قراءة النموذج. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
}

const languageOf = (url) => (/^\/ar(\/|\?|$)/.test(url) ? 'ar' : 'en')
const isPagePost = ({ method = 'GET', url = '/' }) => method === 'POST' && !/^\/(api|_next)(\/|\?|$)/.test(url)
const isFormData = (contentType = '') => /^multipart\/form-data/i.test(contentType)

/** The refusal for a post to a page from another origin, or null. */
export function crossOriginRefusal(req, allowedOrigins) {
  if (!isPagePost(req)) return null
  const origin = req.headers.origin
  if (origin === undefined || allowedOrigins.includes(origin)) return null
  return { status: 403, message: MESSAGES[languageOf(req.url)].crossOrigin }
}

/** Whether Next.js will decode this post as a server action (scripted, or a form without scripts). */
export const isActionPost = (req) => isPagePost(req) && Boolean(req.headers['next-action'] || isFormData(req.headers['content-type']))

/**
 * Whether Next.js can decode this payload at all. A scripted call's arguments are a list (React's `encodeReply`
 * of the arguments array, as the JSON body or the form's field `0`): Next.js reads `args.length` and calls
 * `action.apply(null, args)`, so a payload of `null`, `true`, `5` or `"x"` was a 500 from Next.js itself before any
 * action ran (issue 26, finding 6).
 */
export async function decodable(contentType, body, { scripted = false } = {}) {
  try {
    if (isFormData(contentType)) {
      const form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
      const root = form.get('0')
      if (scripted && typeof root === 'string' && !Array.isArray(JSON.parse(root))) return false
    } else if (!Array.isArray(JSON.parse(body.toString('utf8')))) return false
    return true
  } catch {
    return false
  }
}

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

/** A new request with the same line, headers and socket, whose body is `body` (the original's is read). */
function replay(req, body) {
  const copy = new IncomingMessage(req.socket)
  Object.assign(copy, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
  })
  copy.push(body)
  copy.push(null)
  copy.complete = true
  return copy
}

/**
 * For a server action post: `{ refusal }` when its payload cannot be decoded, else `{ request }` to hand to
 * Next.js in its place. Any other request is handed on as it is.
 */
export async function checkActionPayload(req) {
  if (!isActionPost(req)) return { request: req }
  const body = await readBody(req)
  if (!(await decodable(req.headers['content-type'], body, { scripted: Boolean(req.headers['next-action']) }))) {
    return { refusal: { status: 400, message: MESSAGES[languageOf(req.url)].unreadable } }
  }
  return { request: replay(req, body) }
}
