/**
 * Request body limits (SECURITY.md, "Limits"), checked before anything reads the body: JSON and forms 1 MB,
 * candidates' CV and picture uploads 6 MB (5 MB files and the form around them: the REST upload, and the apply
 * page's forms, which post a CV to a server action before scripts load), staff media uploads 25 MB, salary survey
 * imports 9 MB.
 * A body over its limit gets a 413 at once; a body of unknown length (chunked) on a path that reads one gets
 * a 411, as browsers and API clients always say how long their bodies are.
 */
const MB = 1024 * 1024

export const BODY_LIMITS = [
  { path: /^\/api\/(candidate-cvs|candidate-pictures)(\/|\?|$)/, bytes: 6 * MB },
  { path: /^\/(en|ar)\/jobs\/[^/?]+\/apply(\?|$)/, bytes: 6 * MB },
  { path: /^\/api\/media(\/|\?|$)/, bytes: 25 * MB },
  // Staff's salary survey files (8 MB, features/salary IMPORT_LIMITS) and the form around them.
  { path: /^\/api\/salary\/import(\?|$)/, bytes: 9 * MB },
  { path: /.*/, bytes: 1 * MB },
]

const MESSAGES = {
  en: { tooLarge: 'The request is too large.', lengthRequired: 'Say how long the request body is (Content-Length).' },
  ar: { tooLarge: 'الطلب أكبر من المسموح.', lengthRequired: 'حدّد طول محتوى الطلب (Content-Length).' },
}

/** The refusal for this request, or null when its body may be read. */
export function bodyRefusal({ method = 'GET', url = '/', headers = {} }) {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null
  const limit = BODY_LIMITS.find((rule) => rule.path.test(url)).bytes
  const length = headers['content-length']
  const language = /^\/ar(\/|$)|[?&]locale=ar(&|$)/.test(url) ? 'ar' : 'en'
  if (length === undefined) {
    return headers['transfer-encoding'] ? { status: 411, message: MESSAGES[language].lengthRequired } : null
  }
  const bytes = Number(length)
  if (!Number.isFinite(bytes) || bytes < 0) return { status: 400, message: MESSAGES[language].lengthRequired }
  return bytes > limit ? { status: 413, message: MESSAGES[language].tooLarge } : null
}
