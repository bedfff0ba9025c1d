'use client'

import { useEffect } from 'react'

/**
 * What the job search form gains once scripts run (it works without them: a GET form and its buttons):
 *
 * - A filter applies as soon as it is changed, so a visitor on a phone need not scroll back up to Search. The
 *   keyword still waits for Search or Enter (a change event there fires on leaving the box).
 * - Back and Forward can show a page exactly as it was left (the back/forward cache), with filters the visitor
 *   changed but never applied. The URL is the truth: when a page comes back from that cache, its form returns to
 *   the values it was served with (which are the URL's). Browsers' own refilling of form controls on a reload is
 *   off (`autoComplete="off"` on the form).
 */
export function FiltersEnhancer({ formId }: { formId: string }) {
  useEffect(() => {
    const form = () => document.getElementById(formId) as HTMLFormElement | null
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      form()?.reset()
      form()?.removeAttribute('aria-busy')
    }
    const onChange = (event: Event) => {
      const target = event.target as Element | null
      const current = form()
      // Its own selects, and those outside it that belong to it (`form` attribute: the sort beside the count).
      if (!current || target?.tagName !== 'SELECT' || (target as HTMLSelectElement).form !== current) return
      current.setAttribute('aria-busy', 'true')
      current.requestSubmit()
    }
    window.addEventListener('pageshow', onShow)
    document.addEventListener('change', onChange)
    return () => {
      window.removeEventListener('pageshow', onShow)
      document.removeEventListener('change', onChange)
    }
  }, [formId])
  return null
}
