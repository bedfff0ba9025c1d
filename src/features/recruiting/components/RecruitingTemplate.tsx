import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'
import { AdminViewTemplate } from '@/components/admin/AdminViewTemplate'

import { recruitingTranslator } from '../text'

/**
 * The admin's own layout (navigation, header) around a recruiting view, for admins and recruiters only: anyone
 * else signed in to the admin gets the same "not found" as for a page that does not exist.
 */
export function RecruitingTemplate({ props, children }: { props: AdminViewServerProps; children: ReactNode }) {
  const { initPageResult } = props
  const { req } = initPageResult
  const allowed = isRecruiterUser(req.user)
  const t = recruitingTranslator(adminLocale(req.i18n))
  return <AdminViewTemplate props={props}>{allowed ? children : <p>{t('errors.notFound')}</p>}</AdminViewTemplate>
}

/** The segments after /admin (`/recruiting/board/12` → ['recruiting', 'board', '12']). */
export const segmentsOf = (params: AdminViewServerProps['params']): string[] => {
  const segments = params?.segments
  return Array.isArray(segments) ? segments : typeof segments === 'string' ? [segments] : []
}
