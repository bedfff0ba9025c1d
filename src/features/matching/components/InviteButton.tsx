'use client'

import { useState } from 'react'

type Labels = { button: string; buttonLabel: string; sent: string; failed: string }

/**
 * "Invite to apply" next to a suggested candidate in the admin (issue 32): one click creates the invitation through
 * REST as the signed-in staff member (the collection checks that they may see the job and that the candidate may be
 * invited), and the candidate gets the email in their language.
 */
export function InviteButton({ job, candidate, labels, invited }: { job: number; candidate: number; labels: Labels; invited: boolean }) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>(invited ? 'sent' : 'idle')
  const [message, setMessage] = useState('')
  if (state === 'sent') return <span data-testid="invite-sent"> · {labels.sent}</span>
  const invite = async () => {
    setState('busy')
    try {
      const response = await fetch('/api/job-invitations', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ job, candidate }),
      })
      if (response.ok) return setState('sent')
      const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      setMessage(body?.errors?.[0]?.message ?? '')
      setState('failed')
    } catch {
      setState('failed')
    }
  }
  return (
    <span>
      {' · '}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        onClick={invite}
        disabled={state === 'busy'}
        aria-label={labels.buttonLabel}
        data-testid="invite"
      >
        {labels.button}
      </button>
      {state === 'failed' ? (
        <span role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {' '}
          {labels.failed}
          {message ? `: ${message}` : ''}
        </span>
      ) : null}
    </span>
  )
}
