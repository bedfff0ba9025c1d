'use client'

import { createContext, useContext, type ReactNode } from 'react'

import type { PageErrorStatus } from '@/lib/http/pageErrors'

type Screen = { title: string; message: string }

/** The error boundary's copy, already translated on the server: a title and message per status, and for the browser's own errors. */
export type ErrorMessages = {
  code: string
  statuses: Record<PageErrorStatus, Screen>
  browser: Screen & { code: string }
  reference: string
  tryAgain: string
  goHome: string
}

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
