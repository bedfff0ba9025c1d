'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { candidateCall, candidateForm } from '@/features/accounts/actionClients'
import { clearedSessionCookies } from '@/features/accounts/session'
import { textFields, type FormState } from '@/lib/forms/formState'
import { getPayloadClient } from '@/lib/payload'
import { RateLimitedError } from '@/lib/rateLimit'

import { deleteOwnAccount, type DeletionRefusal } from './accountDeletion'
import { createDataExport, EXPORT_LINK_MINUTES } from './exportTokens'

/**
 * The data-rights forms on /profile (components/), posted with or without scripts: ask for a one-time download of
 * one's data, and delete one's account. Both act for the signed-in candidate only, never on an id from the form.
 */
export type ExportState = { done?: boolean; link?: string; notice?: string; formError?: 'rateLimited' | 'sessionExpired' | 'unexpected' }

export const requestMyData = candidateCall(
  { formError: 'sessionExpired' } as ExportState,
  async ({ locale, user: me }): Promise<ExportState> => {
    const payload = await getPayloadClient()
    try {
      const { token } = await createDataExport(payload, me.id)
      const t = await getTranslations({ locale, namespace: 'DataRights' })
      return {
        done: true,
        link: `/api/data-exports/download/${token}?locale=${locale}`,
        notice: t('exportReady', { minutes: EXPORT_LINK_MINUTES }),
      }
    } catch (error) {
      if (error instanceof RateLimitedError) return { formError: 'rateLimited' }
      payload.logger.error({ err: error }, 'Could not prepare a data export')
      return { formError: 'unexpected' }
    }
  },
)

export type DeleteState = FormState<'password', DeletionRefusal | 'sessionExpired' | 'unexpected' | 'badRequest'>

export const deleteMyAccount = candidateForm({}, async (formData, { locale, user: me }): Promise<DeleteState> => {
  const { password } = textFields(formData, ['password'] as const)
  const payload = await getPayloadClient()
  let result: Awaited<ReturnType<typeof deleteOwnAccount>>
  try {
    result = await deleteOwnAccount(payload, me, { password })
  } catch (error) {
    payload.logger.error({ err: error }, 'Account deletion failed')
    return { formError: 'unexpected' }
  }
  if (!result.ok)
    return result.error === 'rateLimited' ? { formError: 'rateLimited' } : { errors: { password: result.error }, formError: result.error }
  // This browser's cookies go too; every session ended with the account.
  const jar = await cookies()
  for (const c of clearedSessionCookies())
    jar.set(c.name, '', { maxAge: 0, path: c.path, httpOnly: c.httpOnly, sameSite: c.sameSite, secure: c.secure })
  redirect(`/${locale}/account-deleted`)
})
