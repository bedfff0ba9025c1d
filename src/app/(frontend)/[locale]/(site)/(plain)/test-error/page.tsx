import type { Metadata } from 'next'

import { assertDiagnosticsAccess } from '@/access/diagnostics'
import { PAGE_ERROR_STATUSES, PageError, type PageErrorStatus } from '@/lib/http/pageErrors'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'test-error', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<{ status?: string }> }

/**
 * /test-error?status=503: a page that fails the way a page does when its database is busy (a PageError with that
 * status), so staff can see the error screen; any other status fails like a defect (a plain error, a 500). It sits
 * among the site's pages (under their header and footer) to show the screen where visitors meet it; staff only in
 * production, like the test pages.
 */
export default async function Page({ searchParams }: Props) {
  await assertDiagnosticsAccess()
  const status = Number((await searchParams).status)
  if (status !== 500 && (PAGE_ERROR_STATUSES as readonly number[]).includes(status)) throw new PageError(status as PageErrorStatus)
  throw new Error('test-error: a defect in a page')
}
