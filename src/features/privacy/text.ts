import type { Messages } from 'next-intl'

/** The data-rights copy as client components get it (props from the server, `clientMessages`). */
export type DataRightsText = Messages['DataRights']
