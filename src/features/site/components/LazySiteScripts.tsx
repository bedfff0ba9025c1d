'use client'

import { useEffect, useState, type ComponentProps } from 'react'

type SiteScriptsComponent = typeof import('./SiteScripts').SiteScripts
type Props = Omit<ComponentProps<SiteScriptsComponent>, 'interacted'>

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const

/**
 * SiteScripts (consent banner, analytics, chat loader, toasts) loaded once
 * the browser is idle after hydration, or at the visitor's first
 * interaction if that comes sooner: none of it is needed for the first
 * paint, so it stays off the critical path. A plain dynamic import, not
 * `next/dynamic`: that one's loader and bail-out boundary (1.4 KB gzip) would
 * come with every page's first load for a component that is never rendered
 * on the server anyway.
 */
export function LazySiteScripts(props: Props) {
  const [SiteScripts, setSiteScripts] = useState<SiteScriptsComponent | null>(null)
  const [interacted, setInteracted] = useState(false)
  useEffect(() => {
    let started = false
    let cancelled = false
    const load = () => {
      if (started) return
      started = true
      void import('./SiteScripts').then((module) => {
        if (!cancelled) setSiteScripts(() => module.SiteScripts)
      })
    }
    const onInteraction = () => {
      setInteracted(true)
      load()
    }
    for (const name of INTERACTIONS) window.addEventListener(name, onInteraction, { once: true, passive: true })
    // From here on an interaction loads the scripts at once (tests wait for this mark).
    document.documentElement.dataset.interactive = 'true'
    const idle =
      'requestIdleCallback' in window
        ? (() => {
            const id = window.requestIdleCallback(load, { timeout: 1500 })
            return () => window.cancelIdleCallback(id)
          })()
        : (() => {
            const id = setTimeout(load, 500)
            return () => clearTimeout(id)
          })()
    return () => {
      cancelled = true
      idle()
      for (const name of INTERACTIONS) window.removeEventListener(name, onInteraction)
    }
  }, [])
  return SiteScripts ? <SiteScripts {...props} interacted={interacted} /> : null
}
