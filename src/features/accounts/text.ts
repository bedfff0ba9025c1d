import type { Messages } from 'next-intl'

import type { FormError } from './actions'

/**
 * The Account and Profile copy as the client forms get it: from next-intl on the server (`clientMessages` in
 * i18n/server.ts), as props, so no i18n runtime ships to the browser.
 */
export type AccountText = Messages['Account']
export type ProfileText = Messages['Profile']

/** The sentence for a form error key (the account copy has one per key; anything else is unexpected). */
export function formErrorText(text: AccountText, error: string | null): string | null {
  return error ? (text[error as FormError | 'network'] ?? text.unexpected) : null
}
