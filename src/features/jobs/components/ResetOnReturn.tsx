'use client'

import { useEffect } from 'react'

/**
 * Back and Forward can show a page exactly as it was left (the back/forward cache), with the filters the
 * visitor changed but never applied. The URL is the truth: when a page comes back from that cache, its form
 * returns to the values it was served with (which are the URL's). Browsers' own refilling of form controls
 * on a reload is off (`autoComplete="off"` on the form).
 */
export function ResetOnReturn({ formId }: { formId: string }) {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) (document.getElementById(formId) as HTMLFormElement | null)?.reset()
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [formId])
  return null
}
