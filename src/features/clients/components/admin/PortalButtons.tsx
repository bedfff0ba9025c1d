'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { said, type ActionKind, type AdminActionsText } from './actionResults'

/**
 * The recruiter's side of the client portal in the admin (issue 30), as small buttons that call the portal's
 * endpoints (/api/portal/…), which check access next to the data: on an application, ask the candidate's consent to
 * be represented and submit to the job's client (blind or original CV); on a submittal, release the held candidate
 * email; on a requisition, make the draft job. In the admin's language (`Clients.adminActions`), with what happened
 * said in words.
 */
type Action = { kind: ActionKind; label: string; path: string; body?: unknown; testId: string }

function useCall(text: AdminActionsText) {
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const router = useRouter()
  const call = async ({ kind, path, body }: Action) => {
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
      setMessage(res.ok ? said(kind, data, text) : text.refused.replace('{status}', String(res.status)))
      if (res.ok && typeof data.job === 'number') router.push(`/admin/collections/jobs/${data.job}`)
    } catch {
      setMessage(text.offline)
    } finally {
      setBusy(false)
    }
  }
  return { message, busy, call }
}

function Buttons({ actions, text }: { actions: Action[]; text: AdminActionsText }) {
  const { message, busy, call } = useCall(text)
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
        <output role="status" style={{ fontSize: '0.8rem' }} data-testid="portal-action-result">
          {message}
        </output>
      ) : null}
    </div>
  )
}

type ButtonsProps = { id?: number | string; text: AdminActionsText }

export function ApplicationPortalButtons({ id, text }: ButtonsProps) {
  if (!id) return null
  const application = Number(id)
  return (
    <Buttons
      text={text}
      actions={[
        {
          kind: 'consent',
          label: text.askConsent,
          path: '/api/portal/consent-requests',
          body: { application },
          testId: 'portal-ask-consent',
        },
        {
          kind: 'submit',
          label: text.submitBlind,
          path: '/api/portal/submit',
          body: { applications: [application], cvKind: 'blind' },
          testId: 'portal-submit-blind',
        },
        {
          kind: 'submit',
          label: text.submitOriginal,
          path: '/api/portal/submit',
          body: { applications: [application], cvKind: 'original' },
          testId: 'portal-submit-original',
        },
      ]}
    />
  )
}

export function SubmittalReleaseButton({ id, text }: ButtonsProps) {
  if (!id) return null
  return (
    <Buttons
      text={text}
      actions={[{ kind: 'release', label: text.release, path: `/api/portal/submittals/${id}/release`, testId: 'portal-release' }]}
    />
  )
}

export function RequisitionDraftJobButton({ id, text }: ButtonsProps) {
  if (!id) return null
  return (
    <Buttons
      text={text}
      actions={[{ kind: 'draft', label: text.draftJob, path: `/api/portal/requisitions/${id}/draft-job`, testId: 'portal-draft-job' }]}
    />
  )
}
