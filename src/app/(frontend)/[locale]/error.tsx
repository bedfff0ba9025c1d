'use client'

import { useEffect } from 'react'

import { useErrorMessages } from '@/components/errors/ErrorMessages'
import { ErrorScreen } from '@/components/errors/ErrorScreen'
import { fillSlots } from '@/i18n/slots'

type Props = { error: Error & { digest?: string; status?: number }; reset: () => void }

/**
 * The error screen (spec §2): status code, message and Go Home. The server's
 * own message is never shown (it may hold internals); the digest lets staff
 * find the error in the logs.
 */
export default function ErrorPage({ error, reset }: Props) {
  const t = useErrorMessages()
  useEffect(() => {
    console.error(error)
  }, [error])
  const status = typeof error.status === 'number' ? error.status : 500
  return (
    <main id="main" className="flex flex-1 flex-col">
      <ErrorScreen code={fillSlots(t.code, { status })} title={t.title} message={t.message} goHomeLabel={t.goHome}>
        {error.digest ? <p className="mt-2 text-xs text-muted">{fillSlots(t.reference, { digest: error.digest })}</p> : null}
        <button type="button" onClick={reset} className="mt-6 text-sm font-semibold text-brand-700 underline">
          {t.tryAgain}
        </button>
      </ErrorScreen>
    </main>
  )
}
