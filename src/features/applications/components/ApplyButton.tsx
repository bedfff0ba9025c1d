'use client'

import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'

import type { ApplyPanel as Panel, ApplyPanelProps } from './ApplyPanel'
import { isSrcToken, sessionSrcKey } from '../source'
import { useApplied } from './appliedJobs'
import { appliedButton, applyButton, barButton } from './styles'

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

  // Opened by a tracked link (?src=…, features/applications/source.ts): kept for this tab, for the application.
  useEffect(() => {
    const src = new URLSearchParams(window.location.search).get('src')
    if (isSrcToken(src)) sessionStorage.setItem(sessionSrcKey(props.jobId), src)
  }, [props.jobId])

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

  // On a phone, a bar at the bottom keeps Apply in reach while the button itself is scrolled away (issue 28, item 15);
  // it leaves when the button or the footer is on screen. Before scripts run it is always there (a link).
  const [barHidden, setBarHidden] = useState(false)
  const applied = useApplied(props.jobId)
  useEffect(() => {
    const targets = [button.current, document.querySelector('footer')].filter((el): el is HTMLElement => Boolean(el))
    const seen = new Map<Element, boolean>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) seen.set(entry.target, entry.isIntersecting)
      setBarHidden([...seen.values()].some(Boolean))
    })
    for (const target of targets) observer.observe(target)
    return () => observer.disconnect()
  }, [LoadedPanel, applied])

  // The panel checks at once when it mounts.
  if (LoadedPanel) return <LoadedPanel {...props} back={`${jobPath}?apply=1`} onClose={close} />
  const busy = loading || cameBack
  const open = () => {
    if (busy) return
    setClosed(false)
    setLoading(true)
    loadPanel()
  }
  const mine = `/${props.locale}/profile/applications`
  return (
    <>
      {applied ? (
        <a ref={button} href={mine} className={appliedButton} data-testid="applied">
          {props.text.appliedView}
        </a>
      ) : (
        <a
          ref={button}
          href={applyPath}
          onClick={(event) => {
            event.preventDefault()
            open()
          }}
          aria-disabled={busy || undefined}
          className={`${applyButton} ${busy ? 'pointer-events-none opacity-70' : ''}`}
          data-testid="apply"
        >
          {props.text.apply}
        </a>
      )}
      <div
        className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] lg:hidden ${barHidden ? 'hidden' : ''}`}
        data-testid="apply-bar"
      >
        <a
          href={applied ? mine : applyPath}
          onClick={(event) => {
            if (applied) return
            event.preventDefault()
            button.current?.scrollIntoView({ block: 'center' })
            open()
          }}
          className={applied ? barButton.applied : barButton.apply}
          tabIndex={-1}
        >
          {applied ? props.text.appliedView : props.text.apply}
        </a>
      </div>
    </>
  )
}
