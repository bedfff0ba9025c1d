'use client'

import { Button, toast } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useMemo, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { recruitingTranslator, type RecruitingMessages } from '../translator'

/**
 * Downloads the applications list with the filter, search and sort the list view shows (its URL's query), as CSV or
 * as an Excel workbook (typed cells: phone numbers without CSV's guard apostrophe).
 * A list longer than the export limit is refused by the server with the reason, shown here.
 */
export function ExportButton({ locale, messages, max }: { locale: Locale; messages: RecruitingMessages; max: number }) {
  const t = useMemo(() => recruitingTranslator(locale, messages), [locale, messages])
  const searchParams = useSearchParams()
  const [busy, setBusy] = useState(false)

  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true)
    try {
      const query = new URLSearchParams(searchParams.toString())
      for (const key of ['limit', 'page']) query.delete(key)
      if (format === 'xlsx') query.set('format', 'xlsx')
      const response = await fetch(`/api/recruiting/export?${query}`, { credentials: 'same-origin' })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
        toast.error(body?.errors?.[0]?.message ?? t('export.failed'))
        return
      }
      const blob = await response.blob()
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `applications.${format}`
      const link = document.createElement('a')
      link.href = URL.createObjectURL(blob)
      link.download = name
      document.body.append(link)
      link.click()
      link.remove()
      URL.revokeObjectURL(link.href)
      toast.success(t('export.done', { count: Number(response.headers.get('x-export-rows') ?? 0) }))
    } catch {
      toast.error(t('export.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center', marginBlockEnd: 'var(--base)' }} data-export-max={max}>
      <Button buttonStyle="secondary" size="small" onClick={() => void download('csv')} disabled={busy} id="export-applications">
        {busy ? t('export.exporting') : t('export.button')}
      </Button>
      <Button buttonStyle="secondary" size="small" onClick={() => void download('xlsx')} disabled={busy} id="export-applications-xlsx">
        {t('export.excel')}
      </Button>
      <a href="/admin/recruiting/search">{t('dashboard.findCandidates')}</a>
    </div>
  )
}
