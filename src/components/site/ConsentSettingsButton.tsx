'use client'

import { CONSENT_OPEN_EVENT } from './consent'

/** The footer's "Cookie settings": opens the consent banner again. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))} className="hover:text-white hover:underline">
      {label}
    </button>
  )
}
