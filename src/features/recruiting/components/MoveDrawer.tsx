'use client'

import { Banner, CheckboxInput, Drawer } from '@payloadcms/ui'
import { useState } from 'react'

import type { PreviewEmail } from '../moves'
import type { OfferInput } from './OfferDrawer'
import type { RecruitingT } from '../translator'
import styles from './Board.module.css'
import { DrawerActions } from './DrawerParts'

export const MOVE_DRAWER = 'recruiting-move'

export type PendingMove = { ids: number[]; status: string; emails: PreviewEmail[]; offers?: OfferInput[] }

type Props = {
  t: RecruitingT
  pending: PendingMove | null
  busy: boolean
  onConfirm: (sendEmail: boolean) => void
  onCancel: () => void
}

/**
 * Before a move that has an email template: what each candidate would receive (the first one shown, in the
 * language they applied in), and a choice to send it or skip it for this move.
 */
export function MoveDrawer({ t, pending, busy, onConfirm, onCancel }: Props) {
  const [send, setSend] = useState(true)
  const emails = (pending?.emails ?? []).filter((email): email is NonNullable<PreviewEmail> => email !== null)
  const without = (pending?.emails.length ?? 0) - emails.length
  const first = emails[0]
  const status = pending ? t(`column.${pending.status}` as 'column.submitted') : ''
  return (
    <Drawer slug={MOVE_DRAWER} title={pending ? t('move.title', { count: pending.ids.length, status }) : ''}>
      {pending && (
        <div className={styles.form} data-testid="move-drawer">
          {first ? (
            <>
              <CheckboxInput
                id="move-send-email"
                checked={send}
                onToggle={(event) => setSend(event.target.checked)}
                label={t('move.sendEmail')}
              />
              <p className={styles.hint}>{t('move.sendEmailHint')}</p>
              <h3>{t('move.preview', { name: first.fullName, language: first.locale === 'ar' ? 'العربية' : 'English' })}</h3>
              <div className={styles.preview} dir={first.locale === 'ar' ? 'rtl' : 'ltr'} lang={first.locale} data-testid="move-preview">
                <strong>{first.subject}</strong>
                {'\n\n'}
                {first.body}
              </div>
              {emails.length > 1 && <p className={styles.hint}>{t('move.previewMore', { count: emails.length - 1 })}</p>}
              {without > 0 && <Banner type="info">{t('move.withoutTemplate', { count: without })}</Banner>}
            </>
          ) : (
            <Banner type="info">{t('move.noTemplate')}</Banner>
          )}
          <p>
            <a href="/admin/collections/email-templates">{t('move.editTemplates')}</a>
          </p>
          <DrawerActions
            busy={busy}
            confirm={busy ? t('move.moving') : t('move.confirm')}
            cancel={t('move.cancel')}
            onConfirm={() => onConfirm(Boolean(first) && send)}
            onCancel={onCancel}
          />
        </div>
      )}
    </Drawer>
  )
}
