'use client'

import { useEffect } from 'react'

import { useErrorMessages } from '@/components/errors/ErrorMessages'
import { ErrorScreen } from '@/components/errors/ErrorScreen'
import { fillSlots } from '@/i18n/slots'
import { errorStatus } from '@/lib/http/pageErrors'

export type PageErrorProps = { error: Error & { digest?: string }; reset: () => void }

/**
 * The error screen (spec §2) of a page that failed: status code, message and Go Home. The status is the one the
 * server gave the error (`lib/http/pageErrors.ts`: 503 when the database is busy, 500 for a defect), with that
 * status's own message in the page's language; an error in the browser itself says so. The server's own message
 * is never shown (it may hold internals); the digest lets staff find the error in the logs. The route segments'
 * `error.tsx` files place it: inside the site's header and footer for the site's pages, alone above them.
 */
export function PageErrorScreen({ error, reset }: PageErrorProps) {
  const t = useErrorMessages()
  useEffect(() => {
    console.error(error)
  }, [error])
  const status = errorStatus(error)
  const screen = status ? t.statuses[status] : t.browser
  return (
    <ErrorScreen
      code={status ? fillSlots(t.code, { status }) : t.browser.code}
      title={screen.title}
      message={screen.message}
      goHomeLabel={t.goHome}
    >
      {error.digest ? <p className="mt-2 text-xs text-muted">{fillSlots(t.reference, { digest: error.digest })}</p> : null}
      <button type="button" onClick={reset} className="mt-6 text-sm font-semibold text-brand-700 underline">
        {t.tryAgain}
      </button>
    </ErrorScreen>
  )
}
