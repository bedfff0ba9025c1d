'use client'

import type { AltchaWidgetElement } from 'altcha/types/generic'
import type {} from 'altcha/types/react'
import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react'

import { challengeUrl } from '../constants'
import { type AccountText, formErrorText } from '../text'

const subscribeNever = () => () => {}

/**
 * A form's proof-of-work challenge (lib/proofOfWork.ts): asked for by the server (`challengeRequired`) once the
 * visitor's address has passed its threshold, and from then on sent with every attempt of this page.
 *
 * - `take()` gives the solution to send with an attempt (solving now if the widget has not finished yet) and
 *   forgets it: a solution works once.
 * - `alert(formError)` is the sentence for the form's alert. Before scripts run (a form posted without them) the
 *   widget cannot work, so the sentence asks to turn JavaScript on or try later instead.
 */
export function useProofOfWork(text: AccountText, formError: string | null) {
  const [asked, setAsked] = useState(formError === 'challengeRequired')
  if (formError === 'challengeRequired' && !asked) setAsked(true)
  const scripted = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  const widget = useRef<AltchaWidgetElement | null>(null)
  const solution = useRef<string | null>(null)

  const solveNow = async (): Promise<string | null> => {
    try {
      return (await widget.current?.verify())?.payload ?? null
    } catch {
      // Not ready yet, or the solve failed: the attempt goes without, and the server asks again.
      return null
    }
  }

  const take = async (): Promise<string | null> => {
    if (!asked) return null
    const payload = solution.current ?? (await solveNow())
    solution.current = null
    widget.current?.reset?.()
    return payload
  }

  const alert = (error: string | null) =>
    error === 'challengeRequired' && !scripted ? text.challengeNeedsScript : formErrorText(text, error)

  return { asked, take, alert, widget, solution }
}

type Control = ReturnType<typeof useProofOfWork>

// The widget in the site's colours and at the width of the form's fields; its own CSS mirrors it right-to-left.
const widgetStyle = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': '0.375rem',
  '--altcha-color-primary': 'var(--color-brand-700)',
} as CSSProperties

/**
 * The ALTCHA widget, shown once the server asked for a challenge. Its code (32 kB as sent) is loaded then, with a
 * dynamic import, never with the page. It fetches a challenge for `purpose`, starts solving at once (sized for
 * about a second on a phone) and speaks the page's language (`Account.challenge` in the message files).
 */
export function ProofOfWork({
  control,
  purpose,
  locale,
  text,
}: {
  control: Control
  purpose: 'signUp' | 'signIn'
  locale: string
  text: AccountText
}) {
  const [loaded, setLoaded] = useState(false)
  const { asked, widget, solution } = control
  const strings = text.challenge

  useEffect(() => {
    if (!asked) return
    let live = true
    void import('./proofOfWork/loadWidget').then(({ loadWidget }) => {
      loadWidget(locale, strings)
      if (live) setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [asked, locale, strings])

  useEffect(() => {
    const element = widget.current
    if (!loaded || !element) return
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail
      solution.current = state === 'verified' ? (payload ?? null) : null
    }
    element.addEventListener('statechange', onChange)
    return () => element.removeEventListener('statechange', onChange)
  }, [loaded, widget, solution])

  if (!asked) return null
  return (
    <div data-testid="proof-of-work" className="min-h-16">
      {loaded ? (
        <altcha-widget
          ref={widget}
          challenge={challengeUrl(purpose)}
          language={locale}
          type="checkbox"
          auto="onload"
          configuration={JSON.stringify({ hideFooter: true })}
          style={widgetStyle}
        />
      ) : (
        <p className="text-sm text-muted" role="status">
          {strings.loading}
        </p>
      )}
    </div>
  )
}
