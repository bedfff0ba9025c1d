'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { notify } from '@/components/ui/toast'
import { isSignedIn } from '@/features/accounts/authClient'

import { savedJobIds, setJobSaved } from '../actions'

import { signedInIds } from './signedInIds'

export type SaveJobText = {
  save: string
  saved: string
  unsave: string
  savedToast: string
  unsavedToast: string
  saveFailed: string
  /** The saved toast's way to the list. */
  viewSaved: string
}

/** One request per page (and per sign-in state) for the saved ids, shared by every button on it. */
const loadSaved = signedInIds(savedJobIds).load

/**
 * Save or unsave a job. A visitor who is not signed in goes to sign-in
 * and comes back with ?save={id}, and the job is saved then.
 */
export function SaveJobButton({
  jobId,
  locale,
  text,
  className = '',
  initiallySaved = false,
}: {
  jobId: number
  locale: string
  text: SaveJobText
  className?: string
  /** Known on the server (the saved-jobs page). */
  initiallySaved?: boolean
}) {
  const router = useRouter()
  const [saved, setSaved] = useState(initiallySaved)
  const [busy, setBusy] = useState(false)

  const toggle = async (next: boolean) => {
    if (!isSignedIn()) {
      const url = new URL(window.location.href)
      url.searchParams.set('save', String(jobId))
      router.push(`/${locale}/login?redirect=${encodeURIComponent(url.pathname + url.search)}`)
      return
    }
    setBusy(true)
    try {
      const result = await setJobSaved(jobId, next)
      if (!result.ok) throw new Error('failed')
      setSaved(next)
      const ids = await loadSaved()
      if (next) ids?.add(jobId)
      else ids?.delete(jobId)
      if (next)
        notify(text.savedToast, {
          type: 'success',
          duration: 5000,
          action: { label: text.viewSaved, onClick: () => router.push(`/${locale}/saved-jobs`) },
        })
      else notify(text.unsavedToast, { type: 'success', duration: 2000 })
    } catch {
      notify(text.saveFailed, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    let live = true
    void loadSaved().then(async (ids) => {
      if (!live) return
      if (ids?.has(jobId)) setSaved(true)
      const params = new URLSearchParams(window.location.search)
      if (ids && params.get('save') === String(jobId)) {
        params.delete('save')
        const query = params.toString()
        window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`)
        if (!ids.has(jobId)) await toggle(true)
      }
    })
    return () => {
      live = false
    }
    // Per job only: `toggle` is a new function each render, and re-running this would repeat the saved-ids
    // lookup and the ?save= resume (a second save request).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobId])

  return (
    <button
      type="button"
      onClick={() => void toggle(!saved)}
      disabled={busy}
      aria-pressed={saved}
      title={saved ? text.unsave : text.save}
      className={`relative z-10 inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-sm font-medium ${saved ? 'border-accent-500 bg-accent-400/20 text-brand-900' : 'border-slate-300 text-brand-800 hover:bg-brand-50'} ${className}`}
      data-testid="save-job"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
      </svg>
      <span>{saved ? text.saved : text.save}</span>
    </button>
  )
}
