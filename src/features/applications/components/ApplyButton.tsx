'use client'

import dynamic from 'next/dynamic'
import { useState, useSyncExternalStore, type ComponentProps } from 'react'

import type { ApplyPanel as Panel } from './ApplyPanel'

type Props = ComponentProps<typeof Panel>

const applyButton =
  'mt-4 flex w-full items-center justify-center gap-2 rounded-md bg-accent-500 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-400 disabled:opacity-70'

/**
 * The Apply button alone; the panel and its form (react-hook-form, zod)
 * load on the first click, or at once when the visitor comes back with
 * ?apply=1, so a job page costs no form code until someone applies.
 */
export function ApplyButton(props: Props) {
  const [clicked, setOpen] = useState(false)
  // Back from sign-in or the profile with ?apply=1 (known only in the browser, after hydration).
  const cameBack = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).has('apply'),
    () => false,
  )
  if (!clicked && !cameBack) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={applyButton} data-testid="apply">
        {props.text.apply}
      </button>
    )
  }
  return <LazyPanel {...props} autoStart />
}

const noSubscription = () => () => {}

const LazyPanel = dynamic(() => import('./ApplyPanel').then((m) => m.ApplyPanel), {
  ssr: false,
  loading: () => <button type="button" disabled className={applyButton} aria-busy="true" />,
})
