/**
 * The consent record's public API (docs/PRIVACY.md). Other slices (client portal, notifications, accounts,
 * applications) read and write consents through these functions only, never the collection directly.
 */
export {
  consentHistory,
  consentWording,
  currentConsents,
  hasConsent,
  keepTermMonths,
  recordConsent,
  withdrawConsent,
  type ConsentEvent,
  type ConsentInput,
  type ConsentScope,
  type CurrentConsent,
} from './record'
export {
  addMonths,
  CONSENT_METHODS,
  CONSENT_PURPOSES,
  CONSENT_WORDING_VERSION,
  DEFAULT_KEEP_MONTHS,
  isConsentPurpose,
  scopeKey,
  type ConsentAction,
  type ConsentMethod,
  type ConsentPurpose,
} from './purposes'
