'use client'

import { requestConsentOpen } from './consent'

/** The footer's "Cookie settings": opens the consent banner again. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={requestConsentOpen} className="hover:text-white hover:underline">
      {label}
    </button>
  )
}
