'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** The error boundary's copy, already translated on the server. */
export type ErrorMessages = { code: string; title: string; message: string; reference: string; tryAgain: string; goHome: string }

const Context = createContext<ErrorMessages | null>(null)

/**
 * Hands the error screen its strings without shipping an i18n runtime to the
 * browser: the layout translates them, this context carries them.
 */
export function ErrorMessagesProvider({ messages, children }: { messages: ErrorMessages; children: ReactNode }) {
  return <Context.Provider value={messages}>{children}</Context.Provider>
}

export function useErrorMessages(): ErrorMessages {
  const messages = useContext(Context)
  if (!messages) throw new Error('useErrorMessages needs ErrorMessagesProvider')
  return messages
}
