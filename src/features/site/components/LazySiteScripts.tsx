'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState, type ComponentProps } from 'react'

const SiteScripts = dynamic(() => import('./SiteScripts').then((m) => m.SiteScripts), { ssr: false })

type Props = Omit<ComponentProps<typeof SiteScripts>, 'interacted'>

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const

/**
 * SiteScripts (consent banner, analytics, chat loader, toasts) loaded once
 * the browser is idle after hydration, or at the visitor's first
 * interaction if that comes sooner: none of it is needed for the first
 * paint, so it stays off the critical path.
 */
export function LazySiteScripts(props: Props) {
  const [ready, setReady] = useState(false)
  const [interacted, setInteracted] = useState(false)
  useEffect(() => {
    const onInteraction = () => {
      setInteracted(true)
      setReady(true)
    }
    for (const name of INTERACTIONS) window.addEventListener(name, onInteraction, { once: true, passive: true })
    // From here on an interaction loads the scripts at once (tests wait for this mark).
    document.documentElement.dataset.interactive = 'true'
    const idle =
      'requestIdleCallback' in window
        ? (() => {
            const id = window.requestIdleCallback(() => setReady(true), { timeout: 1500 })
            return () => window.cancelIdleCallback(id)
          })()
        : (() => {
            const id = setTimeout(() => setReady(true), 500)
            return () => clearTimeout(id)
          })()
    return () => {
      idle()
      for (const name of INTERACTIONS) window.removeEventListener(name, onInteraction)
    }
  }, [])
  return ready ? <SiteScripts {...props} interacted={interacted} /> : null
}
