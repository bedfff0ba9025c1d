'use client'

import { Button } from '@payloadcms/ui'

import { usePushDevice, type PushText } from './PushDevice'

/** The admin's "notifications on this device" for a recruiter: new applications of their jobs, by push. */
export function StaffPushDevice({
  publicKey,
  locale,
  title,
  intro,
  text,
}: {
  publicKey: string
  locale: string
  title: string
  intro: string
  text: PushText
}) {
  const { state, busy, turnOn, turnOff } = usePushDevice(publicKey, locale, { register: true })
  return (
    <section data-testid="staff-push" style={{ marginBlockEnd: 'calc(var(--base) * 1.5)' }}>
      <h3 style={{ marginBlockEnd: 'calc(var(--base) * 0.25)' }}>{title}</h3>
      <p style={{ marginBlock: 0 }}>{intro}</p>
      {state === 'loading' ? null : state === 'unsupported' || state === 'denied' ? (
        <p data-testid="push-state">{state === 'denied' ? text.denied : text.unsupported}</p>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'calc(var(--base) * 0.75)' }}>
          <p role="status" data-testid="push-state" style={{ marginBlock: 0 }}>
            {state === 'on' ? text.on : text.off}
          </p>
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void (state === 'on' ? turnOff() : turnOn())}>
            {state === 'on' ? text.disable : text.enable}
          </Button>
        </div>
      )}
    </section>
  )
}
