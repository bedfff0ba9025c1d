import type { ApplicationsText } from './messages'

/** An application status in the reader's language (the raw value if it is unknown). No message files imported: safe in client code. */
export const statusLabel = (text: ApplicationsText, status: string): string => (text.status as Record<string, string>)[status] ?? status
