'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { notify } from '@/components/ui/toast'
import { ensureFreshToken, waitForAuth } from '@/features/accounts/authClient'
import type { Locale } from '@/i18n/locales'

import { applyState } from '../actions'
import { markApplied } from './appliedJobs'
import type { ApplyState, Existing } from '../apply'
import type { ApplicationsText } from '../text'
import { ApplicationForm } from './ApplicationForm'
import { ProfileCvPicker } from './CvPicker'
import { applyButton } from './styles'

export type ApplyPanelProps = {
  locale: Locale
  jobId: number
  /** Where sign-in and the profile come back to: the job page with `?apply=1`, or the apply page. */
  back: string
  text: ApplicationsText
  /** What the server already read (the apply page, drawn for visitors without scripts); otherwise the panel asks. */
  initial?: ApplyState
  /** The application the apply page's form has just sent: the confirmation is shown. */
  submitted?: Existing
  /** The panel opened in place of the Apply button: its Close (and Escape) put the button back. */
  onClose?: () => void
  /** The tracked link's `src` the apply page was reached from (features/applications/source.ts). */
  src?: string
}

type Phase = { kind: 'idle' } | { kind: 'checking' } | { kind: 'state'; value: ApplyState } | { kind: 'submitted'; application: Existing }

const link = 'font-semibold text-brand-700 underline'

/**
 * The Apply button and what follows it (spec §4, §5, §8): each refusal in the spec's words with the way forward,
 * else the form prefilled from the profile. Whatever the server answers, what the candidate typed stays.
 */
export function ApplyPanel(props: ApplyPanelProps) {
  const { jobId, back, text, initial, submitted: sent, onClose, src } = props
  const [phase, setPhase] = useState<Phase>(
    sent ? { kind: 'submitted', application: sent } : initial ? { kind: 'state', value: initial } : { kind: 'idle' },
  )

  const check = async () => {
    setPhase({ kind: 'checking' })
    if (!(await waitForAuth())) return setPhase({ kind: 'state', value: { state: 'signedOut' } })
    try {
      await ensureFreshToken()
      setPhase({ kind: 'state', value: await applyState(jobId) })
    } catch {
      setPhase({ kind: 'idle' })
      notify(text.errors.network, { type: 'error' })
    }
  }

  // Focus follows the visitor's action (issue 15, item 10): when the panel or the confirmation replaces the Apply
  // button, focus goes to its first field, else to the panel itself, never to the page body.
  const focusTarget = useRef<HTMLDivElement>(null)
  const moved = useRef(Boolean(initial))
  useEffect(() => {
    if (phase.kind !== 'state' && phase.kind !== 'submitted') return
    if (moved.current) {
      // Drawn by the server with the page: nothing replaced, focus stays where the visitor is.
      moved.current = false
      return
    }
    const root = focusTarget.current
    if (!root) return
    const field = root.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select, textarea')
    ;(field ?? root).focus()
  }, [phase.kind])

  // Mounted when the visitor clicked Apply or came back with ?apply=1: check at once, once.
  const started = useRef(false)
  useEffect(() => {
    if (started.current || initial) return
    started.current = true
    void check()
    // Mount only: `check` is a new function each render and must not re-run the check (a request each time).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (phase.kind === 'idle' || phase.kind === 'checking') {
    return (
      <button type="button" onClick={check} disabled={phase.kind === 'checking'} className={applyButton} data-testid="apply">
        {phase.kind === 'checking' ? text.checking : text.apply}
      </button>
    )
  }
  const submitted = (application: Existing) => (
    <div ref={focusTarget} tabIndex={-1} className="outline-none">
      <Submitted {...props} application={application} />
    </div>
  )
  if (phase.kind === 'submitted') return submitted(phase.application)

  const body = (state: ApplyState): ReactNode =>
    state.state === 'ready' ? (
      <ApplicationForm
        jobId={jobId}
        back={back}
        src={src}
        text={text}
        ready={state}
        onSubmitted={(application) => {
          markApplied(jobId)
          setPhase({ kind: 'submitted', application })
        }}
        onState={(value) => setPhase({ kind: 'state', value })}
        renderState={body}
      />
    ) : (
      <StateNotice {...props} state={state} onUploaded={() => void check()} />
    )
  return (
    <div
      ref={focusTarget}
      tabIndex={-1}
      className="mt-4 flow-root rounded-xl border border-slate-200 p-4 outline-none"
      data-testid="apply-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) {
          event.stopPropagation()
          onClose()
        }
      }}
    >
      {onClose ? <CloseButton label={text.close} onClick={onClose} /> : null}
      {body(phase.value)}
    </div>
  )
}

function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="float-end -me-2 -mt-2 ms-2 flex h-9 w-9 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink"
      data-testid="apply-close"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  )
}

/** Every state but the form: what stands in the way, and the way forward. */
function StateNotice({ locale, back, text, state, onUploaded }: ApplyPanelProps & { state: ApplyState; onUploaded: () => void }) {
  const to = (path: string) => `/${locale}/${path}?redirect=${encodeURIComponent(back)}`
  switch (state.state) {
    case 'signedOut':
      return (
        <Notice>
          <p>{text.authRequired}</p>
          <p className="mt-2 flex flex-wrap gap-4">
            <a className={link} href={to('login')}>
              {text.signInToApply}
            </a>
            <a className={link} href={to('signup')}>
              {text.createAccount}
            </a>
          </p>
        </Notice>
      )
    case 'closed':
      return <Notice>{text.closed}</Notice>
    case 'applied':
      return (
        <div role="status" className="text-sm" data-testid="already-applied">
          <p>{state.notice}</p>
          <a className={`${link} mt-2 inline-block`} href={`/${locale}/profile/applications`}>
            {text.viewApplications}
          </a>
        </div>
      )
    case 'ineligible':
      return (
        <div role="alert" className="text-sm text-ink" data-testid="apply-ineligible">
          <p>{state.notice}</p>
          {state.fill ? (
            <a className={`${link} mt-2 inline-block`} href={state.fill.href}>
              {state.fill.text}
            </a>
          ) : null}
        </div>
      )
    case 'profileIncomplete':
      return (
        <Notice>
          <p>{text.profileIncomplete}</p>
          <p className="mt-1 text-sm">{state.notice}</p>
          <a className={`${link} mt-2 inline-block`} href={to('profile')}>
            {text.completeProfile}
          </a>
        </Notice>
      )
    case 'cvRequired':
      return (
        <Notice>
          <p>{text.cvRequired}</p>
          <ProfileCvPicker text={text} back={back} onUploaded={onUploaded} />
        </Notice>
      )
    default:
      return null
  }
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="text-sm text-ink">
      {children}
    </div>
  )
}

function Submitted({ text, locale, application }: ApplyPanelProps & { application: Existing }) {
  return (
    <div role="status" className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900" data-testid="apply-success">
      <p className="font-semibold">{text.success}</p>
      <p className="mt-1 text-sm">{text.successBody}</p>
      <a
        className="mt-2 inline-block text-sm font-semibold underline"
        href={`/${locale}/profile/applications`}
        data-application={application.id}
      >
        {text.viewApplications}
      </a>
    </div>
  )
}
