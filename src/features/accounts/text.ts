import type { Messages } from 'next-intl'

/**
 * The Account and Profile copy as the client forms get it: from next-intl on the server (`clientMessages` in
 * i18n/server.ts), as props, so no i18n runtime ships to the browser.
 */
export type AccountText = Messages['Account']
export type ProfileText = Messages['Profile']
