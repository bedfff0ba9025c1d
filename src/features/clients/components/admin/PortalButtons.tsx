'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/**
 * The recruiter's side of the client portal in the admin (issue 30), as small buttons that call the portal's
 * endpoints (/api/portal/…), which check access next to the data: on an application, ask the candidate's consent to
 * be represented and submit to the job's client (blind or original CV); on a submittal, release the held candidate
 * email; on a requisition, make the draft job. English labels: the admin's own copy is Payload's.
 */
type Action = { label: string; path: string; body?: unknown; testId: string }

function useCall() {
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const router = useRouter()
  const call = async ({ path, body }: Action) => {
    setBusy(true)
    setMessage('')
    try {
      const res = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      })
      const data = (await res.json().catch(() => ({}))) as Record<string, unknown>
      setMessage(res.ok ? JSON.stringify(data) : `Refused (${res.status})`)
      if (res.ok && typeof data.job === 'number') router.push(`/admin/collections/jobs/${data.job}`)
    } catch {
      setMessage('Could not reach the server.')
    } finally {
      setBusy(false)
    }
  }
  return { message, busy, call }
}

function Buttons({ actions }: { actions: Action[] }) {
  const { message, busy, call } = useCall()
  return (
    <div style={{ marginBlock: 'var(--base)', display: 'grid', gap: '0.5rem' }}>
      {actions.map((action) => (
        <button
          key={action.testId}
          type="button"
          className="btn btn--style-secondary btn--size-small"
          disabled={busy}
          onClick={() => void call(action)}
          data-testid={action.testId}
        >
          {action.label}
        </button>
      ))}
      {message ? (
        <output style={{ fontSize: '0.8rem' }} data-testid="portal-action-result">
          {message}
        </output>
      ) : null}
    </div>
  )
}

export function ApplicationPortalButtons({ id }: { id?: number | string }) {
  if (!id) return null
  const application = Number(id)
  return (
    <Buttons
      actions={[
        { label: 'Ask consent to represent', path: '/api/portal/consent-requests', body: { application }, testId: 'portal-ask-consent' },
        {
          label: 'Submit to client (blind CV)',
          path: '/api/portal/submit',
          body: { applications: [application], cvKind: 'blind' },
          testId: 'portal-submit-blind',
        },
        {
          label: 'Submit to client (full CV)',
          path: '/api/portal/submit',
          body: { applications: [application], cvKind: 'original' },
          testId: 'portal-submit-original',
        },
      ]}
    />
  )
}

export function SubmittalReleaseButton({ id }: { id?: number | string }) {
  if (!id) return null
  return (
    <Buttons
      actions={[{ label: 'Release the candidate’s email', path: `/api/portal/submittals/${id}/release`, testId: 'portal-release' }]}
    />
  )
}

export function RequisitionDraftJobButton({ id }: { id?: number | string }) {
  if (!id) return null
  return (
    <Buttons actions={[{ label: 'Create the draft job', path: `/api/portal/requisitions/${id}/draft-job`, testId: 'portal-draft-job' }]} />
  )
}
