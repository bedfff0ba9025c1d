/**
 * Posts to pages: server actions, called by scripts (`Next-Action` header) or by a form sent before its scripts
 * loaded (SECURITY.md, "Bad input"). Next.js answers a cross-origin action and a payload it cannot decode with a
 * 500; this server answers them first, or in place of that 500:
 *
 * - a post to a page from another origin (the browser's Origin header, `null` included) is refused with a 403;
 *   a client that sends no Origin is not a browser and carries no visitor's cookies, so Next.js's own checks apply;
 * - a server action that ends in a 500 before anything was sent is a payload the action could not read (our
 *   actions catch their own failures and answer with messages): a 400 saying so, in the page's language.
 */
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

/** The refusal for a post to a page from another origin, or null. */
export function crossOriginRefusal(req, allowedOrigins) {
  if (!isPagePost(req)) return null
  const origin = req.headers.origin
  if (origin === undefined || allowedOrigins.includes(origin)) return null
  return { status: 403, message: MESSAGES[languageOf(req.url)].crossOrigin }
}

/** Turns Next.js's 500 for an unreadable server action into a 400 with a message (when nothing was sent yet). */
export function unreadableActionsAs400(req, res) {
  if (!isPagePost(req) || !req.headers['next-action']) return
  const message = MESSAGES[languageOf(req.url)].unreadable
  const { writeHead, write, end } = res
  let replaced = false
  res.writeHead = function replace500(status, ...rest) {
    if (status !== 500 || replaced) return writeHead.call(this, status, ...rest)
    replaced = true
    for (const name of this.getHeaderNames())
      if (!/^(x-|content-security-policy|strict-transport|referrer|permissions)/.test(name)) this.removeHeader(name)
    return writeHead.call(this, 400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  }
  res.write = function dropBody(...args) {
    return replaced ? true : write.apply(this, args)
  }
  res.end = function endWithMessage(...args) {
    if (!this.headersSent && this.statusCode === 500) this.writeHead(500)
    if (!replaced) return end.apply(this, args)
    return end.call(this, message)
  }
}
