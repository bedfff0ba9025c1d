import type { Messages } from 'next-intl'

/** The Applications copy as client components get it (from next-intl on the server: `clientMessages`). */
export type ApplicationsText = Messages['Applications']
