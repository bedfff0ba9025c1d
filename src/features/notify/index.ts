/**
 * What other slices use of notifications (issue 34): news on the channels a candidate chose (job alert digests,
 * application news), and the WhatsApp consent withdrawn in the consent record.
 */
export { deliverNews, type DeliverOutcome } from './news'
export { whatsappConsentWithdrawn } from './optIn'
export type { News } from './outbox'
export { applicationMessages, type TimelineMessage } from './timeline'
export { queueInterviewInvitation } from './invitations'
export { forgetStaffNotices, queueNewApplicationPush, sendStaffNotices } from './staffPush'
