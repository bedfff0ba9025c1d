'use client'

import { useEffect, useState, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react'

import type { ApplyPanel as Panel } from './ApplyPanel'

type Props = ComponentProps<typeof Panel>

const applyButton =
  'mt-4 flex w-full items-center justify-center gap-2 rounded-md bg-accent-500 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-400 disabled:opacity-70'

const noSubscription = () => () => {}

/**
 * The Apply button alone; the panel and its form (react-hook-form, zod) are
 * imported on the first click, or at once when the visitor comes back with
 * ?apply=1, so a job page ships no form code until someone applies.
 */
export function ApplyButton(props: Props) {
  const [LoadedPanel, setPanel] = useState<ComponentType<Props> | null>(null)
  const [loading, setLoading] = useState(false)
  // Back from sign-in or the profile with ?apply=1 (known only in the browser, after hydration).
  const cameBack = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).has('apply'),
    () => false,
  )

  const load = () => {
    setLoading(true)
    void import('./ApplyPanel').then((m) => setPanel(() => m.ApplyPanel))
  }
  useEffect(() => {
    if (cameBack) void import('./ApplyPanel').then((m) => setPanel(() => m.ApplyPanel))
  }, [cameBack])

  if (LoadedPanel) return <LoadedPanel {...props} autoStart />
  return (
    <button type="button" onClick={load} disabled={loading || cameBack} className={applyButton} data-testid="apply">
      {props.text.apply}
    </button>
  )
}
