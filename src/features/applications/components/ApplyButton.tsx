'use client'

import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'

import type { ApplyPanel as Panel, ApplyPanelProps } from './ApplyPanel'
import { applyButton } from './styles'

type Props = Omit<ApplyPanelProps, 'back' | 'initial'> & {
  /** This job's page, where sign-in and the profile come back to (`?apply=1`). */
  jobPath: string
  /** The apply page, drawn by the server: where the button leads before scripts load. */
  applyPath: string
}

const noSubscription = () => () => {}

/**
 * The Apply button alone. It is a link to the job's apply page, which the server draws with the panel and its
 * forms, so it works before scripts load. Once they run, a click opens the panel here instead: the panel and its
 * form (and zod, on first focus) are imported on the first click, or at once when the visitor comes back with
 * ?apply=1, so a job page ships no form code until someone applies.
 */
export function ApplyButton({ jobPath, applyPath, ...props }: Props) {
  const [LoadedPanel, setPanel] = useState<ComponentType<ApplyPanelProps> | null>(null)
  const [loading, setLoading] = useState(false)
  // Back from sign-in or the profile with ?apply=1 (known only in the browser, after hydration).
  const cameBack = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).has('apply'),
    () => false,
  )

  const loadPanel = () => void import('./ApplyPanel').then((m) => setPanel(() => m.ApplyPanel as typeof Panel))
  useEffect(() => {
    if (cameBack) loadPanel()
  }, [cameBack])

  // Closing the panel puts the button back and focus on it (issue 15, item 10).
  const button = useRef<HTMLAnchorElement>(null)
  const [closed, setClosed] = useState(false)
  useEffect(() => {
    if (closed && !LoadedPanel) button.current?.focus()
  }, [closed, LoadedPanel])
  const close = () => {
    if (cameBack) {
      const url = new URL(window.location.href)
      url.searchParams.delete('apply')
      window.history.replaceState(window.history.state, '', url)
    }
    setLoading(false)
    setPanel(null)
    setClosed(true)
  }

  // The panel checks at once when it mounts.
  if (LoadedPanel) return <LoadedPanel {...props} back={`${jobPath}?apply=1`} onClose={close} />
  const busy = loading || cameBack
  return (
    <a
      ref={button}
      href={applyPath}
      onClick={(event) => {
        event.preventDefault()
        if (busy) return
        setClosed(false)
        setLoading(true)
        loadPanel()
      }}
      aria-disabled={busy || undefined}
      className={`${applyButton} ${busy ? 'pointer-events-none opacity-70' : ''}`}
      data-testid="apply"
    >
      {props.text.apply}
    </a>
  )
}
