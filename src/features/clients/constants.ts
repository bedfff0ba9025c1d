/**
 * Facts of the client portal (issue 30) that its collections, pages and tests share. Pure: collections may import
 * this module (docs/ARCHITECTURE.md, "Layers").
 */
export { CLIENT_SESSION_COOKIE } from '../../../server/cookies.mjs'

/** A client company's standing with the agency. */
export const CLIENT_STATUSES = ['prospect', 'active', 'inactive'] as const
export type ClientStatus = (typeof CLIENT_STATUSES)[number]

/** A contact's account: active, or disabled by staff (their sessions and links end at once). */
export const CONTACT_STATUSES = ['active', 'disabled'] as const

/** What a blind CV can leave out; which ones are left out is chosen per client (`blindFields`). */
export const BLIND_FIELDS = ['name', 'email', 'phones', 'photo', 'dateOfBirth', 'nationality', 'address', 'links'] as const
export type BlindField = (typeof BLIND_FIELDS)[number]

/** A one-time sign-in link lives 30 minutes and works once. */
export const SIGN_IN_LINK_MAX_AGE = 30 * 60
/** A portal session: 12 hours, a Payload session on the contact (`sid`), so staff can end it. */
export const CLIENT_SESSION_MAX_AGE = 12 * 60 * 60

export const NAME_MAX = 120

/** A contact's notice of a new submittal (`client-notices`): claimed before the email leaves, sent after it. */
export const NOTICE_STATUSES = ['sending', 'sent'] as const

/**
 * A job description attached to a vacancy from the portal: a PDF or a Word document (DOCX), read from its bytes by
 * the CV reader's worker, at most 5 MB (the same bounds as a CV).
 */
export const VACANCY_FILE_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const
export const VACANCY_FILE_MAX_BYTES = 5 * 1024 * 1024
