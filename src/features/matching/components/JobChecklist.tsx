'use client'

import { useEffect, useState } from 'react'

import { isSignedIn, waitForAuth } from '@/features/accounts/authClient'

import { jobChecklist } from '../actions'
import type { ChecklistView as View } from '../checklistText'
import { ChecklistView } from './ChecklistView'

/**
 * On a job's page (cached for everyone): a signed-in seeker's checklist before Apply, asked of the server once the
 * page runs. Visitors see nothing here; the apply page draws the same checklist on the server without scripts.
 */
export function JobChecklist({ jobId, jobPath }: { jobId: number; jobPath: string }) {
  const [view, setView] = useState<View | null>(null)
  useEffect(() => {
    if (!isSignedIn()) return
    let live = true
    void waitForAuth().then(async (ok) => {
      if (!ok) return
      const answer = await jobChecklist(jobId, jobPath).catch(() => null)
      if (live) setView(answer)
    })
    return () => {
      live = false
    }
  }, [jobId, jobPath])
  return view ? <ChecklistView view={view} /> : null
}
