'use client'

import { useRouter } from 'next/navigation'

import { refreshIdToken } from '../authClient'

export function RefreshNowButton({ label }: { label: string }) {
  const router = useRouter()
  return (
    <button
      type="button"
      className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700"
      onClick={async () => {
        await refreshIdToken()
        router.refresh()
      }}
    >
      {label}
    </button>
  )
}
