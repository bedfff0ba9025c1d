import type { Messages } from 'next-intl'

/** The CV proposals' copy as client components get it (props from the server, `clientMessages`). */
export type CvProposalsText = Messages['CvProposals']
