import type { ReactNode } from 'react'

type Props = {
  /** What the big line says: "404", "Error 500"… */
  code: string
  title: string
  message: string
  goHomeLabel: string
  /** Extra content under the message (the requested path, a retry button). */
  children?: ReactNode
}

/**
 * The error layout (spec §2, §8): status code, message and a Go Home button
 * to `/` (which sends the visitor to their language's home). It holds no
 * hooks, so both the server 404 page and the client error boundary use it.
 */
export function ErrorScreen({ code, title, message, goHomeLabel, children }: Props) {
  return (
    <section
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-20 text-center"
      data-testid="error-screen"
    >
      <p className="text-6xl font-extrabold text-brand-700" data-testid="error-code">
        {code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-muted">{message}</p>
      {children}
      <a href="/" className="mt-8 inline-flex items-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        {goHomeLabel}
      </a>
    </section>
  )
}
