import type { ReactNode } from 'react'

/** The simple layout (login-simple): the page alone, no header or footer. */
export const metadata = { robots: { index: false, follow: false } }

export default function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-12">
      {children}
    </main>
  )
}
