import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { renderBlindInWorker } from '@/features/cv/reader'
import { adminLocale, isLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { IMPORT_LIMITS } from './constants'
import { isCountry, isFamily } from './explore'
import { importRound } from './import'
import { refreshPlacementsRound } from './placements'
import { loadBenchmarks } from './queries'
import { reportText } from './report'
import { templateCsv, templateXlsx } from './template'

/**
 * The survey's staff endpoints (issue 33): the import template (CSV or XLSX), the import itself (multipart: `file`,
 * `name`), the round made from our placements where clients agreed (`POST /salary/placements`), and the benchmark report of a job family in a country as PDF, in English or Arabic
 * (`/salary/report/{family}/{country}/{locale}`, linked from an employer's report request in the admin). Admins
 * and recruiters only, checked here; answers are in the admin's language.
 */
const t = (req: PayloadRequest) => translator(adminLocale(req.i18n), 'Salary')

const refuse = (req: PayloadRequest, status: number, message: string) => Response.json({ ok: false, message, problems: [] }, { status })

/** A round stored (imported, or made from our placements): its id and what to tell the admin. */
const done = (status: number, id: number, message: string) => Response.json({ ok: true, id, message, problems: [] }, { status })

export const salaryEndpoints: Endpoint[] = [
  {
    path: '/salary/template',
    method: 'get',
    handler: async (req) => {
      if (!isRecruiterUser(req.user)) return refuse(req, 401, t(req)('import.signIn'))
      const xlsx = new URL(req.url ?? 'http://x/').searchParams.get('format') === 'xlsx'
      const headers = {
        'Content-Type': xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="salary-survey-template.${xlsx ? 'xlsx' : 'csv'}"`,
        'Cache-Control': 'private, no-store',
      }
      return new Response(xlsx ? new Uint8Array(await templateXlsx()) : templateCsv(), { headers })
    },
  },
  {
    path: '/salary/import',
    method: 'post',
    handler: async (req) => {
      const text = t(req)
      if (!isRecruiterUser(req.user)) return refuse(req, 401, text('import.signIn'))
      try {
        await addDataAndFileToRequest(req)
      } catch {
        return refuse(req, 400, text('import.invalid'))
      }
      const file = req.file
      const name = typeof req.data?.name === 'string' ? req.data.name.trim() : ''
      if (!file || !file.data || !name || name.length > 120) return refuse(req, 400, text('import.invalid'))
      if (file.data.length > IMPORT_LIMITS.bytes) return refuse(req, 413, text('import.failures.tooLarge'))
      const result = await importRound(req, { name, file: { data: new Uint8Array(file.data), name: file.name ?? '' } })
      if (result.ok) return done(201, result.id, text('import.imported', { lines: result.lines, organisations: result.organisations }))
      if ('failure' in result) return refuse(req, result.failure === 'busy' ? 503 : 422, text(`import.failures.${result.failure}`))
      return Response.json(
        {
          ok: false,
          message: text('import.rejected', { total: result.total }),
          problems: result.problems.map((p) => ({
            row: p.row,
            column: p.column,
            where: text('import.where', { row: p.row, column: p.column }),
            message: text(`import.problems.${p.code}`, { value: p.value ?? '' }),
          })),
          moreMessage:
            result.total > result.problems.length ? text('import.more', { count: result.total - result.problems.length }) : undefined,
        },
        { status: 422 },
      )
    },
  },
  {
    // Figures from our placements (placements.ts): the one placements round made again, a draft the first time.
    path: '/salary/placements',
    method: 'post',
    handler: async (req) => {
      const text = t(req)
      if (!isRecruiterUser(req.user)) return refuse(req, 401, text('import.signIn'))
      const result = await refreshPlacementsRound(req, text('import.placements.roundName'))
      return done(200, result.id, text('import.placements.done', { lines: result.lines, organisations: result.organisations }))
    },
  },
  {
    path: '/salary/report/:family/:country/:locale',
    method: 'get',
    handler: async (req) => {
      const text = t(req)
      if (!isRecruiterUser(req.user)) return refuse(req, 401, text('import.signIn'))
      const { family, country, locale } = (req.routeParams ?? {}) as Record<string, unknown>
      if (typeof family !== 'string' || typeof country !== 'string' || !isFamily(family) || !isCountry(country) || !isLocale(locale))
        return refuse(req, 404, text('browseEmpty'))
      const report = reportText(await loadBenchmarks(), family, country, locale)
      // Drawn in the CV reader's worker (the blind CV's renderer: bidi layout, Arabic shaped by the font).
      const pdf = await renderBlindInWorker(report)
      if (!pdf) return refuse(req, 503, text('import.failed'))
      return new Response(new Uint8Array(pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="salary-benchmark-${family}-${country}-${locale}.pdf"`,
          'Cache-Control': 'private, no-store',
        },
      })
    },
  },
]
