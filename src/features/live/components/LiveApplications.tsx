'use client'

import { toast, useAuth, useTranslation } from '@payloadcms/ui'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'

import { isRecruiterUser } from '@/access/isRecruiter'
import { connectLive, LIVE_WINDOW_EVENT } from '@/features/live/client'
import type { LiveMessage } from '@/features/live/stream'
import { adminLocale } from '@/i18n/locales'

/**
 * Admin provider: recruiters and admins hear about new applications while
 * the admin is open (a toast with a link; the applications list refreshes
 * itself). Editors and everyone else open no stream.
 */
export function LiveApplications({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const router = useRouter()
  const pathname = usePathname()
  const path = useRef(pathname)
  useEffect(() => {
    path.current = pathname
  }, [pathname])

  const staff = isRecruiterUser(user)
  const locale = adminLocale(i18n)
  useEffect(() => {
    if (!staff) return
    return connectLive<LiveMessage>({
      url: `/api/live?locale=${locale}`,
      onMessage: (message) => {
        // The recruiters' board listens too (features/recruiting/components), on the same stream.
        window.dispatchEvent(new CustomEvent(LIVE_WINDOW_EVENT, { detail: message }))
        const onList = path.current?.startsWith('/admin/collections/applications') && !/\/applications\/\d/.test(path.current)
        if (message.kind !== 'application-created') {
          // A move made by another recruiter: the list shows it without a reload.
          if (onList) router.refresh()
          return
        }
        const href = `/admin/collections/applications/${message.application}`
        // The stream writes the notice in the admin's language (messages `Live`).
        toast.info(message.title, {
          description: message.text,
          action: { label: message.open, onClick: () => router.push(href) },
          // The button keeps its word on one line beside a long notice ("فتح" broke in two in the Arabic admin).
          actionButtonStyle: { whiteSpace: 'nowrap', flexShrink: 0 },
          duration: 10_000,
        })
        if (onList) router.refresh()
      },
    })
  }, [staff, locale, router])

  return <>{children}</>
}
