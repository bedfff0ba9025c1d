import type { PushText } from './PushDevice'

type PushKey = 'pushOn' | 'pushOff' | 'pushEnable' | 'pushDisable' | 'pushUnsupported' | 'pushDenied'

/** What the push switch says, from the `Notify` messages (the candidate's profile and the staff's admin home alike). */
export const pushText = (t: (key: PushKey) => string): PushText => ({
  on: t('pushOn'),
  off: t('pushOff'),
  enable: t('pushEnable'),
  disable: t('pushDisable'),
  unsupported: t('pushUnsupported'),
  denied: t('pushDenied'),
})
