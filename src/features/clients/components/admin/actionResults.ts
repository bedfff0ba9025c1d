/** The admin's portal buttons (PortalButtons.tsx): their words and what each endpoint's answer says. */
export type AdminActionsText = {
  askConsent: string
  submitBlind: string
  submitOriginal: string
  release: string
  draftJob: string
  consentSent: string
  consentPending: string
  submitted: string
  needsConsent: string
  already: string
  noClient: string
  released: string
  nothingHeld: string
  refused: string
  offline: string
}
export type ActionKind = 'consent' | 'submit' | 'release' | 'draft'

/** The endpoint's answer as a sentence: one per outcome the portal's endpoints give. */
export function said(kind: ActionKind, data: Record<string, unknown>, text: AdminActionsText): string {
  const has = (key: string) => Array.isArray(data[key]) && (data[key] as unknown[]).length > 0
  switch (kind) {
    case 'consent':
      return data.result === 'pending' ? text.consentPending : text.consentSent
    case 'release':
      return data.result === 'sent' ? text.released : text.nothingHeld
    case 'submit':
      if (has('submitted')) return text.submitted
      if (has('needsConsent')) return text.needsConsent
      if (has('already')) return text.already
      return text.noClient
    default:
      return ''
  }
}
