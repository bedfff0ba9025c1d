'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'

import { notify } from '@/components/ui/toast'
import { fetchErrorKind, request } from '@/lib/http/client'

import { ensureFreshToken } from '../authClient'
import type { ProfileText } from '../text'

type Kind = 'picture' | 'cv'

type Props = {
  kind: Kind
  text: ProfileText
  accept: string
  maxBytes: number
  current: { id: number; name: string; url: string } | null
}

/**
 * Uploads the picture or the CV straight to Payload's REST API (the ID token
 * cookie authenticates it; Payload checks the type and owner, and the new
 * file replaces the old). Size and type are checked here first so the
 * visitor hears at once.
 */
export function FileUpload({ kind, text, accept, maxBytes, current }: Props) {
  const router = useRouter()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [alt, setAlt] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const collection = kind === 'cv' ? 'candidate-cvs' : 'candidate-pictures'
  const accepted = accept.split(',')

  const upload = async (file: File) => {
    setError(null)
    if (file.size > maxBytes) return setError(text.fileTooBig)
    if (file.type && !accepted.includes(file.type)) return setError(text.fileWrongType)
    setBusy(true)
    try {
      await ensureFreshToken()
      const form = new FormData()
      form.append('file', file)
      form.append('_payload', JSON.stringify(kind === 'picture' ? { alt } : {}))
      await request(`/api/${collection}`, { method: 'POST', body: form })
      notify(text.uploaded, { type: 'success' })
      router.refresh()
    } catch (error) {
      const kind = fetchErrorKind(error)
      setError(
        kind === 'tooLarge'
          ? text.fileTooBig
          : kind === 'badRequest'
            ? text.fileWrongType
            : kind === 'rateLimited'
              ? text.uploadRateLimited
              : text.uploadFailed,
      )
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  const remove = async () => {
    if (!current) return
    setBusy(true)
    setError(null)
    try {
      await ensureFreshToken()
      await request(`/api/${collection}/${current.id}`, { method: 'DELETE' })
      notify(text.removed, { type: 'success' })
      router.refresh()
    } catch (error) {
      setError(fetchErrorKind(error) === 'conflict' ? text.cvKeptForApplications : text.uploadFailed)
    } finally {
      setBusy(false)
    }
  }

  const label = kind === 'cv' ? (current ? text.replaceCv : text.uploadCv) : current ? text.replacePicture : text.uploadPicture
  return (
    <div className="space-y-3" data-testid={`upload-${kind}`}>
      {kind === 'picture' ? (
        <div>
          <label htmlFor={`${inputId}-alt`} className="text-sm font-medium">
            {text.pictureAlt}
          </label>
          <input
            id={`${inputId}-alt`}
            value={alt}
            maxLength={200}
            onChange={(e) => setAlt(e.target.value)}
            aria-describedby={`${inputId}-alt-hint`}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <p id={`${inputId}-alt-hint`} className="mt-1 text-xs text-muted">
            {text.pictureAltHint}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={`inline-flex cursor-pointer items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          {label}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          className="sr-only"
          disabled={busy}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void upload(file)
          }}
        />
        {current ? (
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
          >
            {kind === 'cv' ? text.removeCv : text.removePicture}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
