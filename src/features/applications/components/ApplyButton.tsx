'use client'

import { useEffect, useState, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react'

import type { ApplyPanel as Panel } from './ApplyPanel'
import { applyButton } from './styles'

type Props = ComponentProps<typeof Panel>

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

  const loadPanel = () => void import('./ApplyPanel').then((m) => setPanel(() => m.ApplyPanel))
  useEffect(() => {
    if (cameBack) loadPanel()
  }, [cameBack])

  // The panel checks at once when it mounts.
  if (LoadedPanel) return <LoadedPanel {...props} />
  return (
    <button
      type="button"
      onClick={() => {
        setLoading(true)
        loadPanel()
      }}
      disabled={loading || cameBack}
      className={applyButton}
      data-testid="apply"
    >
      {props.text.apply}
    </button>
  )
}
