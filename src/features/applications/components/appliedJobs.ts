'use client'

import { useEffect, useState } from 'react'

import { isSignedIn, waitForAuth } from '@/features/accounts/authClient'

import { appliedJobIds } from '../actions'

/** One request per page (and per sign-in state) for the jobs this candidate applied for, shared by every card on it. */
let cache: { signedIn: boolean; ids: Promise<Set<number> | null> } | null = null
const listeners = new Set<() => void>()

function loadApplied(): Promise<Set<number> | null> {
  const signedIn = isSignedIn()
  if (!cache || cache.signedIn !== signedIn) {
    cache = {
      signedIn,
      ids: waitForAuth().then(async (ok) => {
        if (!ok) return null
        const ids = await appliedJobIds().catch(() => null)
        return ids ? new Set(ids) : null
      }),
    }
  }
  return cache.ids
}

/** After an application is sent on this page: every card and button for that job says "Applied". */
export function markApplied(jobId: number) {
  void loadApplied().then((ids) => {
    if (ids) ids.add(jobId)
    else cache = { signedIn: isSignedIn(), ids: Promise.resolve(new Set([jobId])) }
    for (const listener of listeners) listener()
  })
}

/** Whether the signed-in candidate has applied for this job (false until known, and for visitors). */
export function useApplied(jobId: number): boolean {
  const [applied, setApplied] = useState(false)
  useEffect(() => {
    let live = true
    const check = () => void loadApplied().then((ids) => live && setApplied(Boolean(ids?.has(jobId))))
    check()
    listeners.add(check)
    return () => {
      live = false
      listeners.delete(check)
    }
  }, [jobId])
  return applied
}
