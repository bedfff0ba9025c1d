import { create as contentDisposition } from 'content-disposition'
import type { Endpoint, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { isCandidate } from '@/access/candidates'
import { SIGN_IN_COOKIE } from '@/features/accounts/constants'
import { refreshSession } from '@/features/accounts/session'
import { toLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { env } from '@/lib/env'

import { archiveName, buildDataArchive } from './archive'
import { claimDataExport, findDataExport } from './exportTokens'
import type { Candidate } from './exporters'

/**
 * `GET /api/data-exports/download/:token`: the archive, once, to the candidate who asked (exportTokens.ts). Signed
 * in by the ID token or, when that has lapsed, by the 7-day sign-in (the link is opened from their profile). A page
 * visit that cannot download goes back to the profile with the reason (`?export=used`); an API client gets JSON.
 */
async function downloader(req: PayloadRequest): Promise<Candidate | null> {
  if (isCandidate(req.user)) return req.user as unknown as Candidate
  const tokens = await refreshSession(req.payload, parseCookies(req.headers).get(SIGN_IN_COOKIE))
  if (!tokens) return null
  const { user } = await req.payload.auth({ headers: new Headers({ Authorization: `Bearer ${tokens.idToken}` }) })
  return isCandidate(user) ? (user as unknown as Candidate) : null
}

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' }

export const dataExportEndpoints: Endpoint[] = [
  {
    path: '/download/:token',
    method: 'get',
    handler: async (req) => {
      const url = new URL(req.url ?? '/', env.serverUrl)
      const locale = toLocale(url.searchParams.get('locale') ?? req.locale)
      const page = (req.headers.get('accept') ?? '').includes('text/html')
      const t = translator(locale, 'DataRights')
      const refuse = (status: number, reason: 'signedOut' | 'invalid' | 'used' | 'expired') => {
        if (page) {
          const to =
            reason === 'signedOut'
              ? `/${locale}/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`
              : `/${locale}/profile?export=${reason}#your-data`
          return new Response(null, { status: 303, headers: { Location: to, ...NO_STORE } })
        }
        return Response.json({ errors: [{ message: t(`download.${reason}`) }] }, { status, headers: NO_STORE })
      }
      const candidate = await downloader(req)
      if (!candidate) return refuse(401, 'signedOut')
      const found = await findDataExport(req.payload, String(req.routeParams?.token ?? ''), candidate.id)
      if (!found.ok) return refuse(found.reason === 'invalid' ? 404 : 410, found.reason)
      const archive = await buildDataArchive({ payload: req.payload, req, candidate }, locale)
      if (!(await claimDataExport(req.payload, found.id))) return refuse(410, 'used')
      req.payload.logger.info({ candidate: candidate.id, bytes: archive.length }, 'A candidate downloaded their data')
      return new Response(new Blob([archive as Uint8Array<ArrayBuffer>]), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Length': String(archive.length),
          'Content-Disposition': contentDisposition(archiveName(), { type: 'attachment' }),
          ...NO_STORE,
        },
      })
    },
  },
]
