import type { ServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { pushPublicKey } from '../push'
import { StaffPushDevice } from './StaffPush.client'
import { pushText } from './pushText'

/**
 * On the admin's home, for recruiters and admins: turn on notifications on this device for new applications of
 * their jobs (features/notify/staffPush.ts), in the admin's language.
 */
export function StaffPush({ user, i18n }: ServerProps) {
  if (!isRecruiterUser(user)) return null
  const locale = adminLocale(i18n)
  const t = translator(locale, 'Notify')
  return (
    <StaffPushDevice
      publicKey={pushPublicKey()}
      locale={locale}
      title={t('staffDevice.title')}
      intro={t('staffDevice.intro')}
      text={pushText(t)}
    />
  )
}
