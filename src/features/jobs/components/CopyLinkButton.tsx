'use client'

import { useState } from 'react'

/** Copies the job's address; says so for two seconds (announced to screen readers). */
export function CopyLinkButton({ url, label, done, className }: { url: string; label: string; done: string; className?: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        await navigator.clipboard.writeText(url)
        setCopied(true)
        setTimeout(() => setCopied(false), 2000)
      }}
    >
      <span aria-live="polite">{copied ? done : label}</span>
    </button>
  )
}
